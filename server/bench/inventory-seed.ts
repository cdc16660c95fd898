import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { hoteles, permisos, roles, rolPermisos, usuarioHoteles, usuarios } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';

export const INVENTORY_BENCH_PASSWORD = 'Bench-2026-bodega';
export const WAREHOUSES = 5;
export const PRODUCTS = 2_000;
/** Movements per product and warehouse: 2 000 × 5 × 100 = 1 000 000 kardex rows. */
export const MOVEMENTS_PER_PAIR = 100;

/**
 * A hotel with 5 warehouses, 2 000 products and 1 000 000 kardex movements over the last 700 days
 * (one every 7 days per product and warehouse: 10 in, 7 out), with each stock row at its last
 * balance. Set-based SQL; the kardex trigger that moves stock rows is off while the history is
 * written, and the stock rows are written from the last movement of each pair.
 */
export async function seedInventoryBench(db: Db) {
  const [hotel] = await db
    .insert(hoteles)
    .values({
      nombre: 'Hotel Bodega Benchmark',
      nit: '900765432',
      dv: '1',
      razon_social: 'Bodega Bench S.A.S.',
    })
    .returning({ id: hoteles.id });
  if (!hotel) throw new Error('hotel');
  const h = hotel.id;
  const codes = ['inventario.ver', 'inventario.ingresar', 'reportes.kardex'];
  const [role] = await db.insert(roles).values({ nombre: 'Bodega benchmark' }).returning({ id: roles.id });
  if (!role) throw new Error('role');
  const ids = await db
    .select({ id: permisos.id })
    .from(permisos)
    .where(sql`code = any(${sql.param(codes)}::text[])`);
  await db.insert(rolPermisos).values(ids.map((p) => ({ rol_id: role.id, permiso_id: p.id })));
  const email = 'bodega.bench@posada.local';
  const [user] = await db
    .insert(usuarios)
    .values({
      name: 'Bodega Bench',
      email,
      password_hash: await hashPassword(INVENTORY_BENCH_PASSWORD),
      rol_id: role.id,
    })
    .returning({ id: usuarios.id });
  if (!user) throw new Error('user');
  await db.insert(usuarioHoteles).values({ usuario_id: user.id, hotel_id: h });

  await db.execute(sql`
    insert into bodegas (hotel_id, nombre) select ${h}, 'Bodega ' || g from generate_series(1, ${WAREHOUSES}) g`);
  await db.execute(sql`
    insert into productos (hotel_id, codigo, nombre, tipo_producto_id, medida_id, precio_venta, costo, stock_minimo, categoria)
    select ${h}, 'P' || lpad(g::text, 5, '0'), 'Producto ' || g,
      (select id from tipos_producto where codigo = 'producto'), (select id from medidas where codigo = '94'),
      5000, 1000 + g % 500, case when g % 10 = 0 then 200 else 0 end, 'Categoría ' || (g % 12)
    from generate_series(1, ${PRODUCTS}) g`);
  await db.execute(
    sql`insert into proveedores (hotel_id, nit, razon_social) values (${h}, '900111222', 'Proveedor Bench')`,
  );

  await db.execute(sql`alter table kardex disable trigger kardex_mueve_existencia`);
  // n odd: 10 units in; n even: 7 out. Balance after n: 10·⌈n/2⌉ − 7·⌊n/2⌋ (never below 3).
  await db.execute(sql`
    insert into kardex (hotel_id, bodega_id, producto_id, fecha, tipo, documento, entrada, salida, saldo,
                        costo_unitario, valor, saldo_valor, costo_promedio, usuario_id)
    select ${h}, b.id, p.id, current_date - 700 + n * 7,
      case when n % 2 = 1 then 'ingreso' else 'consumo' end, 'B' || n,
      case when n % 2 = 1 then 10 else 0 end, case when n % 2 = 0 then 7 else 0 end,
      10 * ((n + 1) / 2) - 7 * (n / 2), p.costo,
      case when n % 2 = 1 then 10 else 7 end * p.costo,
      (10 * ((n + 1) / 2) - 7 * (n / 2)) * p.costo, p.costo, ${user.id}
    from bodegas b cross join productos p cross join generate_series(1, ${MOVEMENTS_PER_PAIR}) n
    where b.hotel_id = ${h} and p.hotel_id = ${h}
    order by b.id, p.id, n`);
  await db.execute(sql`alter table kardex enable trigger kardex_mueve_existencia`);
  await db.execute(sql`
    insert into existencias (hotel_id, bodega_id, producto_id, cantidad, valor, costo_promedio, ultimo_kardex_id)
    select distinct on (bodega_id, producto_id) hotel_id, bodega_id, producto_id, saldo, saldo_valor, costo_promedio, id
    from kardex where hotel_id = ${h} order by bodega_id, producto_id, id desc`);
  await db.execute(sql`analyze`);

  const [counted] = (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from kardex where hotel_id = ${h}`)
  ).rows;
  const warehouses = (
    await db.execute<{ id: number }>(sql`select id from bodegas where hotel_id = ${h} order by id`)
  ).rows.map((r) => r.id);
  const products = (
    await db.execute<{ id: number }>(sql`select id from productos where hotel_id = ${h} order by id`)
  ).rows.map((r) => r.id);
  const [supplier] = (await db.execute<{ id: number }>(sql`select id from proveedores where hotel_id = ${h}`))
    .rows;
  return {
    hotelId: h,
    email,
    movements: counted?.n ?? 0,
    warehouses,
    products,
    supplierId: supplier?.id ?? 0,
  };
}
