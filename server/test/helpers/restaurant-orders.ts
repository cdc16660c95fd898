import { afterAll, beforeAll, expect } from 'vitest';
import { cajas } from '../../src/db/schema';
import { salesContext, sellerCodes } from './sales';

export let t: Awaited<ReturnType<typeof salesContext>>;
export let waiter: Awaited<ReturnType<typeof t.ctx.factories.actor>>;
export let colleague: Awaited<ReturnType<typeof t.ctx.factories.actor>>;
export let cashier: Awaited<ReturnType<typeof t.ctx.factories.actor>>;
export let dish: { id: number };
export let dessert: { id: number };
export let tables: { id: number; nombre: string }[];
export const table = (n: number) => tables.find((m) => m.nombre === `Mesa ${n}`)?.id as number;

export const waiterCodes = ['ventas.ver', 'ventas.crear', 'ventas.ordenes', 'cajas.abrir'] as const;

export async function openRegister(headers: Record<string, string>, nombre: string) {
  const [caja] = await t.ctx.db.insert(cajas).values({ hotel_id: t.hotelId, nombre }).returning();
  const res = await t.post(
    '/cajaAbrir',
    { caja_id: caja?.id, efectivo: 50000, password: 'AUTOAPROBACION' },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
}

export const as = (who: { headers: Record<string, string> }) => ({
  post: (url: string, body: object) => t.post(url, body, who.headers),
  get: (url: string) => t.get(url, who.headers),
});
export async function open(who: { headers: Record<string, string> }, mesa: number, lineas: object[] = []) {
  const res = await as(who).post('/ordenCrear', {
    punto_venta_id: t.restaurant,
    mesa_id: table(mesa),
    lineas,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    id: number;
    clave: string;
    lineas: { id: number; product_id: number; cantidad: string; enviada: string }[];
  };
}
export const lineOf = (p: { id: number }, cantidad: number, extra: object = {}) => ({
  product_id: p.id,
  cantidad,
  ...extra,
});

/** Opens the restaurant with a waiter, a colleague and a cashier for the file, and closes it after. */
export function useRestaurantOrders() {
  beforeAll(async () => {
    t = await salesContext();
    waiter = await t.ctx.factories.actor({ permisos: [...waiterCodes], hotelIds: [t.hotelId] });
    colleague = await t.ctx.factories.actor({ permisos: ['ventas.ordenes'], hotelIds: [t.hotelId] });
    cashier = await t.ctx.factories.actor({
      permisos: [...sellerCodes, 'ventas.ordenes', 'ventas.todas'],
      hotelIds: [t.hotelId],
    });
    await openRegister(waiter.headers, 'Caja Mesero');
    await openRegister(cashier.headers, 'Caja Cajero');
    dish = await t.inv.makeProduct(t.hotelId, {
      tipo: 'servicio',
      nombre: 'Bandeja paisa',
      categoria: 'Platos',
      precio_venta: '32400',
    });
    dessert = await t.inv.makeProduct(t.hotelId, {
      tipo: 'servicio',
      nombre: 'Postre de natas',
      categoria: 'Postres',
      precio_venta: '10800',
    });
    const saved = await t.post(
      `/puntoVentaMesasGuardar/${t.restaurant}`,
      { mesas: Array.from({ length: 8 }, (_, i) => ({ nombre: `Mesa ${i + 1}` })) },
      t.seller.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    tables = saved.json().data;
    const stations = await t.post(
      `/puntoVentaEstacionesGuardar/${t.restaurant}`,
      {
        estaciones: [
          { nombre: 'Cocina', categorias: ['Platos', 'Postres'] },
          { nombre: 'Bar', categorias: ['Minibar'] },
        ],
      },
      t.seller.headers,
    );
    expect(stations.statusCode, stations.body).toBe(200);
  });
  afterAll(() => t.ctx.close());
}
