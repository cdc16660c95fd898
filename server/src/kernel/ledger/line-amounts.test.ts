import { describe, expect, it } from 'vitest';
import { LineError, negated, partOf, priceLine, type TaxRate } from './line-amounts';

const iva19: TaxRate = { impuesto_id: 1, tipo: 'IVA', nombre: 'IVA 19 %', porcentaje: '19.00' };
const iva5: TaxRate = { impuesto_id: 2, tipo: 'IVA', nombre: 'IVA 5 %', porcentaje: '5.00' };
const inc8: TaxRate = { impuesto_id: 4, tipo: 'INC', nombre: 'INC 8 %', porcentaje: '8.00' };

describe('priceLine', () => {
  it('adds the taxes on top of a net price', () => {
    expect(priceLine({ cantidad: '2', precio: '10000', incluyeImpuestos: false, taxes: [iva19] })).toEqual({
      valor: '20000.00',
      impuesto: '3800.00',
      total: '23800.00',
      impuestos: [
        {
          impuesto_id: 1,
          tipo: 'IVA',
          nombre: 'IVA 19 %',
          porcentaje: '19.00',
          base: '20000.00',
          valor: '3800.00',
          exento: false,
        },
      ],
    });
  });

  it('takes the taxes out of a shelf price and keeps the total the price', () => {
    const line = priceLine({ cantidad: '3', precio: '5000', incluyeImpuestos: true, taxes: [iva19] });
    // 15.000 / 1,19 = 12.605,04; 19 % of it = 2.394,96; the total stays 15.000.
    expect(line).toMatchObject({ valor: '12605.04', impuesto: '2394.96', total: '15000.00' });
  });

  it('applies several taxes on one base (IVA and impuesto al consumo)', () => {
    const line = priceLine({ cantidad: '1', precio: '10000', incluyeImpuestos: false, taxes: [iva5, inc8] });
    expect(line.impuestos.map((t) => t.valor)).toEqual(['500.00', '800.00']);
    expect(line.total).toBe('11300.00');
  });

  it('discounts before the taxes and refuses a discount above the line', () => {
    const line = priceLine({
      cantidad: '1.5',
      precio: '20000',
      descuento: '1000',
      incluyeImpuestos: false,
      taxes: [iva19],
    });
    expect(line).toMatchObject({ valor: '29000.00', impuesto: '5510.00', total: '34510.00' });
    expect(() =>
      priceLine({ cantidad: '1', precio: '100', descuento: '100.01', incluyeImpuestos: false, taxes: [] }),
    ).toThrow(LineError);
  });

  it('marks a line without taxes as excluido, and IVA as exempt (0) for an exempt guest', () => {
    expect(priceLine({ cantidad: '1', precio: '100', incluyeImpuestos: false, taxes: [] }).impuestos).toEqual(
      [
        {
          impuesto_id: null,
          tipo: 'excluido',
          nombre: 'Excluido',
          porcentaje: '0.00',
          base: '100.00',
          valor: '0.00',
          exento: false,
        },
      ],
    );
    const exempt = priceLine({
      cantidad: '1',
      precio: '1000',
      incluyeImpuestos: false,
      taxes: [iva19, inc8],
      exentoIva: true,
    });
    expect(exempt.impuestos.map((t) => [t.tipo, t.porcentaje, t.valor, t.exento])).toEqual([
      ['IVA', '0.00', '0.00', true],
      ['INC', '8.00', '80.00', false],
    ]);
  });

  it('rounds each line to the cent, half away from zero', () => {
    // 0,333 × 1.000,05 = 333,01665 → 333,02; 19 % = 63,2738 → 63,27.
    expect(
      priceLine({ cantidad: '0.333', precio: '1000.05', incluyeImpuestos: false, taxes: [iva19] }),
    ).toMatchObject({
      valor: '333.02',
      impuesto: '63.27',
      total: '396.29',
    });
  });
});

describe('partOf and negated', () => {
  const night = priceLine({ cantidad: '1', precio: '100000', incluyeImpuestos: false, taxes: [iva19] });

  it('splits a line by amount: the taxes in proportion, the total exactly the amount', () => {
    expect(partOf(night, '50000')).toMatchObject({
      valor: '42016.81',
      impuesto: '7983.19',
      total: '50000.00',
      impuestos: [{ base: '42016.81', valor: '7983.19' }],
    });
    expect(partOf(night, '119000.00')).toBe(night);
    expect(() => partOf(night, '119000.01')).toThrow(LineError);
    expect(() => partOf(night, '0')).toThrow(LineError);
  });

  it('negates every amount (a reversal, a move out)', () => {
    expect(negated(night)).toMatchObject({
      valor: '-100000.00',
      impuesto: '-19000.00',
      total: '-119000.00',
      impuestos: [{ base: '-100000.00', valor: '-19000.00' }],
    });
  });
});
