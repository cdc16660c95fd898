/**
 * The reports' KPI arithmetic on the sums SQL aggregated (docs/reports.md). Pure and exact: money
 * as decimal strings through cents, ratios rounded half away from zero, and every ratio taken on
 * the period's sums — never an average of daily ratios.
 */
import { addMonths } from '@posada/contracts/dates';
import { addDays, daysBetween } from '../../lib/clock';
import { divRound } from '../../lib/decimal';
import { addMoney, fromCents, subtractMoney, toCents } from '../../lib/money';

/** What SQL counts for one night (or the sum over a period) of the hotel or a room type. */
export interface NightFacts {
  habitaciones: number;
  fuera_de_servicio: number;
  vendidas: number;
  cortesias: number;
  ingreso_habitaciones: string;
  ingreso_total: string;
  adultos: number;
  ninos: number;
  llegadas: number;
  salidas: number;
  no_shows: number;
  cancelaciones: number;
}

export interface NightKpis {
  disponibles: number;
  ocupacion: string;
  adr: string;
  revpar: string;
  trevpar: string;
}

/** part / whole as a percentage with two decimals ("66.67"); "0.00" when whole is 0. */
export function percent(part: number, whole: number): string {
  if (whole === 0) return '0.00';
  return fromCents(divRound(BigInt(part) * 10_000n, BigInt(whole)));
}

/** money / count rounded to the cent; "0.00" when count is 0. */
export function perUnit(money: string, count: number): string {
  if (count === 0) return '0.00';
  return fromCents(divRound(toCents(money), BigInt(count)));
}

/** Rooms available: rooms × nights (USALI), or less the out-of-order nights when asked. */
export function roomsAvailable(
  f: Pick<NightFacts, 'habitaciones' | 'fuera_de_servicio'>,
  subtractOoo: boolean,
) {
  return subtractOoo ? f.habitaciones - f.fuera_de_servicio : f.habitaciones;
}

export function nightKpis(f: NightFacts, subtractOoo: boolean): NightKpis {
  const disponibles = roomsAvailable(f, subtractOoo);
  return {
    disponibles,
    ocupacion: percent(f.vendidas, disponibles),
    adr: perUnit(f.ingreso_habitaciones, f.vendidas),
    revpar: perUnit(f.ingreso_habitaciones, disponibles),
    trevpar: perUnit(f.ingreso_total, disponibles),
  };
}

/** The period's sums of its nights' facts (the totals row). */
export function sumFacts(days: readonly NightFacts[]): NightFacts {
  const total: NightFacts = {
    habitaciones: 0,
    fuera_de_servicio: 0,
    vendidas: 0,
    cortesias: 0,
    ingreso_habitaciones: '0.00',
    ingreso_total: '0.00',
    adultos: 0,
    ninos: 0,
    llegadas: 0,
    salidas: 0,
    no_shows: 0,
    cancelaciones: 0,
  };
  for (const d of days) {
    total.habitaciones += d.habitaciones;
    total.fuera_de_servicio += d.fuera_de_servicio;
    total.vendidas += d.vendidas;
    total.cortesias += d.cortesias;
    total.ingreso_habitaciones = addMoney(total.ingreso_habitaciones, d.ingreso_habitaciones);
    total.ingreso_total = addMoney(total.ingreso_total, d.ingreso_total);
    total.adultos += d.adultos;
    total.ninos += d.ninos;
    total.llegadas += d.llegadas;
    total.salidas += d.salidas;
    total.no_shows += d.no_shows;
    total.cancelaciones += d.cancelaciones;
  }
  return total;
}

/** Average length of stay: nights of the stays arrived in the period / those stays, two decimals. */
export function averageStay(nights: number, stays: number): string {
  return stays === 0 ? '0.00' : fromCents(divRound(BigInt(nights) * 100n, BigInt(stays)));
}

export type Comparison = 'periodo' | 'anio';

/** The range a comparison reads: the same number of days just before, or the same dates a year earlier. */
export function comparisonRange(
  desde: string,
  hasta: string,
  mode: Comparison,
): { desde: string; hasta: string } {
  if (mode === 'anio') return { desde: addMonths(desde, -12), hasta: addMonths(hasta, -12) };
  const days = daysBetween(desde, hasta) + 1;
  return { desde: addDays(desde, -days), hasta: addDays(desde, -1) };
}

/** A figure against the compared one: the difference and its % of the previous (null when that is 0). */
export function compareMoneyFigure(actual: string, anterior: string) {
  const diferencia = subtractMoney(actual, anterior);
  const base = toCents(anterior);
  const porcentaje = base === 0n ? null : fromCents(divRound(toCents(diferencia) * 10_000n, base));
  return { actual, anterior, diferencia, porcentaje };
}
