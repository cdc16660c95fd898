import {
  type TAvailabilityBody,
  type TAvailabilityType,
  type TReservationLine,
  ZReservationBody,
  ZReservationUpdateBody,
} from '@posada/contracts';
import { addDays } from '../../lib/iso-date';
import { zodFormResolver } from '../../lib/zod-form';

/** A room line as the form holds it: selects' ids as text, number boxes as typed. */
export type LineValues = {
  tipo_habitacion_id: string | null;
  habitacion_id: string | null;
  llegada: string;
  salida: string;
  adultos: number | string;
  ninos: number | string;
  tarifa_id: string | null;
};

/** The booking form ("Nueva reserva"). */
export type BookingValues = {
  cliente_id: number | null;
  canal: string;
  agencia: string;
  agencia_referencia: string;
  observaciones: string;
  /** A hold (Pendiente) that expires at vence_fecha vence_hora, hotel time. */
  pendiente: boolean;
  vence_fecha: string;
  vence_hora: string;
  lineas: LineValues[];
  anticipo: { forma_pago_id: string | null; monto: string };
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,8}$/;

/** The booking form's prefill from the address (`?llegada&salida&tipo&habitacion`), checked. */
export interface Prefill {
  llegada?: string;
  salida?: string;
  tipo?: string;
  habitacion?: string;
}

export function readPrefill(params: URLSearchParams): Prefill {
  const prefill: Prefill = {};
  const llegada = params.get('llegada') ?? '';
  const salida = params.get('salida') ?? '';
  if (ISO_DATE.test(llegada)) prefill.llegada = llegada;
  if (ISO_DATE.test(salida)) prefill.salida = salida;
  const tipo = params.get('tipo') ?? '';
  const habitacion = params.get('habitacion') ?? '';
  if (ID.test(tipo)) prefill.tipo = tipo;
  if (ID.test(habitacion)) prefill.habitacion = habitacion;
  return prefill;
}

/** A new line, with what is known of it (the prefill's dates, type and room, or the previous line's). */
export function newLine(hoy: string, from?: Partial<LineValues>): LineValues {
  const llegada = from?.llegada || hoy;
  const salida = from?.salida && from.salida > llegada ? from.salida : addDays(llegada, 1);
  return {
    tipo_habitacion_id: from?.tipo_habitacion_id ?? null,
    habitacion_id: from?.habitacion_id ?? null,
    llegada,
    salida,
    adultos: 1,
    ninos: 0,
    tarifa_id: null,
  };
}

export function initialBookingValues(hoy: string, prefill: Prefill): BookingValues {
  return {
    cliente_id: null,
    canal: 'directo',
    agencia: '',
    agencia_referencia: '',
    observaciones: '',
    pendiente: false,
    vence_fecha: '',
    vence_hora: '18:00',
    lineas: [
      newLine(hoy, {
        ...(prefill.llegada ? { llegada: prefill.llegada } : {}),
        ...(prefill.salida ? { salida: prefill.salida } : {}),
        tipo_habitacion_id: prefill.tipo ?? null,
        habitacion_id: prefill.habitacion ?? null,
      }),
    ],
    anticipo: { forma_pago_id: null, monto: '' },
  };
}

