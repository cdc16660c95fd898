import { describe, expect, it } from 'vitest';
import { computeTotals, taxDrift } from './amounts';
import type { TLineInput } from './model';

const night = (over: Partial<TLineInput> = {}): TLineInput => ({
  description: 'Alojamiento habitación 101',
  quantity: '1',
  unitCode: 'DAY',
  unitPrice: '250000.00',
  taxes: [{ scheme: '01', rate: '19.00' }],
  ...over,
});

describe('computeTotals', () => {
  it('fixes each line and the totals as 2-decimal strings from exact arithmetic', () => {
    const totals = computeTotals([
      night({ quantity: '3' }),
      {
        description: 'Cena',
        quantity: '2',
        unitCode: '94',
        unitPrice: '45000',
        taxes: [{ scheme: '04', rate: '8.00' }],
      },
      { description: 'Lavandería', quantity: '1', unitCode: '94', unitPrice: '12000', taxes: [] },
    ]);
    expect(totals.lines.map((l) => [l.lineExtension, l.taxes.map((t) => t.amount)])).toEqual([
      ['750000.00', ['142500.00']],
      ['90000.00', ['7200.00']],
      ['12000.00', []],
    ]);
    expect(totals.taxTotals).toEqual([
      {
        scheme: '01',
        amount: '142500.00',
        subtotals: [{ rate: '19.00', taxable: '750000.00', amount: '142500.00' }],
      },
      {
        scheme: '04',
        amount: '7200.00',
        subtotals: [{ rate: '8.00', taxable: '90000.00', amount: '7200.00' }],
      },
    ]);
    expect(totals.lineExtension).toBe('852000.00');
    // the excluded laundry is outside the taxable base
    expect(totals.taxExclusive).toBe('840000.00');
    expect(totals.taxInclusive).toBe('1001700.00');
    expect(totals.payable).toBe('1001700.00');
    expect(totals.cufeTaxes).toEqual({ iva: '142500.00', inc: '7200.00', ica: '0.00' });
  });

  it('rounds computed cents half to even (NTC 3711) and never through a float', () => {
    // 0.1 × 3 would be 0.30000000000000004 as floats; 1.005 × 1 rounds to 1.00 (even), 1.015 to 1.02
    const totals = computeTotals([
      night({ quantity: '3', unitPrice: '0.1', taxes: [] }),
      night({ unitPrice: '1.005', taxes: [] }),
      night({ unitPrice: '1.015', taxes: [] }),
      night({ unitPrice: '10.50', taxes: [{ scheme: '01', rate: '5.00' }] }),
    ]);
    expect(totals.lines.map((l) => l.lineExtension)).toEqual(['0.30', '1.00', '1.02', '10.50']);
    // 10.50 × 5 % = 0.525 → 0.52
    expect(totals.lines[3]?.taxes[0]?.amount).toBe('0.52');
  });

  it('bills the exempt lodging of a non-resident tourist as IVA at 0 %, inside the taxable base', () => {
    const totals = computeTotals([night({ quantity: '2', taxes: [{ scheme: '01', rate: '0.00' }] })]);
    expect(totals.taxTotals).toEqual([
      { scheme: '01', amount: '0.00', subtotals: [{ rate: '0.00', taxable: '500000.00', amount: '0.00' }] },
    ]);
    expect(totals.taxExclusive).toBe('500000.00');
    expect(totals.payable).toBe('500000.00');
  });

  it('subtracts the line discount from its base and keeps the gross', () => {
    const [line] = computeTotals([night({ quantity: '2', discount: '50000' })]).lines;
    expect(line).toMatchObject({ gross: '500000.00', discount: '50000.00', lineExtension: '450000.00' });
    expect(line?.taxes[0]?.amount).toBe('85500.00');
  });

  it('keeps the amounts the ledger fixed when they are within DIAN arithmetic', () => {
    // a $ 4.500 water with its IVA inside, as Posada bills it: base 3.782, IVA 718 (3.782 × 19 % = 718,58)
    const totals = computeTotals([
      night({
        unitPrice: '3782.00',
        lineExtension: '3782.00',
        taxes: [{ scheme: '01', rate: '19', amount: '718.00' }],
      }),
    ]);
    expect(totals.payable).toBe('4500.00');
    expect(totals.lines[0]?.taxes[0]).toEqual({
      scheme: '01',
      rate: '19.00',
      taxable: '3782.00',
      amount: '718.00',
    });
  });

  it('refuses lines DIAN would reject, with the reason in Spanish', () => {
    expect(() => computeTotals([])).toThrow('El documento no tiene líneas');
    expect(() => computeTotals([night({ quantity: '0' })])).toThrow('la cantidad debe ser mayor que cero');
    expect(() => computeTotals([night({ unitCode: 'XYZ' })])).toThrow('la unidad «XYZ» no está');
    expect(() => computeTotals([night({ taxes: [{ scheme: '01', rate: '12.00' }] })])).toThrow(
      'la tarifa de IVA 12.00 % no está',
    );
    expect(() => computeTotals([night({ discount: '300000' })])).toThrow('el descuento debe estar');
    expect(() => computeTotals([night({ lineExtension: '240000.00' })])).toThrow(
      'la base 240000.00 no corresponde',
    );
    expect(() =>
      computeTotals([night({ taxes: [{ scheme: '01', rate: '19.00', amount: '40000.00' }] })]),
    ).toThrow('el IVA 40000.00 no corresponde');
    expect(() => computeTotals([night({ quantity: '1,5' })])).toThrow(
      'la cantidad «1,5» no es un número válido',
    );
    expect(() =>
      computeTotals([
        night({
          taxes: [
            { scheme: '01', rate: '19.00' },
            { scheme: '01', rate: '5.00' },
          ],
        }),
      ]),
    ).toThrow('IVA aparece dos veces');
  });
});

describe('taxDrift', () => {
  it('is empty when the rounded lines add up to taxable × rate within ±2.00', () => {
    expect(taxDrift(computeTotals([night({ quantity: '14' })]))).toEqual([]);
  });

  it('names the rate whose per-line peso rounding drifted beyond DIAN slack', () => {
    // 14 nights of 100.003: 19 % is 19.000,57 a night, billed 19.001 each → 6,02 over 14 × 100.003 × 19 %
    const line = night({ unitPrice: '100003', lineExtension: '100003.00' });
    const lines = Array.from({ length: 14 }, () => ({
      ...line,
      taxes: [{ scheme: '01' as const, rate: '19.00', amount: '19001.00' }],
    }));
    expect(taxDrift(computeTotals(lines))).toEqual([
      'IVA 19.00 %: la suma de las líneas (266014.00) se aleja 6.02 de 1400042.00 × 19.00 %',
    ]);
  });
});
