import { describe, expect, it } from 'vitest';
import { PricingError, type PricingRate, percentOf, priceStay, stayNights } from './pricing';

const rate = (over: Partial<PricingRate>): PricingRate => ({
  id: 1,
  nombre: 'Estándar',
  precio_noche: '200000.00',
  personas_incluidas: 2,
  valor_persona_adicional: '40000.00',
  vigencia_desde: null,
  vigencia_hasta: null,
  impuesto_porcentaje: '19.00',
  ...over,
});

describe('stayNights', () => {
  it('lists the nights [llegada, salida) across a month end', () => {
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(stayNights('2026-05-01', '2026-05-01')).toEqual([]);
  });
});

describe('percentOf', () => {
  it('rounds half up to the cent, exactly', () => {
    expect(percentOf('200000.00', '19.00')).toBe('38000.00');
    expect(percentOf('0.05', '50.00')).toBe('0.03');
    expect(percentOf('333.33', '8.00')).toBe('26.67');
    expect(percentOf('0.10', '19.00')).toBe('0.02');
  });
});

describe('priceStay', () => {
  it('uses the season on its nights and the all-year rate on the others', () => {
    const rates = [
      rate({ id: 1 }),
      rate({ id: 2, precio_noche: '300000.00', vigencia_desde: '2026-12-20', vigencia_hasta: '2026-12-31' }),
    ];
    const price = priceStay({
      rates,
      rateName: 'Estándar',
      llegada: '2026-12-30',
      salida: '2027-01-02',
      personas: 2,
    });
    expect(price.noches.map((n) => [n.fecha, n.tarifa_id, n.base])).toEqual([
      ['2026-12-30', 2, '300000.00'],
      ['2026-12-31', 2, '300000.00'],
      ['2027-01-01', 1, '200000.00'],
    ]);
    expect(price.subtotal).toBe('800000.00');
    expect(price.impuestos).toBe('152000.00');
    expect(price.total).toBe('952000.00');
  });

  it('charges each person beyond those included, and taxes it too', () => {
    const price = priceStay({
      rates: [rate({})],
      rateName: 'Estándar',
      llegada: '2026-03-01',
      salida: '2026-03-02',
      personas: 4,
    });
    expect(price.noches[0]).toMatchObject({
      base: '200000.00',
      adicional: '80000.00',
      impuesto: '53200.00',
      total: '333200.00',
    });
  });

  it('exempts lodging from IVA for foreign non-resident tourists and handles rates without tax', () => {
    const exempt = priceStay({
      rates: [rate({})],
      rateName: 'Estándar',
      llegada: '2026-03-01',
      salida: '2026-03-03',
      personas: 1,
      exentoIva: true,
    });
    expect(exempt.impuestos).toBe('0.00');
    expect(exempt.total).toBe('400000.00');
    const untaxed = priceStay({
      rates: [rate({ impuesto_porcentaje: null, precio_noche: '99999.99' })],
      rateName: 'Estándar',
      llegada: '2026-03-01',
      salida: '2026-03-04',
      personas: 2,
    });
    expect(untaxed.total).toBe('299999.97');
  });

  it('refuses a night without a valid rate, and an empty stay', () => {
    const seasonOnly = [rate({ vigencia_desde: '2026-06-01', vigencia_hasta: '2026-06-30' })];
    expect(() =>
      priceStay({
        rates: seasonOnly,
        rateName: 'Estándar',
        llegada: '2026-06-30',
        salida: '2026-07-02',
        personas: 2,
      }),
    ).toThrow('No hay tarifa «Estándar» vigente para la noche del 01/07/2026');
    expect(() =>
      priceStay({
        rates: [rate({})],
        rateName: 'Estándar',
        llegada: '2026-06-30',
        salida: '2026-06-30',
        personas: 2,
      }),
    ).toThrow(PricingError);
    expect(() =>
      priceStay({
        rates: [rate({})],
        rateName: 'Otra',
        llegada: '2026-06-01',
        salida: '2026-06-02',
        personas: 2,
      }),
    ).toThrow(PricingError);
  });
});