/** The UTC offset of a time zone on a day ('-05:00'), from Intl (no library, no secure context). */
export function zoneOffset(date: string, timeZone: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(noon)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

/** A date and an hour of the hotel as an instant with its offset: '2026-12-01T18:00:00-05:00'. */
export function hotelInstant(date: string, time: string, timeZone: string): string | null {
  if (!ISO_DATE.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  return `${date}T${time}:00${zoneOffset(date, timeZone)}`;
}

/** A box emptied by the user is no number (the schema then says what is missing). */
const count = (v: number | string) => (v === '' ? undefined : Number(v));
const id = (v: string | null) => (v === null || v === '' ? null : Number(v));
const text = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * The body of POST /reservaCrear from the form. A deposit half filled in is sent for the schema
 * to refuse on its field, never dropped in silence; the agency only with a channel that has one.
 */
export function bookingBody(values: BookingValues, timeZone: string, withAgency: boolean) {
  const { anticipo } = values;
  const deposit = anticipo.forma_pago_id !== null || !/^0*$/.test(anticipo.monto);
  return {
    cliente_id: values.cliente_id ?? undefined,
    canal: values.canal,
    agencia: withAgency ? text(values.agencia) : null,
    agencia_referencia: withAgency ? text(values.agencia_referencia) : null,
    observaciones: text(values.observaciones),
    vence_at: values.pendiente ? (hotelInstant(values.vence_fecha, values.vence_hora, timeZone) ?? '') : null,
    anticipo: deposit
      ? { forma_pago_id: id(anticipo.forma_pago_id) ?? undefined, monto: anticipo.monto }
      : null,
    lineas: values.lineas.map(lineBody),
  };
}

/** A room line as the calls take it (POST /reservaCrear's `lineas`, POST /reservaActualizar). */
export function lineBody(l: LineValues) {
  return {
    tipo_habitacion_id: id(l.tipo_habitacion_id) ?? undefined,
    habitacion_id: id(l.habitacion_id),
    llegada: l.llegada,
    salida: l.salida,
    adultos: count(l.adultos),
    ninos: count(l.ninos) ?? 0,
    tarifa_id: id(l.tarifa_id),
  };
}

/** A saved line as the change dialog starts from it. */
export function lineValues(line: TReservationLine): LineValues {
  return {
    tipo_habitacion_id: String(line.tipo_habitacion_id),
    habitacion_id: line.habitacion_id === null ? null : String(line.habitacion_id),
    llegada: line.llegada,
    salida: line.salida,
    adultos: line.adultos,
    ninos: line.ninos,
    tarifa_id: line.tarifa_id === null ? null : String(line.tarifa_id),
  };
}

/** The body of POST /reservaActualizar/{id} for one line, from the change dialog. */
export const updateBody = (lineaId: number, values: LineValues) => ({
  linea_id: lineaId,
  ...lineBody(values),
});

/** The change dialog's validation: the call's schema on the body it would send. */
export function updateValidation(lineaId: number) {
  const resolve = zodFormResolver<unknown>(ZReservationUpdateBody);
  return (values: LineValues) => resolve(updateBody(lineaId, values));
}

/** The form's validation: the call's contracts schema, on the body the form would send. */
export function bookingValidation(timeZone: string, withAgency: (canal: string) => boolean) {
  const resolve = zodFormResolver<unknown>(ZReservationBody);
  return (values: BookingValues) => {
    const errors = resolve(bookingBody(values, timeZone, withAgency(values.canal)));
    if (values.pendiente && errors.vence_at) {
      errors.vence_fecha = errors.vence_at;
      delete errors.vence_at;
    }
    return errors;
  };
}

/** What availability depends on for a line, once its dates and persons can be asked for. */
export function availabilityBody(line: LineValues): TAvailabilityBody | null {
  const adultos = count(line.adultos);
  if (!ISO_DATE.test(line.llegada) || !ISO_DATE.test(line.salida) || line.salida <= line.llegada) return null;
  if (adultos === undefined || !Number.isInteger(adultos) || adultos < 1) return null;
  const ninos = count(line.ninos) ?? 0;
  if (!Number.isInteger(ninos) || ninos < 0) return null;
  return { llegada: line.llegada, salida: line.salida, adultos, ninos, tipo_habitacion_id: null };
}

const cents = (value: string): bigint => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return 0n;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0') || '0');
};

/** The exact sum of decimal money strings ('440000.00' + '0.50' → '440000.50'). */
export function sumMoney(values: readonly string[]): string {
  const total = values.reduce((sum, v) => sum + cents(v), 0n);
  return `${total / 100n}.${String(total % 100n).padStart(2, '0')}`;
}

type Rate = TAvailabilityType['tarifas'][number];

/** The line's type in an availability answer. */
export function lineType(line: LineValues, types: readonly TAvailabilityType[] | undefined) {
  return types?.find((t) => String(t.tipo_habitacion_id) === line.tipo_habitacion_id);
}

/**
 * The rate that prices a line: the one chosen, or (none chosen) the cheapest valid every night,
 * as the server picks it. Undefined while the type or its rates are not known.
 */
export function lineRate(line: LineValues, type: TAvailabilityType | undefined): Rate | undefined {
  const rates = type?.tarifas ?? [];
  if (line.tarifa_id) return rates.find((r) => String(r.tarifa_id) === line.tarifa_id);
  return rates.reduce<Rate | undefined>(
    (best, r) => (!best || cents(r.total) < cents(best.total) ? r : best),
    undefined,
  );
}

/** What is left to pay: the total less the deposits, never below zero. */
export function balanceDue(total: string, pagado: string): string {
  const due = cents(total) - cents(pagado);
  const positive = due > 0n ? due : 0n;
  return `${positive / 100n}.${String(positive % 100n).padStart(2, '0')}`;
}

/** The nights of [llegada, salida). */
export const nightCount = (llegada: string, salida: string) =>
  Math.round((Date.parse(`${salida}T00:00:00Z`) - Date.parse(`${llegada}T00:00:00Z`)) / 86_400_000);
