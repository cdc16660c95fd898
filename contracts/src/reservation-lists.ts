import { z } from 'zod';
import { ZPageBody, zPage } from './common';
import { isoDate, optionalId, optionalIsoDate } from './form-fields';
import { reservationStates, zReservationChannel, zReservationState } from './reservation-states';
import { extendLazily, lazyShape } from './scalars';

// ── The list ──────────────────────────────────────────────────────────────────────────────────

export const ZReservationListBody = extendLazily(ZPageBody, () => ({
  /** Bookings with a night in [desde, hasta] (either end may be left out). */
  desde: optionalIsoDate(),
  hasta: optionalIsoDate(),
  estado: z.enum(reservationStates, { error: 'Estado inválido' }).nullish(),
  canal: zReservationChannel().nullish(),
  tipo_habitacion_id: optionalId('Seleccione un tipo de habitación válido'),
}));
export type TReservationListBody = z.infer<typeof ZReservationListBody>;

export const ZReservationListItem = z.object(
  lazyShape(() => ({
    id: z.number(),
    cliente: z.string(),
    documento: z.string(),
    canal: zReservationChannel(),
    estado: zReservationState(),
    llegada: z.string(),
    salida: z.string(),
    habitaciones: z.number(),
    asignadas: z.string(),
    total: z.string(),
    created_at: z.string(),
  })),
);
export type TReservationListItem = z.infer<typeof ZReservationListItem>;
export const ZReservationPage = zPage(ZReservationListItem);

export type TReservationPage = z.infer<typeof ZReservationPage>;

// ── Arrivals and departures of a day ──────────────────────────────────────────────────────────

/** `?fecha=YYYY-MM-DD`; without it, the hotel's business date. */
export const ZDayQuery = z.object(lazyShape(() => ({ fecha: isoDate('Fecha inválida').optional() })));
export type TDayQuery = z.infer<typeof ZDayQuery>;

export const ZArrival = z.object(
  lazyShape(() => ({
    reserva_id: z.number(),
    linea_id: z.number(),
    cliente: z.string(),
    documento: z.string(),
    canal: zReservationChannel(),
    tipo: z.string(),
    habitacion_id: z.number().nullable(),
    habitacion: z.string().nullable(),
    llegada: z.string(),
    salida: z.string(),
    adultos: z.number(),
    ninos: z.number(),
    estado: zReservationState(),
    vence_at: z.string().nullable(),
  })),
);
export const ZArrivals = z.object(lazyShape(() => ({ fecha: z.string(), data: z.array(ZArrival) })));
export type TArrivals = z.infer<typeof ZArrivals>;

export const ZDeparture = z.object(
  lazyShape(() => ({
    estancia_id: z.number(),
    reserva_id: z.number().nullable(),
    linea_id: z.number().nullable(),
    cliente: z.string(),
    documento: z.string(),
    habitacion_id: z.number(),
    habitacion: z.string(),
    llegada: z.string(),
    salida: z.string(),
    adultos: z.number(),
    ninos: z.number(),
    /** `activa` while the guest is in the house, `finalizada` once checked out. */
    estado: z.enum(['activa', 'finalizada']),
    /** The account's balance due (charges less payments); null without `cuentas.ver`. */
    saldo: z.string().nullable(),
  })),
);
export const ZDepartures = z.object(lazyShape(() => ({ fecha: z.string(), data: z.array(ZDeparture) })));
export type TDepartures = z.infer<typeof ZDepartures>;
