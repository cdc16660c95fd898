import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { cajas, formasPago, impuestos, tarifas } from '../../src/db/schema';
import type { TestContext } from './context';
import { type HotelRooms, hotelRoomsContext } from './hotel-rooms';

/**
 * The front desk the walk-in tests share (stays.test.ts, stay-register.test.ts): a hotel with a
 * room type for two adults and a child at 'Estándar' 100 000 + IVA 19 % a night (30 000 a person
 * more), a receptionist of the rack, and the calls they make. One file, one desk: `useStaysDesk`
 * builds it before the file's tests and closes it after.
 */
export let ctx: TestContext;
export let rooms: HotelRooms['rooms'];
export let hotelId: number;
export let typeId: number;
export let efectivo: number;
export let staff: HotelRooms['staff'];
export const rack = [
  'rack.ver',
  'rack.reservar',
  'rack.ocupar',
  'rack.desocupar',
  'rack.habilitar',
  'cajas.abrir',
  'cuentas.ver',
] as const;

export function useStaysDesk() {
  beforeAll(async () => {
    ({ ctx, rooms, hotelId, staff } = await hotelRoomsContext(rack));
    typeId = (await rooms.makeRoomType(hotelId, { capacidad_adultos: 2, capacidad_ninos: 1 })).id;
    const [iva] = await ctx.db.select().from(impuestos).where(eq(impuestos.nombre, 'IVA 19 %'));
    await ctx.db.insert(tarifas).values({
      hotel_id: hotelId,
      tipo_habitacion_id: typeId,
      nombre: 'Estándar',
      precio_noche: '100000.00',
      personas_incluidas: 2,
      valor_persona_adicional: '30000.00',
      impuesto_id: iva?.id,
    });
    const [cash] = await ctx.db.select().from(formasPago).where(eq(formasPago.nombre, 'Efectivo'));
    efectivo = cash?.id ?? 0;
  });
  afterAll(() => ctx.close());
}

export const post = (url: string, payload: object, headers = staff.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
export const tomorrowPlus = (days: number) => {
  const d = new Date(Date.now() - 5 * 3_600_000); // Bogotá is UTC−5
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
export const occupyBody = (roomId: number, clientId: number, extra: object = {}) => ({
  habitacion_id: roomId,
  cliente_id: clientId,
  adultos: 2,
  ninos: 0,
  salida: tomorrowPlus(2),
  tarifa_nombre: 'Estándar',
  ...extra,
});

export async function openRegister(headers = staff.headers) {
  const [caja] = await ctx.db
    .insert(cajas)
    .values({ hotel_id: hotelId, nombre: `Caja ${Math.random()}` })
    .returning();
  const res = await post(
    '/cajaAbrir',
    { caja_id: caja?.id, efectivo: '0', password: 'AUTOAPROBACION' },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
}
