import { canApply, type RoomAction, rackState, type TRackRoom } from '@posada/contracts';
import type { Db, Tx } from '../../../db/client';
import type { HotelCalendar } from '../../../kernel/calendar/calendar';
import { inWork, type UnitOfWork } from '../../../kernel/unit-of-work';
import type { AuditLog } from '../../../lib/audit';
import type { HotelActor } from '../../../lib/caller';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { factsOf, type RackRepository, type RackRow } from './rack.repository';
import { toRackRoom } from './rack-card';

export interface ChangeContext {
  tx: Tx;
  /** The action's unit of work (its `tx`), the hotel's zone and business date read with the room's lock. */
  work: UnitOfWork;
  room: RackRow;
}
export type Change = (c: ChangeContext) => Promise<{
  message: string;
  detalle?: unknown;
  empleado_id?: number;
  /**
   * Work to run last, after the room's history and audit: what takes a lock other transactions
   * wait on (the check-out's payment and DIAN number), so it is held the shortest time.
   */
  after?: (work: UnitOfWork) => Promise<void>;
}>;

interface Deps {
  db: Db;
  repo: RackRepository;
  audit: AuditLog;
  calendar: HotelCalendar;
}

/**
 * Room actions: lock the room row, check the state machine, change, and write the room's history
 * and the audit log — all in one transaction, so of two simultaneous actions on one room the
 * second sees the first's result and is refused with 409. `action` 'asignar_limpieza' is not a
 * state change: it skips the state machine (`check: false`) but keeps the lock and the history.
 */
export function createRoomActions({ db, repo, audit, calendar }: Deps) {
  return function run(
    actor: HotelActor,
    roomId: number,
    action: RoomAction | 'asignar_limpieza',
    change: Change,
    options: {
      override?: boolean;
      check?: (room: RackRow) => void;
      /** The check-in of a booking line in this room: the room counts as held for it. */
      held?: boolean;
    } = {},
  ): Promise<{ message: string; data: TRackRoom }> {
    return inWork(db, actor.hotelId, async (work) => {
      const { tx } = work;
      // The room's lock reads the hotel's zone: the work's business date from here on.
      const before = await repo.lockRoom(tx, actor.hotelId, roomId, (zone) => {
        work.day = calendar.dayIn(zone);
        return work.day.today;
      });
      if (!before) throw new NotFoundError('La habitación no existe');
      const { hoy } = before;
      if (action === 'asignar_limpieza') {
        options.check?.(before);
      } else {
        const facts = factsOf(before);
        const verdict = canApply(
          action,
          options.held ? { ...facts, reservada: true } : facts,
          options.override ?? false,
        );
        if (!verdict.allowed) throw new ConflictError(verdict.message);
      }
      const { message, detalle, empleado_id, after: last } = await change({ tx, work, room: before });
      const after = await repo.room(tx, actor.hotelId, roomId, hoy);
      if (!after) throw new NotFoundError('La habitación no existe');
      const [from, to] = [rackState(factsOf(before)), rackState(factsOf(after))];
      await audit.recordWith(
        tx,
        actor,
        {
          accion: action,
          entidad: 'habitaciones',
          entidad_id: roomId,
          antes: { estado: from },
          despues: { estado: to, ...(detalle ? { detalle } : {}) },
        },
        repo.historyInsert(tx, {
          hotel_id: actor.hotelId,
          habitacion_id: roomId,
          accion: action,
          estado_antes: from,
          estado_despues: to,
          usuario_id: actor.userId,
          empleado_id: empleado_id ?? null,
          detalle: detalle ?? null,
        }),
      );
      await last?.(work);
      return { message, data: toRackRoom(after) };
    });
  };
}

export type RoomActions = ReturnType<typeof createRoomActions>;
