import type { PermissionCode } from '@posada/contracts';
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
  options: { clock?: Clock } = {},
) {
  const ctx = await createTestContext(undefined, options);
  const rooms = createRoomFactories(ctx.db);
  const hotelId = (await ctx.factories.makeHotel()).id;
  const staff = await ctx.factories.actor({ permisos: [...permisos], hotelIds: [hotelId] });
  return { ctx, rooms, hotelId, staff };
}

export type HotelRooms = Awaited<ReturnType<typeof hotelRoomsContext>>;
