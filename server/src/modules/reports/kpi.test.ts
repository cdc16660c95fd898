import { describe, expect, it } from 'vitest';
import {
  averageStay,
  compareMoneyFigure,
  comparisonRange,
  type NightFacts,
  nationalityFigures,
  nightKpis,
  percent,
  pickup,
  pickupSince,
  segmentFigures,
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

describe('segments on the hand-built set', () => {
  // The 5 nights sold above: 2 of a Booking.com booking at 200 000 (OTA), the complimentary one
  // (direct), 2 of a company at 175 000 each; a 20 000 discount on a lodging night.
  const rows = [
    { segmento: 'ota' as const, vendidas: 2, ingreso: '400000.00' },
    { segmento: 'directo' as const, vendidas: 1, ingreso: '0.00' },
    { segmento: 'empresa' as const, vendidas: 2, ingreso: '350000.00' },
  ];

  it('every segment in order, ADR on its own sums, share of the nights', () => {
    const { por_segmento } = segmentFigures(rows, '730000.00');
    expect(por_segmento.map((s) => [s.segmento, s.vendidas, s.adr, s.participacion])).toEqual([
      ['directo', 1, '0.00', '20.00'],
      ['ota', 2, '200000.00', '40.00'],
      ['agencia', 0, '0.00', '0.00'],
      ['empresa', 2, '175000.00', '40.00'],
      ['grupo', 0, '0.00', '0.00'],
    ]);
  });

  it('what the room revenue has beyond the priced nights is the adjustment', () => {
    // 730 000 of room revenue against 750 000 priced: the discount.
    expect(segmentFigures(rows, '730000.00').ajuste_segmentos).toBe('-20000.00');
    // 750 000 / 5 nights.
    expect(segmentFigures(rows, '730000.00').total_segmentos).toEqual({
      vendidas: 5,
      ingreso_habitaciones: '750000.00',
      adr: '150000.00',
      participacion: '100.00',
    });
    expect(segmentFigures([], '0.00').por_segmento.every((s) => s.participacion === '0.00')).toBe(true);
  });
});

describe('nationality', () => {
  it('nationals first, then foreigners by guests, unknown last; the three totals', () => {
    const r = nationalityFigures([
      { pais_codigo: null, pais: null, nacional: null, huespedes: 1, noches: 1 },
      { pais_codigo: 'US', pais: 'Estados Unidos', nacional: false, huespedes: 2, noches: 3 },
      { pais_codigo: 'AR', pais: 'Argentina', nacional: false, huespedes: 3, noches: 3 },
      { pais_codigo: 'CO', pais: 'Colombia', nacional: true, huespedes: 4, noches: 6 },
    ]);
    expect(r.por_nacionalidad.map((n) => n.pais)).toEqual([
      'Colombia',
      'Argentina',
      'Estados Unidos',
      'Sin nacionalidad registrada',
    ]);
    expect(r.huespedes).toEqual({ nacionales: 4, extranjeros: 5, sin_dato: 1 });
  });
});

describe('pickup', () => {
  it('now less the snapshot; unknown without one', () => {
    expect(pickup({ noches: 12, ingreso: '1500000.00' }, { noches: 9, ingreso: '1200000.50' })).toEqual({
      noches: 3,
      ingreso: '299999.50',
    });
    // Cancellations since the snapshot: a negative (net) pickup.
    expect(pickup({ noches: 2, ingreso: '100.00' }, { noches: 4, ingreso: '300.00' })).toEqual({
      noches: -2,
      ingreso: '-200.00',
    });
    expect(pickup({ noches: 2, ingreso: '100.00' }, undefined)).toEqual({ noches: null, ingreso: null });
  });

  it('the window of N days subtracts the snapshot taken as the business date N − 1 days ago opened', () => {
    expect(pickupSince('2026-03-11', 1)).toBe('2026-03-11');
    expect(pickupSince('2026-03-11', 7)).toBe('2026-03-05');
    expect(pickupSince('2026-03-11', 30)).toBe('2026-02-10');
  });
});
