import type { TReservation, TReservationBody } from '@posada/contracts';
import { assembleBooking } from '../../../kernel/bookings/booking-detail';
import type { CreationContext } from '../../../kernel/bookings/creation.repository';
import type { DetailRepository } from '../../../kernel/bookings/detail.repository';
import type { NewLine } from '../../../kernel/bookings/reservations.repository';
import type { PricedNight } from '../../../kernel/pricing/pricing';

/** A line as its creation wrote it: checked values, type, room, priced nights, and what the insert answered. */
export interface WrittenLine {
  id: number;
  vence_at: string | null;
  type: { nombre: string };
  room?: { numero: string };
  values: NewLine;
  nights: PricedNight[];
}

type Deposits = Awaited<ReturnType<DetailRepository['deposits']>>;

/**
 * A booking just created, as the detail would read it back, built from what the creation wrote
 * (its history is added by the caller): the same rows, assembled by `assembleBooking`, without
 * asking the database again for what it was just told.
 */
export function writtenBooking(
  booking: { id: number; created_at: string; body: TReservationBody; cliente: CreationContext['cliente'] },
  written: WrittenLine[],
  deposits: Deposits,
  hoy: string,
): TReservation {
  const { body } = booking;
  const lines = [...written].sort((a, b) => a.id - b.id);
  return assembleBooking(
    {
      head: {
        id: booking.id,
        cliente_id: body.cliente_id,
        cliente: booking.cliente?.nombre ?? '',
        documento: booking.cliente?.documento ?? '',
        canal: body.canal,
        agencia: body.agencia ?? null,
        agencia_referencia: body.agencia_referencia ?? null,
        observaciones: body.observaciones ?? null,
        created_at: booking.created_at,
      },
      lines: lines.map((l) => ({
        id: l.id,
        tipo_habitacion_id: l.values.tipo_habitacion_id,
        tipo: l.type.nombre,
        habitacion_id: l.values.habitacion_id,
        habitacion: l.room?.numero ?? null,
        llegada: l.values.llegada,
        salida: l.values.salida,
        adultos: l.values.adultos,
        ninos: l.values.ninos,
        tarifa_id: l.values.tarifa_id,
        tarifa_nombre: l.values.tarifa_nombre,
        total: l.values.total,
        estado: l.values.estado,
        vence_at: l.vence_at,
        sobreventa: l.values.sobreventa,
        motivo_cancelacion: null,
        cancelada_at: null,
        cancelada_por: null,
      })),
      nights: lines.flatMap((l) => l.nights.map(({ tarifa_id: _, ...n }) => ({ reserva_id: l.id, ...n }))),
      deposits,
      historial: [],
    },
    hoy,
  );
}
