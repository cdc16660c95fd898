import type { PermissionCode } from '@posada/contracts';
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
export async function hotelRoomsContext(permisos: readonly PermissionCode[]) {
  const ctx = await createTestContext();
  const rooms = createRoomFactories(ctx.db);
  const hotelId = (await ctx.factories.makeHotel()).id;
  const staff = await ctx.factories.actor({ permisos: [...permisos], hotelIds: [hotelId] });
  return { ctx, rooms, hotelId, staff };
}

export type HotelRooms = Awaited<ReturnType<typeof hotelRoomsContext>>;
