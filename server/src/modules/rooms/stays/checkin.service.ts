import type { TCheckinBody } from '@posada/contracts';
import type { Db } from '../../../db/client';
import type { Bookings } from '../../../kernel/bookings/bookings.service';
import type { HotelCalendar } from '../../../kernel/calendar/calendar';
import type { Ledger } from '../../../kernel/ledger/ledger';
import { depositEntry } from '../../../kernel/nights/stay-entries';
import type { AuditLog } from '../../../lib/audit';
import type { HotelActor } from '../../../lib/caller';
import { BusinessRuleError, NotFoundError } from '../../../lib/errors';
import { confirmGuests } from '../guests/guest-register';
import type { GuestsRepository } from '../guests/guests.repository';
import type { RackRepository } from '../rack/rack.repository';
import type { RoomActions } from '../rack/room-action';
import type { StayOpener } from './stay-opening';
import type { StaysRepository } from './stays.repository';

interface Deps {
  db: Db;
  repo: StaysRepository;
  guests: GuestsRepository;
  rack: RackRepository;
  calendar: HotelCalendar;
  roomAction: RoomActions;
  opener: StayOpener;
  bookings: Bookings;
  audit: AuditLog;
  ledger: Ledger;
}

/**
 * `/checkinReserva`: a booking line arrives (or, from the rack, the room's hold for today). In
 * the room action's transaction: the line is checked and marked Check-in in its room (assigned
 * now when it had none: clean rooms only unless the dirty-room permission), the guests are
 * confirmed for the guest register, the stay opens with the nights as booked, the booking's
 * deposits are credited to the stay's account without touching any register (they entered one
 * when taken), and the booking's history and the audit log get the check-in.
 */
export function createCheckinService(deps: Deps) {
  const { db, repo, guests, rack, calendar, roomAction, opener, bookings, audit, ledger } = deps;

  /** The room the check-in happens in: the one sent, else the line's. */
  async function roomFor(hotelId: number, body: TCheckinBody): Promise<number> {
    if (body.linea_id === null || body.reserva_id === null) {
      if (body.habitacion_id === null) throw new NotFoundError('La habitación no existe');
      return body.habitacion_id;
    }
    const assigned = await bookings.assignedRoom(db, hotelId, body.reserva_id, body.linea_id);
    const roomId = body.habitacion_id ?? assigned;
    if (roomId === null) {
      throw new BusinessRuleError('Asigne una habitación a la reserva para hacer el check-in');
    }
    return roomId;
  }

  return {
    async checkin(actor: HotelActor, body: TCheckinBody, canOverride: boolean) {
      const roomId = await roomFor(actor.hotelId, body);
      const fromBooking = body.linea_id !== null && body.reserva_id !== null;
      return roomAction(
        actor,
        roomId,
        'checkin',
        async (c) => {
          const { tx, work, room } = c;
          const target =
            fromBooking && body.reserva_id !== null && body.linea_id !== null
              ? { bookingId: body.reserva_id, lineId: body.linea_id }
              : room.reserva_id === null
                ? undefined
                : await bookings.lineOf(tx, actor.hotelId, room.reserva_id);
          if (!target) throw new BusinessRuleError('La habitación no tiene una reserva para hoy');
          const { line, takeClaim, booked } = await bookings.startCheckin(tx, actor, {
            ...target,
            room,
            hoy: room.hoy,
          });
          const records = await confirmGuests(tx, { repo: guests, audit }, actor, body.huespedes);
          const [main, ...others] = body.huespedes.map((g) => g.cliente_id);
          const adultos = body.adultos ?? line.adultos;
          const ninos = body.ninos ?? line.ninos;
          const tarifa = body.tarifa_nombre ?? line.tarifa_nombre;
          if (!tarifa) throw new BusinessRuleError('Seleccione la tarifa de la estadía');
          // The nights as booked, unless the stay changes what they were priced for.
          const asBooked = adultos === line.adultos && ninos === line.ninos && tarifa === line.tarifa_nombre;
          const { stayId, total, base } = await opener.open(
            c,
            actor,
            {
              cliente_id: main ?? line.cliente_id,
              acompanantes: [...others, ...body.acompanantes],
              empleados: body.empleados,
              adultos,
              ninos,
              salida: body.salida ?? line.salida,
              tarifa_nombre: tarifa,
              exento_iva: body.exento_iva,
              anticipo: body.anticipo,
              observaciones: body.observaciones,
              cargo_alojamiento_cuenta_id: body.cargo_alojamiento_cuenta_id,
            },
            { reservaId: line.id, takeClaim, booked: asBooked ? booked : undefined },
          );
          await guests.addRecords(tx, records(stayId));
          const deposits = await bookings.depositsNotApplied(tx, target.bookingId);
          await ledger.post(
            work,
            deposits.map((d) => depositEntry(base, target.bookingId, d)),
          );
          const anticipos = deposits.map((d) => ({
            caja_movimiento_id: d.caja_movimiento_id,
            monto: d.monto,
          }));
          await bookings.log(tx, actor, {
            bookingId: target.bookingId,
            lineId: line.id,
            accion: 'checkin',
            antes: { estado: line.estado, habitacion_id: line.habitacion_id },
            despues: { estado: 'Check-in', habitacion_id: room.id, estancia_id: stayId, anticipos },
          });
          return {
            message: `Check-in de la habitación ${room.numero} realizado`,
            detalle: {
              estancia_id: stayId,
              reserva_id: line.id,
              encabezado_id: target.bookingId,
              total,
              anticipos,
            },
          };
        },
        { override: body.forzar_sucia && canOverride, held: fromBooking },
      );
    },

    /**
     * `/getReserva`: the booking with its lines, by its number or by the room's hold for today;
     * the hold's own fields (line id, holder, dates, state) stay where the rack reads them.
     */
    async find(hotelId: number, by: { habitacion_id?: number | null; reserva_id?: number | null }) {
      if (by.reserva_id) {
        const reserva = await bookings.find(db, hotelId, by.reserva_id);
        return { ...summaryOf(reserva), reserva };
      }
      const room = await rack.room(db, hotelId, by.habitacion_id ?? 0, await calendar.today(db, hotelId));
      if (!room) throw new NotFoundError('La habitación no existe');
      if (room.reserva_id === null) return null;
      const hold = await repo.reservation(db, room.reserva_id);
      const target = await bookings.lineOf(db, hotelId, room.reserva_id);
      if (!hold || !target) return null;
      return {
        ...hold,
        reserva_id: target.bookingId,
        linea_id: hold.id,
        reserva: await bookings.find(db, hotelId, target.bookingId),
      };
    },
  };

  function summaryOf(reserva: Awaited<ReturnType<Bookings['find']>>) {
    const [first] = reserva.lineas;
    return {
      id: first?.id ?? reserva.id,
      cliente_id: reserva.cliente_id,
      cliente: reserva.cliente,
      llegada: reserva.llegada,
      salida: reserva.salida,
      estado: reserva.estado,
      reserva_id: reserva.id,
      linea_id: first?.id ?? null,
    };
  }
}

export type CheckinService = ReturnType<typeof createCheckinService>;
