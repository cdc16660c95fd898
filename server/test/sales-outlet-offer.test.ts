import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditoria } from '../src/db/schema';
import { sellerCodes } from './helpers/sales';
import { saleCount, t, useSalesShop } from './helpers/sales-shop';

/** What an outlet offers (its categories and products) and the discount it lets any seller give. */
useSalesShop();

const ids = (res: { json: () => { data: { id: number }[] } }) => res.json().data.map((p) => p.id);
const outletBody = { tipo: 'bar', regimen: 'inc' as const };

describe('the products an outlet offers', () => {
  it('offers every point-of-sale product until it names categories or products, then only those', async () => {
    const created = await t.post(
      '/puntoVentaCrear',
      { ...outletBody, nombre: 'Bar lobby', warehouse_id: t.warehouse.id },
      t.seller.headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    const bar = created.json().data;
    expect(bar).toMatchObject({ categorias: [], productos: [], descuento_libre: '0.00' });
    expect(ids(await t.get(`/puntoVentaProductos/${bar.id}`, t.seller.headers))).toEqual(
      expect.arrayContaining([t.soda.id, t.laundry.id]),
    );

    // Only the minibar's category: the laundry leaves the grid and cannot be sold there.
    const onlyMinibar = await t.post(
      `/puntoVentaActualizar/${bar.id}`,
      {
        ...outletBody,
        nombre: 'Bar lobby',
        warehouse_id: t.warehouse.id,
        categorias: ['Minibar', 'Minibar'],
      },
      t.seller.headers,
    );
    expect(onlyMinibar.statusCode, onlyMinibar.body).toBe(200);
    expect(onlyMinibar.json().data.categorias).toEqual(['Minibar']);
    const grid = ids(await t.get(`/puntoVentaProductos/${bar.id}`, t.seller.headers));
    expect(grid).toContain(t.soda.id);
    expect(grid).not.toContain(t.laundry.id);
    const before = await saleCount();
    const refused = await t.sell({
      punto_venta_id: bar.id,
      lineas: [{ product_id: t.laundry.id, cantidad: 1 }],
      pagos: [{ forma_pago_id: t.efectivo, monto: '50000' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['lineas.0.product_id']).toEqual([
      `«${t.laundry.nombre}» no se ofrece en «Bar lobby»`,
    ]);
    expect(await saleCount()).toBe(before);
    // The quote refuses it too (the screen's totals).
    const quote = await t.post(
      '/ventaCotizar',
      { punto_venta_id: bar.id, lineas: [{ product_id: t.laundry.id, cantidad: 1 }] },
      t.seller.headers,
    );
    expect(quote.statusCode).toBe(400);

    // A single product beside the category: offered and sold.
    const withLaundry = await t.post(
      `/puntoVentaActualizar/${bar.id}`,
      {
        ...outletBody,
        nombre: 'Bar lobby',
        warehouse_id: t.warehouse.id,
        categorias: ['Minibar'],
        productos: [t.laundry.id],
      },
      t.seller.headers,
    );
    expect(withLaundry.json().data.productos).toEqual([t.laundry.id]);
    expect(ids(await t.get(`/puntoVentaProductos/${bar.id}`, t.seller.headers))).toEqual(
      expect.arrayContaining([t.soda.id, t.laundry.id]),
    );
    // Other outlets still offer everything.
    expect(ids(await t.get(`/puntoVentaProductos/${t.shop}`, t.seller.headers))).toContain(t.laundry.id);
  });

  it('refuses a product that is not the hotel’s point-of-sale product, and a free discount above 100 %', async () => {
    const other = await t.ctx.factories.makeHotel();
    const foreign = await t.inv.makeProduct(other.id, { tipo: 'servicio', nombre: 'Ajeno' });
    const res = await t.post(
      '/puntoVentaCrear',
      { ...outletBody, nombre: 'Bar ajeno', warehouse_id: t.warehouse.id, productos: [foreign.id] },
      t.seller.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.productos).toEqual([
      `Productos que no se venden en el punto de venta (id ${foreign.id})`,
    ]);
    const pct = await t.post(
      '/puntoVentaCrear',
      { ...outletBody, nombre: 'Bar caro', warehouse_id: t.warehouse.id, descuento_libre: '120' },
      t.seller.headers,
    );
    expect(pct.statusCode).toBe(400);
    expect(pct.json().errors.descuento_libre).toBeDefined();
  });
});

describe('the discount an outlet lets any seller give', () => {
  it('lets a discount within the percentage pass without the permission or a reason, and logs it; above it needs both', async () => {
    const created = await t.post(
      '/puntoVentaCrear',
      { ...outletBody, nombre: 'Bar descuentos', warehouse_id: t.warehouse.id, descuento_libre: '10' },
      t.seller.headers,
    );
    expect(created.json().data.descuento_libre).toBe('10.00');
    const outlet = created.json().data.id as number;
    // Two sodas of 11.900: 23.800, 10 % is 2.380.
    const body = (descuento: string, pagado: string) => ({
      punto_venta_id: outlet,
      lineas: [{ product_id: t.soda.id, cantidad: 2, descuento }],
      pagos: [{ forma_pago_id: t.efectivo, monto: pagado }],
    });
    const within = await t.sell(body('2380', '21420'));
    expect(within.statusCode, within.body).toBe(200);
    const logged = await t.ctx.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.entidad, 'ventas'),
          eq(auditoria.entidad_id, String(within.json().data.id)),
          eq(auditoria.accion, 'precio'),
        ),
      );
    expect(logged).toHaveLength(1);
    expect(logged[0]?.despues).toMatchObject({ descuento: '2380.00', producto_id: t.soda.id });

    const above = await t.sell(body('2380.01', '21419.99'));
    expect(above.statusCode).toBe(403);
    expect(above.json().message).toMatch(
      new RegExp(`^Un descuento de más del 10 % en la línea de «${t.soda.nombre}» requiere el permiso «.+»$`),
    );
    const boss = await t.ctx.factories.actor({
      permisos: [...sellerCodes, 'cuentas.descuento'],
      hotelIds: [t.hotelId],
    });
    const noReason = await t.sell(body('5000', '18800'), boss.headers);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.motivo).toBeDefined();
  });
});
