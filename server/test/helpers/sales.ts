import type { PermissionCode } from '@posada/contracts';
import type { Logger } from 'drizzle-orm';
import { expect } from 'vitest';
import { cajas } from '../../src/db/schema';
import { accountsContext } from './accounts';

export const sellerCodes: PermissionCode[] = [
  'ventas.ver',
  'ventas.crear',
  'ventas.anular',
  'ventas.puntos',
  'cajas.abrir',
];

/**
 * The accounts' hotel (a business date of 20/11/2026, a warehouse with 10 minibar sodas at 11.900
 * with IVA 19 % inside, a laundry service without taxes) with a shop (IVA) and a restaurant (INC)
 * on that warehouse, and a seller whose register is open.
 */
export async function salesContext(statements?: Logger) {
  const t = await accountsContext(undefined, undefined, statements);
  const seller = await t.ctx.factories.actor({ permisos: sellerCodes, hotelIds: [t.hotelId] });
  const [caja] = await t.ctx.db
    .insert(cajas)
    .values({ hotel_id: t.hotelId, nombre: 'Caja Restaurante' })
    .returning();
  const opened = await t.post(
    '/cajaAbrir',
    { caja_id: caja?.id, efectivo: 50000, password: 'AUTOAPROBACION' },
    seller.headers,
  );
  expect(opened.statusCode, opened.body).toBe(200);
  const outlet = async (nombre: string, tipo: string, regimen: 'inc' | 'iva') => {
    const res = await t.post(
      '/puntoVentaCrear',
      { nombre, tipo, warehouse_id: t.warehouse.id, regimen },
      seller.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const shop = await outlet('Tienda', 'tienda', 'iva');
  const restaurant = await outlet('Restaurante', 'restaurante', 'inc');
  let n = 0;
  /** ventaCrear with a fresh idempotency key unless one is given. */
  const sell = (body: object, headers = seller.headers, key = `venta-prueba-${++n}-${Date.now()}`) =>
    t.ctx.app.inject({
      method: 'POST',
      url: '/api/ventaCrear',
      payload: body,
      headers: { ...headers, 'idempotency-key': key },
    });
  return { ...t, seller, shop, restaurant, sell };
}
