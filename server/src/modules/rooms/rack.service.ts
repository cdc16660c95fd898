import type { TAssignCleaningBody, TEnableBody, THoldBody, TMaintenanceBody } from '@posada/contracts';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { HotelActor } from '../../lib/request-hotel';
import { assignCleaner } from './assign-cleaner';
import { createRackRepository } from './rack.repository';
import { toRackRoom } from './rack-card';
import { packRack, type RackAnswer, type RackPayload, rackEtag } from './rack-payload';
import { runRoomAction } from './room-action';

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

export function createRackService({ db }: { db: Db }) {
  const rackRepo = createRackRepository(db);
  /**
   * The last rack built per hotel. An entry is served while the hotel's rack version (raised at
   * commit by the database whenever a room, stay, hold, block, client, employee or type changes,
   * whoever writes) and its local date are the same, so one cheap lookup replaces the rack query.
   */
  const cache = new Map<number, { etag: string; payload: RackPayload }>();

  return {
    rack: async (hotelId: number, knownEtag?: string): Promise<RackAnswer> => {
      const stamp = await rackRepo.stamp(hotelId);
      if (!stamp) throw new NotFoundError('El hotel no existe');
      const etag = rackEtag(hotelId, stamp);
      if (knownEtag === etag) return { etag, payload: null };
      const cached = cache.get(hotelId);
      if (cached?.etag === etag) return cached;
      // The rows carry the version and date their own statement saw: the entry is exact for them.
      const rows = await rackRepo.rack(hotelId);
      const [first] = rows;
      if (!first) return { etag, payload: await packRack({ data: [], hoy: stamp.hoy }) };
      const built = {
        etag: rackEtag(hotelId, first),
        payload: await packRack({ data: rows.map(toRackRoom), hoy: first.hoy }),
      };
      cache.set(hotelId, built);
      return built;
    },
    floors: (hotelId: number) => rackRepo.floors(hotelId),
    employees: (hotelId: number) => rackRepo.employees(hotelId),

    hold: (actor: HotelActor, body: THoldBody) =>
      runRoomAction(db, actor, body.habitacion_id, 'reservar', async ({ repo, room }) => {
        if (!(await repo.activeClient(actor.hotelId, body.cliente_id))) {
          throw invalid('cliente_id', 'El cliente no existe o está inactivo');
        }
        const reservaId = await repo.createHold({
          hotelId: actor.hotelId,
          roomId: room.id,
          clienteId: body.cliente_id,
          hoy: room.hoy,
          userId: actor.userId,
          observaciones: body.observaciones,
        });
        return {
          message: `Habitación ${room.numero} reservada`,
          detalle: { reserva_id: reservaId, cliente_id: body.cliente_id },
        };
      }),

    cancelHold: (actor: HotelActor, roomId: number, motivo?: string) =>
      runRoomAction(db, actor, roomId, 'anular_reserva', async ({ repo, room }) => {
        await repo.cancelReservation(room.reserva_id ?? 0, motivo ?? null);
        return {
          message: `Reserva de la habitación ${room.numero} anulada`,
          detalle: { reserva_id: room.reserva_id, motivo },
        };
      }),

    maintenance: (actor: HotelActor, body: TMaintenanceBody) =>
      runRoomAction(db, actor, body.habitacion_id, 'mantenimiento', async ({ repo, room }) => {
        await repo.openMaintenance(actor.hotelId, room.id, body.motivo, actor.userId);
        return { message: `Habitación ${room.numero} en mantenimiento`, detalle: { motivo: body.motivo } };
      }),

    cancelMaintenance: (actor: HotelActor, roomId: number) =>
      runRoomAction(db, actor, roomId, 'anular_mantenimiento', async ({ repo, room }) => {
        await repo.closeMaintenance(room.id, actor.userId);
        return { message: `Mantenimiento de la habitación ${room.numero} anulado` };
      }),

    enable: (actor: HotelActor, body: TEnableBody) =>
      runRoomAction(db, actor, body.habitacion_id, 'habilitar', async ({ repo, room }) => {
        if (!(await repo.activeEmployee(actor.hotelId, body.empleado_id))) {
          throw invalid('empleado_id', 'El empleado no existe o está inactivo');
        }
        await repo.setClean(room.id);
        return { message: `Habitación ${room.numero} habilitada`, empleado_id: body.empleado_id };
      }),

    assignCleaner: (actor: HotelActor, body: TAssignCleaningBody) => assignCleaner(db, actor, body),
  };
}

export type RackService = ReturnType<typeof createRackService>;
