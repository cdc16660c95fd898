import type { TAssignCleaningBody, TEnableBody, THoldBody, TMaintenanceBody } from '@posada/contracts';
import type { Db } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import type { HotelActor } from '../../lib/request-hotel';
import { assignCleaner } from './assign-cleaner';
import { createRackRepository } from './rack.repository';
import { toRackRoom } from './rack-card';
import { runRoomAction } from './room-action';

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

export function createRackService({ db }: { db: Db }) {
  const rackRepo = createRackRepository(db);

  return {
    rack: async (hotelId: number) => {
      const rows = await rackRepo.rack(hotelId);
      return { data: rows.map(toRackRoom), hoy: rows[0]?.hoy ?? new Date().toISOString().slice(0, 10) };
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
