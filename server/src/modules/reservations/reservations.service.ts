import { createHash } from 'node:crypto';
import {
  bookingState,
  isUpcoming,
  lineDayFlags,
  lineVerdict,
  type ReservationChannel,
  type TReservation,
  type TReservationBody,
  type TReservationCancelBody,
  type TReservationUpdateBody,
} from '@posada/contracts';
import type { Db, Tx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { pgConstraint, pgDetail, pgErrorCode } from '../../lib/db-errors';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { fromCents, normalizeMoney, toCents } from '../../lib/money';
import type { PaymentsService } from '../cash-registers/payments.service';
import type { HotelCalendar } from '../hotels/calendar';
import { claimingNights } from '../rooms/night-claims';
import { dayText } from './availability.service';
import { prepareLines } from './line-check';
import type { ReservationsRepository } from './reservations.repository';

interface Deps {
  db: Db;
  repo: ReservationsRepository;
  audit: AuditLog;
  calendar: HotelCalendar;
  clock: Clock;
  payments: PaymentsService;
}

type Errors = Record<string, string[]>;
const invalid = (errors: Errors) => new ValidationError('Los datos enviados no son válidos', errors);
const KEY_REUSED = 'La clave de idempotencia ya se usó para otra reserva';

/** Who creates: the hotel's actor, and whether they may sell beyond the free rooms. */
export type BookingActor = HotelActor & { mayOverbook: boolean };

/**
 * Bookings: creation (checked, priced night by night, idempotent), the list, the detail and the
 * cancellation. The database keeps the promise of inventory: an assigned line claims its room's
 * nights (exclusion constraint) and every line is checked against its type's free rooms under a
 * lock of the type's nights (trigger `reservas_cupo_tipo`, migration 0010).
 */
export function createReservationsService({ db, repo, audit, calendar, clock, payments }: Deps) {
  async function detail(ex: Db | Tx, hotelId: number, id: number): Promise<TReservation> {
    const head = await repo.header(ex, hotelId, id);
    if (!head) throw new NotFoundError('La reserva no existe');
    const [lines, hoy] = [await repo.lines(ex, id), await calendar.today(ex, hotelId)];
    const nights = await repo.nights(
      ex,
      lines.map((l) => l.id),
    );
    const live = lines.filter((l) => l.estado !== 'Cancelada' && l.estado !== 'No-show');
    const anticipos = (await repo.deposits(ex, id)).map((d) => ({ ...d, monto: normalizeMoney(d.monto) }));
    return {
      ...head,
      canal: head.canal as ReservationChannel,
      estado: bookingState(lines.map((l) => l.estado)),
      llegada: lines.reduce((min, l) => (l.llegada < min ? l.llegada : min), lines[0]?.llegada ?? ''),
      salida: lines.reduce((max, l) => (l.salida > max ? l.salida : max), lines[0]?.salida ?? ''),
      total: fromCents(live.reduce((sum, l) => sum + toCents(l.total ?? '0'), 0n)),
      anticipos,
      pagado: fromCents(anticipos.reduce((sum, d) => sum + toCents(d.monto), 0n)),
      lineas: lines.map((l) => ({
        ...l,
        ...lineDayFlags(l, hoy),
        noches: nights.filter((n) => n.reserva_id === l.id).map(({ reserva_id: _, ...n }) => n),
      })),
    };
  }

  async function record(actor: BookingActor, key: string, huella: string, body: TReservationBody) {
    const { hotelId } = actor;
    return db.transaction(async (tx) => {
      const earlier = await repo.byKey(tx, hotelId, key);
      if (earlier) {
        if (earlier.huella !== huella) throw new ConflictError(KEY_REUSED);
        return earlier.id;
      }
      if (body.sobreventa && !actor.mayOverbook) {
        throw new ForbiddenError('No tiene permiso para forzar una sobreventa');
      }
      const hoy = await calendar.today(tx, hotelId);
      if (body.vence_at && Date.parse(body.vence_at) <= clock.now().getTime()) {
        throw invalid({ vence_at: ['El vencimiento debe ser posterior a la hora actual'] });
      }
      const lines = await prepareLines(
        repo,
        tx,
        hotelId,
        {
          clienteId: body.cliente_id,
          lineas: body.lineas,
          estado: body.vence_at ? 'Pendiente' : 'Confirmada',
          vence_at: body.vence_at,
          sobreventa: Boolean(body.sobreventa),
          at: (i, field) => `lineas.${i}.${field}`,
        },
        hoy,
      );
      const booking = {
        hotel_id: hotelId,
        cliente_id: body.cliente_id,
        canal: body.canal,
        created_by: actor.userId,
      };
      const id = await repo.insertBooking(tx, {
        ...booking,
        agencia: body.agencia,
        agencia_referencia: body.agencia_referencia,
        observaciones: body.observaciones,
        clave_idempotencia: key,
        huella,
      });
      // One order for every booking (type, then arrival) so two bookings lock a type's nights alike.
      const ordered = [...lines].sort(
        (a, b) =>
          a.type.id - b.type.id || a.values.llegada.localeCompare(b.values.llegada) || a.index - b.index,
      );
      for (const line of ordered) {
        let lineId: number;
        try {
          lineId = await repo.insertLine(tx, { ...booking, id }, line.values, line.nights);
        } catch (error) {
          throw soldOut(error, line.type.nombre, `lineas.${line.index}.tipo_habitacion_id`) ?? error;
        }
        const room = line.room;
        if (!room) continue;
        const nights = { llegada: line.values.llegada, salida: line.values.salida };
        await claimingNights(
          tx,
          repo,
          room,
          nights,
          (sp) =>
            repo.claimRoom(sp, {
              hotelId,
              roomId: room.id,
              lineId,
              ...nights,
              sobreventa: line.values.sobreventa,
            }),
          (fecha) => soldOutAt(line.type.nombre, `lineas.${line.index}.tipo_habitacion_id`, fecha),
        );
      }
      if (body.anticipo) {
        const paid = await payments.recordPayment(tx, {
          actor,
          forma_pago_id: body.anticipo.forma_pago_id,
          monto: body.anticipo.monto,
          tipo: 'pago',
          concepto: `Anticipo reserva ${id}`,
          idempotencyKey: `reserva:${key}`,
        });
        await repo.insertDeposit(tx, {
          hotel_id: hotelId,
          encabezado_id: id,
          caja_movimiento_id: paid.id,
          forma_pago_id: body.anticipo.forma_pago_id,
          monto: paid.monto,
          created_by: actor.userId,
        });
      }
      const created = await detail(tx, hotelId, id);
      await audit.record(tx, actor, {
        accion: 'crear',
        entidad: 'reservas',
        entidad_id: id,
        despues: created,
      });
      if (body.sobreventa) {
        await audit.record(tx, actor, {
          accion: 'sobreventa',
          entidad: 'reservas',
          entidad_id: id,
          despues: { motivo: body.sobreventa.motivo, lineas: created.lineas.map((l) => l.id) },
        });
      }
      return id;
    });
  }

  /** The type's last room went to someone else: a 409 on the line's type, naming the night. */
  function soldOut(error: unknown, tipo: string, field: string): ConflictError | undefined {
    if (pgConstraint(error) !== 'reservas_cupo_tipo') return undefined;
    return soldOutAt(tipo, field, pgDetail(error));
  }

  function soldOutAt(tipo: string, field: string, fecha: string | undefined): ConflictError {
    const message = `No quedan habitaciones «${tipo}» libres${fecha ? ` para la noche del ${dayText(fecha)}` : ''}`;
    return new ConflictError(message, { [field]: [message] });
  }

  return {
    find: (hotelId: number, id: number) => detail(db, hotelId, id),

    /**
     * Creates a booking once per idempotency key: the same key with the same request answers the
     * first booking (even when both arrive at once: the unique key decides), with another request 409.
     */
    async create(actor: BookingActor, key: string, body: TReservationBody) {
      const huella = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      try {
        const id = await record(actor, key, huella, body);
        return detail(db, actor.hotelId, id);
      } catch (error) {
        if (
          pgErrorCode(error) === '23505' &&
          pgConstraint(error) === 'reserva_encabezados_idempotencia_key'
        ) {
          const earlier = await repo.byKey(db, actor.hotelId, key);
          if (earlier && earlier.huella !== huella) throw new ConflictError(KEY_REUSED);
          if (earlier) return detail(db, actor.hotelId, earlier.id);
        }
        throw error;
      }
    },

    /**
     * Changes one line still to come (type, room, dates, persons, rate) in one transaction: its old
     * room nights are released, the line is re-checked and re-priced night by night, and the new
     * nights are claimed; the type's count is checked for what the line adds.
     */
    update(actor: HotelActor, id: number, body: TReservationUpdateBody): Promise<TReservation> {
      const { hotelId } = actor;
      return db.transaction(async (tx) => {
        const lines = await repo.lockLines(tx, hotelId, id);
        if (lines.length === 0) throw new NotFoundError('La reserva no existe');
        const current = lines.find((l) => l.id === body.linea_id);
        if (!current) throw invalid({ linea_id: ['La habitación no es de esta reserva'] });
        if (!isUpcoming(current.estado)) {
          throw new ConflictError(
            `Solo se modifican habitaciones pendientes o confirmadas (esta está ${current.estado})`,
          );
        }
        const hoy = await calendar.today(tx, hotelId);
        const [line] = await prepareLines(
          repo,
          tx,
          hotelId,
          {
            lineas: [body],
            estado: current.estado,
            vence_at: current.vence_at,
            sobreventa: current.sobreventa,
            at: (_, field) => field,
          },
          hoy,
        );
        if (!line) throw new Error('La línea no se preparó');
        const before = await detail(tx, hotelId, id);
        if (current.habitacion_id !== null) await repo.releaseClaim(tx, current.id);
        try {
          await repo.updateLine(tx, current.id, line.values, line.nights);
        } catch (error) {
          throw soldOut(error, line.type.nombre, 'tipo_habitacion_id') ?? error;
        }
        const room = line.room;
        if (room) {
          const nights = { llegada: line.values.llegada, salida: line.values.salida };
          await claimingNights(
            tx,
            repo,
            room,
            nights,
            (sp) =>
              repo.claimRoom(sp, {
                hotelId,
                roomId: room.id,
                lineId: current.id,
                ...nights,
                sobreventa: current.sobreventa,
              }),
            (fecha) => soldOutAt(line.type.nombre, 'tipo_habitacion_id', fecha),
          );
        }
        const after = await detail(tx, hotelId, id);
        const pick = (b: TReservation) => b.lineas.find((l) => l.id === current.id);
        await audit.record(tx, actor, {
          accion: 'actualizar',
          entidad: 'reservas',
          entidad_id: id,
          antes: { linea: pick(before) },
          despues: { linea: pick(after) },
        });
        return after;
      });
    },

    /**
     * Cancels one line (`linea_id`) or every line still to come, with the reason, who and when; the
     * room nights they held are released and their type's count frees in the same transaction.
     */
    cancel(actor: HotelActor, id: number, body: TReservationCancelBody): Promise<TReservation> {
      return db.transaction(async (tx) => {
        const lines = await repo.lockLines(tx, actor.hotelId, id);
        if (lines.length === 0) throw new NotFoundError('La reserva no existe');
        let targets = lines.filter((l) => isUpcoming(l.estado));
        if (body.linea_id !== null) {
          const line = lines.find((l) => l.id === body.linea_id);
          if (!line) throw invalid({ linea_id: ['La habitación no es de esta reserva'] });
          const verdict = lineVerdict(line.estado, 'Cancelada');
          if (!verdict.allowed) throw new ConflictError(verdict.message);
          targets = [line];
        }
        if (targets.length === 0) throw new ConflictError('La reserva no tiene habitaciones por cancelar');
        const before = await detail(tx, actor.hotelId, id);
        await repo.cancelLines(
          tx,
          targets.map((l) => l.id),
          body.motivo,
          actor.userId,
        );
        const after = await detail(tx, actor.hotelId, id);
        await audit.record(tx, actor, {
          accion: 'cancelar',
          entidad: 'reservas',
          entidad_id: id,
          antes: before,
          despues: { motivo: body.motivo, lineas: targets.map((l) => l.id), estado: after.estado },
        });
        return after;
      });
    },
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
