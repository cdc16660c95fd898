import { createTestContext } from './context';
import { createRoomFactories } from './room-factories';

const roomAdminPermissions = [
  'habitaciones.ver',
  'habitaciones.crear',
  'habitaciones.editar',
  'habitaciones.eliminar',
] as const;

/** A fresh database with one hotel and an actor who holds every room-administration permission. */
export async function roomAdminContext() {
  const ctx = await createTestContext();
  const rooms = createRoomFactories(ctx.db);
  const hotelId = (await ctx.factories.makeHotel()).id;
  const admin = (await ctx.factories.actor({ permisos: [...roomAdminPermissions], hotelIds: [hotelId] }))
    .headers;
  return { ctx, rooms, hotelId, admin };
}
