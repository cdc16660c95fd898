import {
  roomMessages,
  type TAssignCleaningBody,
  type TEnableBody,
  type THoldBody,
  type TMaintenanceBody,
} from '@posada/contracts';
import type { Db } from '../../../db/client';
import type { Bookings } from '../../../kernel/bookings/bookings.service';
import type { HotelCalendar } from '../../../kernel/calendar/calendar';
import type { HotelActor } from '../../../lib/caller';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import type { RackRepository } from './rack.repository';
import { toRackRoom } from './rack-card';
import { packRack, type RackAnswer, type RackPayload, rackEtag } from './rack-payload';
import type { RoomActions } from './room-action';

const invalid = (field: string, message: string) => new ValidationError(message, { [field]: [message] });

interface Deps {
  db: Db;
  repo: RackRepository;
  /** The booking code: the hold is a booking made by it. */
  bookings: Pick<Bookings, 'holdRoom' | 'cancelLine'>;
  calendar: HotelCalendar;
  roomAction: RoomActions;
}

/** The rack (cached per hotel) and the room actions that do not open or close a stay. */
export function createRackService({ db, repo, bookings, calendar, roomAction }: Deps) {
  /**
   * The last rack built per hotel. An entry is served while the hotel's rack version (raised at
   * commit by the database whenever a room, stay, hold, block, client, employee or type changes,
   * whoever writes) and its business date are the same, so one cheap lookup replaces the rack query.
   */
  const cache = new Map<number, { etag: string; payload: RackPayload }>();
  /**
   * Builds under way by hotel and stamp: when a change lands, the requests waiting for the new
   * rack share one query and one packing instead of each running its own (single-flight).
   */
  const building = new Map<string, Promise<RackAnswer>>();

  async function buildRack(hotelId: number, hoy: string, etag: string): Promise<RackAnswer> {
    // The rows carry the version their own statement saw: the entry is exact for them.
    const rows = await repo.rack(db, hotelId, hoy);
    const [first] = rows;
    if (!first) return { etag, payload: await packRack({ data: [], hoy }) };
    const built = {
      etag: rackEtag(hotelId, first),
      payload: await packRack({ data: rows.map(toRackRoom), hoy }),
    };
    cache.set(hotelId, built);
    return built;
  }

  async function activeEmployee(
    tx: Parameters<RackRepository['activeEmployee']>[0],
    hotelId: number,
    id: number,
  ) {
    const employee = await repo.activeEmployee(tx, hotelId, id);
    if (!employee) throw invalid('empleado_id', 'El empleado no existe o está inactivo');
    return employee;
  }

  return {
    rack: async (hotelId: number, knownEtag?: string): Promise<RackAnswer> => {
      const found = await repo.stamp(db, hotelId);
      if (!found) throw new NotFoundError('El hotel no existe');
      const hoy = calendar.todayIn(found.zona_horaria);
      const etag = rackEtag(hotelId, { version: found.version, hoy });
      if (knownEtag === etag) return { etag, payload: null };
      const cached = cache.get(hotelId);
      if (cached?.etag === etag) return cached;
      // One computation per change: requests that miss on the same stamp share one build.
      const key = `${hotelId}:${etag}`;
      let build = building.get(key);
      if (!build) {
        build = buildRack(hotelId, hoy, etag).finally(() => building.delete(key));
        building.set(key, build);
      }
      return build;
    },
    floors: (hotelId: number) => repo.floors(db, hotelId),
    employees: (hotelId: number) => repo.employees(db, hotelId),

    hold: (actor: HotelActor, body: THoldBody) =>
      roomAction(actor, body.habitacion_id, 'reservar', async ({ tx, room }) => {
        if (!(await repo.activeClient(tx, actor.hotelId, body.cliente_id))) {
          throw invalid('cliente_id', 'El cliente no existe o está inactivo');
        }
        const reservaId = await bookings.holdRoom(tx, actor, {
          room,
          clienteId: body.cliente_id,
          hoy: room.hoy,
          observaciones: body.observaciones,
        });
        return {
          message: `Habitación ${room.numero} reservada`,
          detalle: { reserva_id: reservaId, cliente_id: body.cliente_id },
        };
      }),

    cancelHold: (actor: HotelActor, roomId: number, motivo?: string) =>
      roomAction(actor, roomId, 'anular_reserva', async ({ tx, room }) => {
        if (room.reserva_id !== null) await bookings.cancelLine(tx, actor, room.reserva_id, motivo ?? null);
        return {
          message: `Reserva de la habitación ${room.numero} anulada`,
          detalle: { reserva_id: room.reserva_id, motivo },
        };
      }),

    maintenance: (actor: HotelActor, body: TMaintenanceBody) =>
      roomAction(actor, body.habitacion_id, 'mantenimiento', async ({ tx, room }) => {
        await repo.openMaintenance(tx, actor.hotelId, room.id, body.motivo, actor.userId);
        return { message: `Habitación ${room.numero} en mantenimiento`, detalle: { motivo: body.motivo } };
      }),

    cancelMaintenance: (actor: HotelActor, roomId: number) =>
      roomAction(actor, roomId, 'anular_mantenimiento', async ({ tx, room }) => {
        await repo.closeMaintenance(tx, room.id, actor.userId);
        return { message: `Mantenimiento de la habitación ${room.numero} anulado` };
      }),

    enable: (actor: HotelActor, body: TEnableBody) =>
      roomAction(actor, body.habitacion_id, 'habilitar', async ({ tx, room }) => {
        await activeEmployee(tx, actor.hotelId, body.empleado_id);
        await repo.setClean(tx, room.id);
        return { message: `Habitación ${room.numero} habilitada`, empleado_id: body.empleado_id };
      }),

    /**
     * Assigns an employee to clean a dirty room. Not a state change (the room stays in
     * 'Limpieza'), but like the room actions it locks the room row and writes the room's history
     * and the audit log in one transaction. Only a dirty room takes an assignment.
     */
    assignCleaner: (actor: HotelActor, body: TAssignCleaningBody) =>
      roomAction(
        actor,
        body.habitacion_id,
        'asignar_limpieza',
        async ({ tx, room }) => {
          const employee = await activeEmployee(tx, actor.hotelId, body.empleado_id);
          await repo.assignCleaner(tx, room.id, body.empleado_id);
          return {
            message: `Limpieza de la habitación ${room.numero} asignada a ${employee.nombres}`,
            empleado_id: body.empleado_id,
            detalle: { anterior_empleado_id: room.limpieza_empleado_id, empleado_id: body.empleado_id },
          };
        },
        {
          check: (room) => {
            if (!room.sucia) throw new ConflictError(roomMessages.limpia);
          },
        },
      ),
  };
}

export type RackService = ReturnType<typeof createRackService>;
