/**
 * The reports' KPI arithmetic on the sums SQL aggregated (docs/reports.md). Pure and exact: money
 * as decimal strings through cents, ratios rounded half away from zero, and every ratio taken on
 * the period's sums — never an average of daily ratios.
 */
import {
  type ReportSegment,
  reportSegments,
  type TNationalityFigures,
  type TSegmentFigures,
} from '@posada/contracts';
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

/** Nights and base of one segment, as SQL summed them. */
export interface SegmentSums {
  segmento: ReportSegment;
  vendidas: number;
  ingreso: string;
}

/**
 * Every segment in its fixed order (zeros for those without nights): ADR on its own sums, its
 * share of the nights sold, and what the room revenue has beyond the segments' priced nights
 * (lodging discounts and credit notes, which belong to no night's price).
 */
export function segmentFigures(rows: readonly SegmentSums[], roomRevenue: string) {
  const sold = rows.reduce((n, r) => n + r.vendidas, 0);
  const por_segmento: TSegmentFigures[] = reportSegments.map((segmento) => {
    const row = rows.find((r) => r.segmento === segmento);
    const vendidas = row?.vendidas ?? 0;
    const ingreso = row?.ingreso ?? '0.00';
    return {
      segmento,
      vendidas,
      ingreso_habitaciones: addMoney(ingreso),
      adr: perUnit(ingreso, vendidas),
      participacion: percent(vendidas, sold),
    };
  });
  const priced = addMoney(...rows.map((r) => r.ingreso));
  return {
    por_segmento,
    total_segmentos: {
      vendidas: sold,
      ingreso_habitaciones: priced,
      adr: perUnit(priced, sold),
      participacion: percent(sold, sold),
    },
    ajuste_segmentos: subtractMoney(roomRevenue, priced),
  };
}

export interface NationalityRow {
  pais_codigo: string | null;
  pais: string | null;
  nacional: boolean | null;
  huespedes: number;
  noches: number;
}

/** Guests by nationality, nationals first then by guests (desc) and name; the three totals. */
export function nationalityFigures(rows: readonly NationalityRow[]) {
  const rank = (r: NationalityRow) => (r.nacional === true ? 0 : r.nacional === false ? 1 : 2);
  const por_nacionalidad: TNationalityFigures[] = [...rows]
    .sort(
      (a, b) =>
        rank(a) - rank(b) || b.huespedes - a.huespedes || (a.pais ?? '').localeCompare(b.pais ?? '', 'es'),
    )
    .map((r) => ({ ...r, pais: r.pais ?? 'Sin nacionalidad registrada' }));
  const sum = (nacional: boolean | null) =>
    rows.filter((r) => r.nacional === nacional).reduce((n, r) => n + r.huespedes, 0);
  return {
    por_nacionalidad,
    huespedes: { nacionales: sum(true), extranjeros: sum(false), sin_dato: sum(null) },
  };
}

/** What was booked since a snapshot: now less then; unknown (null) without the snapshot. */
export function pickup(
  now: { noches: number; ingreso: string },
  then: { noches: number; ingreso: string } | undefined,
) {
  if (!then) return { noches: null, ingreso: null };
  return { noches: now.noches - then.noches, ingreso: subtractMoney(now.ingreso, then.ingreso) };
}

/** The business date whose snapshot a pickup window of `days` subtracts (1: today's). */
export const pickupSince = (today: string, days: number) => addDays(today, 1 - days);
