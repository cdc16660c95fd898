import type { PermissionCode } from '@posada/contracts';
import { eq } from 'drizzle-orm';
import { impuestos, tarifas } from '../../src/db/schema';
import type { Clock } from '../../src/lib/clock';
import { createTestContext } from './context';
import { createRoomFactories } from './room-factories';

export const roomAdminPermissions = [
  'habitaciones.ver',
  'habitaciones.crear',
  'habitaciones.editar',
  'habitaciones.eliminar',
] as const satisfies readonly PermissionCode[];

/**
 * A fresh database with one hotel, the factories of its rooms, clients and employees, and a staff
 * member of that hotel who holds `permisos`.
 */
export async function hotelRoomsContext(
  permisos: readonly PermissionCode[],
  options: Parameters<typeof createTestContext>[1] = {},
) {
  const ctx = await createTestContext(undefined, options);
  const rooms = createRoomFactories(ctx.db);
  const hotelId = (await ctx.factories.makeHotel()).id;
  const staff = await ctx.factories.actor({ permisos: [...permisos], hotelIds: [hotelId] });
  return { ctx, rooms, hotelId, staff };
}

export type HotelRooms = Awaited<ReturnType<typeof hotelRoomsContext>>;

/** A clock the tests move: 10:00 in Bogotá on the day set (the hotel's business date follows it). */
export function dayClock(start: string) {
  let now = new Date(`${start}T15:00:00Z`);
  const clock: Clock = { now: () => new Date(now) };
  const setDay = (day: string) => {
    now = new Date(`${day}T15:00:00Z`);
  };
  return { clock, setDay };
}

/** A room type for two adults with its rate 'Estándar' at `precio` + IVA 19 % a night: its id. */
export async function pricedRoomType(
  { ctx, rooms, hotelId }: Pick<HotelRooms, 'ctx' | 'rooms' | 'hotelId'>,
  precio = '100000.00',
) {
  const id = (await rooms.makeRoomType(hotelId, { capacidad_adultos: 2 })).id;
  const [iva] = await ctx.db.select().from(impuestos).where(eq(impuestos.nombre, 'IVA 19 %'));
  await ctx.db.insert(tarifas).values({
    hotel_id: hotelId,
    tipo_habitacion_id: id,
    nombre: 'Estándar',
    precio_noche: precio,
    personas_incluidas: 2,
    impuesto_id: iva?.id,
  });
  return id;
}
