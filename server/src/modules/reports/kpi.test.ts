import { describe, expect, it } from 'vitest';
import {
  averageStay,
  compareMoneyFigure,
  comparisonRange,
  type NightFacts,
  nightKpis,
  percent,
  sumFacts,
} from './kpi';

const night = (over: Partial<NightFacts>): NightFacts => ({
  habitaciones: 4,
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
  ...over,
});

/**
 * The hand-built hotel: 4 rooms, nights of 10, 11 and 12 March.
 * 10th: 3 rooms sold (200 000 + 150 000 + a complimentary one at 0), a minibar 50 000.
 * 11th: 2 rooms sold at 200 000 each, one room out of order.
 * 12th: nothing sold.
 */
const days = [
  night({
    vendidas: 3,
    cortesias: 1,
    ingreso_habitaciones: '350000.00',
    ingreso_total: '400000.00',
    adultos: 5,
    ninos: 1,
    llegadas: 3,
  }),
  night({
    fuera_de_servicio: 1,
    vendidas: 2,
    ingreso_habitaciones: '400000.00',
    ingreso_total: '400000.00',
    adultos: 4,
    salidas: 1,
  }),
  night({ salidas: 2, no_shows: 1, cancelaciones: 2 }),
];

describe('KPIs on the hand-built data set', () => {
  const total = sumFacts(days);

  it('sums the nights', () => {
    expect(total).toMatchObject({
      habitaciones: 12,
      fuera_de_servicio: 1,
      vendidas: 5,
      cortesias: 1,
      ingreso_habitaciones: '750000.00',
      ingreso_total: '800000.00',
      adultos: 9,
      ninos: 1,
      llegadas: 3,
      salidas: 3,
      no_shows: 1,
      cancelaciones: 2,
    });
  });

  it('USALI by default: out-of-order rooms stay available', () => {
    // 5 / 12 = 41.666…; 750 000 / 5; 750 000 / 12; 800 000 / 12 = 66 666.666…
    expect(nightKpis(total, false)).toEqual({
      disponibles: 12,
      ocupacion: '41.67',
      adr: '150000.00',
      revpar: '62500.00',
      trevpar: '66666.67',
    });
  });

  it('with the switch, out-of-order nights are subtracted', () => {
    // 5 / 11 = 45.4545…; 750 000 / 11 = 68 181.818…; 800 000 / 11 = 72 727.2727…
    expect(nightKpis(total, true)).toEqual({
      disponibles: 11,
      ocupacion: '45.45',
      adr: '150000.00',
      revpar: '68181.82',
      trevpar: '72727.27',
    });
  });

  it('ADR is the period sums, never the average of the daily ADRs', () => {
    const daily = days.map((d) => nightKpis(d, false).adr);
    expect(daily).toEqual(['116666.67', '200000.00', '0.00']);
    // The average of the two daily ADRs would be 158 333.33.
    expect(nightKpis(total, false).adr).toBe('150000.00');
  });

  it('a night with nothing sold has zero ratios, not a division error', () => {
    expect(nightKpis(days[2] as NightFacts, false)).toEqual({
      disponibles: 4,
      ocupacion: '0.00',
      adr: '0.00',
      revpar: '0.00',
      trevpar: '0.00',
    });
    expect(percent(0, 0)).toBe('0.00');
  });

  it('ALOS: nights of the stays arrived / those stays', () => {
    expect(averageStay(5, 2)).toBe('2.50');
    expect(averageStay(7, 3)).toBe('2.33');
    expect(averageStay(0, 0)).toBe('0.00');
  });
});

describe('comparisons', () => {
  it('the previous period has as many days, just before', () => {
    expect(comparisonRange('2026-03-10', '2026-03-12', 'periodo')).toEqual({
      desde: '2026-03-07',
      hasta: '2026-03-09',
    });
    expect(comparisonRange('2026-03-01', '2026-03-31', 'periodo')).toEqual({
      desde: '2026-01-29',
      hasta: '2026-02-28',
    });
  });

  it('the same dates last year (29 February → 28 February)', () => {
    expect(comparisonRange('2026-03-10', '2026-03-12', 'anio')).toEqual({
      desde: '2025-03-10',
      hasta: '2025-03-12',
    });
    expect(comparisonRange('2024-02-01', '2024-02-29', 'anio')).toEqual({
      desde: '2023-02-01',
      hasta: '2023-02-28',
    });
  });

  it('difference and % of the previous figure', () => {
    expect(compareMoneyFigure('800000.00', '640000.00')).toEqual({
      actual: '800000.00',
      anterior: '640000.00',
      diferencia: '160000.00',
      porcentaje: '25.00',
    });
    expect(compareMoneyFigure('90.00', '120.00')).toMatchObject({
      diferencia: '-30.00',
      porcentaje: '-25.00',
    });
    expect(compareMoneyFigure('50.00', '0.00').porcentaje).toBeNull();
  });
});
