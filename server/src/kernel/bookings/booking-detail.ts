import {
  bookingState,
  lineDayFlags,
  type ReservationChannel,
  type TReservation,
  type TReservationHistoryEntry,
} from '@posada/contracts';
import { NotFoundError } from '../../lib/errors';
import { fromCents, normalizeMoney, toCents } from '../../lib/money';
import type { HotelCalendar } from '../calendar/calendar';
import { executorOf, type On } from '../unit-of-work';
import type { DetailRepository } from './detail.repository';
import { readBookingHistory } from './history.repository';

type Header = NonNullable<Awaited<ReturnType<DetailRepository['header']>>>;
type Line = Awaited<ReturnType<DetailRepository['lines']>>[number];
type Night = Awaited<ReturnType<DetailRepository['nights']>>[number];
type Deposit = Awaited<ReturnType<DetailRepository['deposits']>>[number];

/**
 * A booking as the API answers it, from its rows as the detail repository reads them (or as a
 * creation just wrote them): the state, dates and total of its lines, the deposits and their net
 * sum, each line's day flags on the business date `hoy` and the price of each night.
 */
export function assembleBooking(
  parts: {
    head: Header;
    lines: Line[];
    nights: Night[];
    deposits: Deposit[];
    historial: TReservationHistoryEntry[];
  },
  hoy: string,
): TReservation {
  const { head, lines, nights, historial } = parts;
  const live = lines.filter((l) => l.estado !== 'Cancelada' && l.estado !== 'No-show');
  const anticipos = parts.deposits.map((d) => ({ ...d, monto: normalizeMoney(d.monto) }));
  return {
    ...head,
    canal: head.canal as ReservationChannel,
    estado: bookingState(lines.map((l) => l.estado)),
    llegada: lines.reduce((min, l) => (l.llegada < min ? l.llegada : min), lines[0]?.llegada ?? ''),
    salida: lines.reduce((max, l) => (l.salida > max ? l.salida : max), lines[0]?.salida ?? ''),
    total: fromCents(live.reduce((sum, l) => sum + toCents(l.total ?? '0'), 0n)),
    anticipos,
    // Refunds given back on a cancellation count against the deposits.
    pagado: fromCents(
      anticipos.reduce((sum, d) => sum + (d.tipo === 'devolucion' ? -1n : 1n) * toCents(d.monto), 0n),
    ),
    lineas: lines.map((l) => ({
      ...l,
      ...lineDayFlags(l, hoy),
      noches: nights.filter((n) => n.reserva_id === l.id).map(({ reserva_id: _, ...n }) => n),
    })),
    historial,
  };
}

/**
 * A booking as the API answers it: header, lines with the price of each night and the day's
 * flags, deposits and their sum, and its history (newest first). Read in the caller's
 * transaction when a change answers what it left.
 */
export function createBookingReader({ repo, calendar }: { repo: DetailRepository; calendar: HotelCalendar }) {
  return async function detail(on: On, hotelId: number, id: number): Promise<TReservation> {
    const ex = executorOf(on);
    const head = await repo.header(ex, hotelId, id);
    if (!head) throw new NotFoundError('La reserva no existe');
    const lines = await repo.lines(ex, id);
    const hoy = await calendar.today(on, hotelId);
    const nights = await repo.nights(
      ex,
      lines.map((l) => l.id),
    );
    const deposits = await repo.deposits(ex, id);
    const historial = await readBookingHistory(ex, id);
    return assembleBooking({ head, lines, nights, deposits, historial }, hoy);
  };
}

export type BookingReader = ReturnType<typeof createBookingReader>;
