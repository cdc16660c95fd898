import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { hoteles } from '../src/db/schema';
import { seedCashiers } from './cashiers-seed';

export const SALES_BENCH_PASSWORD = 'Bench-ventas-2026';
/** Each shelf product at 10.000 (IVA 19 % inside), the recipe at 10.000: 100.000 a sale. */
export const SALE_TOTAL = '100000';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * A shop (IVA) on a warehouse holding a million units of 11 products: 9 sold as they are, 2 the
 * ingredients of a recipe sold beside them; eight cashiers, each with a register. Set-based SQL.
 * The sale of the bench: the 10 products once each, paid 60.000 by card and 50.000 in cash (change
 * 10.000), a tiquete POS.
 */
export async function seedSalesBench(db: Db, hoy: string) {
  const [hotel] = await db
    .insert(hoteles)
    .values({ nombre: 'Hotel Ventas Benchmark', nit: '900123459', dv: '2', razon_social: 'Ventas S.A.S.' })
    .returning({ id: hoteles.id });
  if (!hotel) throw new Error('hotel');
  const h = hotel.id;
  const [bodega] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into bodegas (hotel_id, nombre) values (${h}, 'Bodega tienda') returning id`),
  );
  if (!bodega) throw new Error('bodega');
  const kind = (codigo: string) => sql`(select id from tipos_producto where codigo = ${codigo})`;
  // V01…V09 sold as they are, I01 and I02 the ingredients of the recipe R01.
  await db.execute(sql`
    insert into productos (hotel_id, codigo, nombre, categoria, tipo_producto_id, medida_id, precio_venta, costo)
    select ${h}, c, 'Producto ' || c, 'Tienda', case when c = 'R01' then ${kind('receta')} else ${kind('producto')} end,
      (select id from medidas where codigo = '94'), case when c like 'I%' then 0 else 10000 end, 4000
    from unnest(array['V01','V02','V03','V04','V05','V06','V07','V08','V09','I01','I02','R01']) c`);
  await db.execute(sql`
    insert into producto_impuestos (producto_id, impuesto_id)
    select id, (select id from impuestos where nombre = 'IVA 19 %') from productos where hotel_id = ${h}`);
  await db.execute(sql`
    insert into producto_detalles (producto_id, ingrediente_id, cantidad)
    select r.id, i.id, 0.5 from productos r, productos i
    where r.hotel_id = ${h} and r.codigo = 'R01' and i.hotel_id = ${h} and i.codigo in ('I01', 'I02')`);
  await db.execute(sql`
    insert into existencias (hotel_id, bodega_id, producto_id)
    select ${h}, ${bodega.id}, id from productos where hotel_id = ${h} and codigo <> 'R01'`);
  await db.execute(sql`
    insert into kardex (hotel_id, bodega_id, producto_id, fecha, tipo, documento, entrada, salida, saldo,
                        costo_unitario, valor, saldo_valor, costo_promedio)
    select ${h}, ${bodega.id}, id, ${hoy}::date, 'ingreso', 'Inventario inicial', 1000000, 0, 1000000,
      4000, 4000000000, 4000000000, 4000
    from productos where hotel_id = ${h} and codigo <> 'R01' order by id`);
  const [outlet] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into puntos_venta (hotel_id, nombre, tipo, bodega_id, regimen)
      values (${h}, 'Tienda', 'tienda', ${bodega.id}, 'iva') returning id`),
  );
  const users = await seedCashiers(db, h, {
    role: 'Ventas benchmark',
    codes: ['ventas.ver', 'ventas.crear', 'cajas.abrir'],
    slug: 'ventas',
    name: 'Bench ventas',
    caja: 'Caja tienda',
    password: SALES_BENCH_PASSWORD,
  });
  await db.execute(sql`analyze`);
  const products = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from productos where hotel_id = ${h} and codigo not like 'I%' order by codigo`,
    ),
  ).map((r) => r.id);
  const method = async (nombre: string) =>
    rowsOf<{ id: number }>(await db.execute(sql`select id from formas_pago where nombre = ${nombre}`))[0]
      ?.id ?? 0;
  const body = JSON.stringify({
    punto_venta_id: outlet?.id,
    lineas: products.map((id) => ({ product_id: id, cantidad: '1' })),
    pagos: [
      { forma_pago_id: await method('Tarjeta débito'), monto: '60000' },
      { forma_pago_id: await method('Efectivo'), monto: '50000' },
    ],
  });
  return { hotelId: h, bodegaId: bodega.id, users, body };
}
