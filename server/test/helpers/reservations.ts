import { randomUUID } from 'node:crypto';
import type { PermissionCode } from '@posada/contracts';
import { eq } from 'drizzle-orm';
import { impuestos, tarifas } from '../../src/db/schema';
import type { Clock } from '../../src/lib/clock';
import { hotelRoomsContext } from './hotel-rooms';

/** The business date of the reservation tests: 1 Dec 2026, 10:00 in Bogotá. */
export const HOY = '2026-12-01';
export const clock: Clock = { now: () => new Date(`${HOY}T15:00:00Z`) };

/** `HOY` plus `days`, as YYYY-MM-DD. */
export const day = (days: number) => {
  const d = new Date(`${HOY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * A hotel at `HOY` with a staff member holding `permisos`, and helpers to make a room type with
 * its rooms and a rate, and to call the reservation API.
 */
export async function reservationsContext(
  permisos: readonly PermissionCode[],
  options: Omit<Parameters<typeof hotelRoomsContext>[1], 'clock'> = {},
) {
  const base = await hotelRoomsContext(permisos, { ...options, clock });
  const { ctx, rooms, hotelId, staff } = base;
  const [iva] = await ctx.db.select().from(impuestos).where(eq(impuestos.nombre, 'IVA 19 %'));

  /** A room type with `count` rooms and the rate 'Estándar' at `precio` (IVA 19 %). */
  async function makeType(
    count: number,
    overrides: { nombre?: string; precio?: string; capacidad_adultos?: number } = {},
  ) {
    const type = await rooms.makeRoomType(hotelId, {
      capacidad_adultos: overrides.capacidad_adultos ?? 2,
      capacidad_ninos: 1,
      ...(overrides.nombre ? { nombre: overrides.nombre } : {}),
    });
    const [rate] = await ctx.db
      .insert(tarifas)
      .values({
        hotel_id: hotelId,
        tipo_habitacion_id: type.id,
        nombre: 'Estándar',
        precio_noche: overrides.precio ?? '100000.00',
        personas_incluidas: 2,
        impuesto_id: iva?.id,
      })
      .returning();
    const made = [];
    for (let i = 0; i < count; i++) made.push(await rooms.makeRoom(hotelId, { tipo_habitacion_id: type.id }));
    if (!rate) throw new Error('makeType');
    return { type, rate, rooms: made };
  }

  const post = (url: string, payload: unknown, headers: Record<string, string> = staff.headers) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = staff.headers) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

  /** `POST /reservaCrear` with a fresh (or given) idempotency key. */
  const book = (body: object, options: { key?: string; headers?: Record<string, string> } = {}) =>
    post('/reservaCrear', body, {
      ...(options.headers ?? staff.headers),
      'idempotency-key': options.key ?? randomUUID(),
    });

  /** A line of one night (or `nights`) of a type, from `from` days after HOY. */
  const line = (typeId: number, from = 1, nights = 1, extra: object = {}) => ({
    tipo_habitacion_id: typeId,
    llegada: day(from),
    salida: day(from + nights),
    adultos: 2,
    ninos: 0,
    ...extra,
  });

  const availability = async (typeId: number, from = 1, nights = 1) => {
    const res = await post('/disponibilidad', { ...line(typeId, from, nights), tipo_habitacion_id: typeId });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().data[0] as {
      libres: number;
      por_noche: { fecha: string; libres: number }[];
      habitaciones: { id: number }[];
    };
  };

  return { ...base, makeType, post, get, book, line, availability };
}
