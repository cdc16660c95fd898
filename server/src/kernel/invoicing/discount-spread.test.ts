import { describe, expect, it } from 'vitest';
import { type BillableCharge, chargeLine } from './charge-lines';
import { applyDiscounts, spread } from './discount-spread';
import { InvoiceRuleError, invoiceTotals } from './invoice-lines';

const IVA19 = {
  impuesto_id: 1,
  tipo: 'IVA',
  nombre: 'IVA 19 %',
  porcentaje: '19.00',
  exento: false,
} as const;
const INC8 = { impuesto_id: 2, tipo: 'INC', nombre: 'INC 8 %', porcentaje: '8.00', exento: false } as const;

const charge = (id: number, over: Partial<BillableCharge>): BillableCharge & { id: number } => ({
  id,
  concepto: `Cargo ${id}`,
  fecha: null,
  cantidad: '1',
  descuento: '0',
  alojamiento: false,
  valor: '0',
  total: '0',
  impuestos: [],
  ...over,
});

// A night at 100.000 + IVA 19 %, two sodas at 11.900 with IVA inside, a dinner 50.000 + INC 8 %.
const night = charge(1, {
  concepto: 'Noche',
  alojamiento: true,
  valor: '100000.00',
  total: '119000.00',
  impuestos: [IVA19],
});
const sodas = charge(2, {
  concepto: 'Gaseosas',
  cantidad: '2',
  valor: '20000.00',
  total: '23800.00',
  impuestos: [IVA19],
});
const dinner = charge(3, { concepto: 'Cena', valor: '50000.00', total: '54000.00', impuestos: [INC8] });

const billed = (charges: (BillableCharge & { id: number })[]) => invoiceTotals(charges.map(chargeLine));

describe('spread: an amount split in proportion, exactly', () => {
  it('adds up to the amount, in whole pesos when all is in pesos, leftovers to the largest remainders', () => {
    const shares = spread(10_000_00n, [119_000_00n, 23_800_00n, 54_000_00n]);
    expect(shares.reduce((a, b) => a + b, 0n)).toBe(10_000_00n);
    expect(shares.every((s) => s % 100n === 0n)).toBe(true);
    // 10.000 × 119.000 / 196.800 = 6.046,7…; 1.209,3…; 2.743,9… → 6.047 / 1.209 / 2.744
    expect(shares).toEqual([6_047_00n, 1_209_00n, 2_744_00n]);
  });

  it('goes to the cent when the amount has cents, and never gives a weight more than itself', () => {
    expect(spread(101n, [1n, 1n, 99n])).toEqual([1n, 1n, 99n]);
    // 100 cents over three equal weights: 33 each, the cent left to the first.
    expect(spread(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(spread(300n, [100n, 100n, 100n])).toEqual([100n, 100n, 100n]);
  });

  it('refuses to spread over nothing', () => {
    expect(() => spread(100n, [0n, 0n])).toThrow(InvoiceRuleError);
    expect(spread(0n, [])).toEqual([]);
  });
});

describe('applyDiscounts: the account discounts on the invoice lines', () => {
  it('takes a discount on a charge off that line only, its tax recomputed from the lower total', () => {
    const lines = applyDiscounts([night, sodas, dinner], [{ total: '11900.00', descuento_de: 1 }]);
    expect(lines[0]).toMatchObject({ total: '107100.00', valor: '90000.00', descuento: '10000.00' });
    expect(lines[1]).toEqual(sodas);
    const totals = billed(lines);
    expect(totals.total).toBe('184900.00'); // 196.800 − 11.900
    expect(totals.impuestos).toEqual([
      { tipo: 'IVA', porcentaje: '19.00', nombre: 'IVA 19 %', base: '110000.00', valor: '20900.00' },
      { tipo: 'excluido', porcentaje: '0.00', nombre: 'Excluido de IVA', base: '50000.00', valor: '0.00' },
      { tipo: 'INC', porcentaje: '8.00', nombre: 'INC 8 %', base: '50000.00', valor: '4000.00' },
    ]);
  });

  it('spreads a discount on the balance so the invoice is the charges less the discount, taxes per line exact', () => {
    const lines = applyDiscounts([night, sodas, dinner], [{ total: '10000.00', descuento_de: null }]);
    expect(lines.map((l) => l.total)).toEqual(['112953.00', '22591.00', '51256.00']);
    const totals = billed(lines);
    expect(totals.total).toBe('186800.00');
    // Each line takes its tax out of its lower total at its own rate, to the peso:
    // 112.953 × 19/119 = 18.034,5 → 18.035; 22.591 × 19/119 = 3.606,9 → 3.607; 51.256 × 8/108 = 3.796,7 → 3.797
    expect(totals.impuestos).toEqual([
      { tipo: 'IVA', porcentaje: '19.00', nombre: 'IVA 19 %', base: '113902.00', valor: '21642.00' },
      { tipo: 'excluido', porcentaje: '0.00', nombre: 'Excluido de IVA', base: '47459.00', valor: '0.00' },
      { tipo: 'INC', porcentaje: '8.00', nombre: 'INC 8 %', base: '47459.00', valor: '3797.00' },
    ]);
    // What the discount took before taxes shows as the lines' discounts; the unit price stays.
    expect(lines.map((l) => l.descuento)).toEqual(['5081.51', '1015.97', '2540.74']);
    // On the invoice each discount takes the rounding of its base to the peso, so every printed
    // line adds up — quantity × unit price − discount = base — and so do the totals.
    expect(totals.lineas.map((l) => l.descuento)).toEqual(['5082.00', '1016.00', '2541.00']);
    for (const l of totals.lineas) {
      expect(Number(l.cantidad) * Number(l.precio_unitario) - Number(l.descuento)).toBe(Number(l.base));
    }
    expect(totals.descuentos).toBe('8639.00');
    expect(totals.bruto).toBe('170000.00'); // the charges before taxes: 100.000 + 2 × 10.000 + 50.000
    expect(Number(totals.bruto) - Number(totals.descuentos)).toBe(Number(totals.base));
    expect(totals.lineas[1]?.precio_unitario).toBe('10000.00');
  });

  it('spreads a discount on a charge no longer in the account like one on the balance', () => {
    const a = applyDiscounts([night, dinner], [{ total: '5000.00', descuento_de: 2 }]);
    const b = applyDiscounts([night, dinner], [{ total: '5000.00', descuento_de: null }]);
    expect(a).toEqual(b);
  });

  it('refuses discounts above a charge or above all the charges', () => {
    expect(() => applyDiscounts([sodas], [{ total: '23800.01', descuento_de: 2 }])).toThrow(
      '«Gaseosas»: los descuentos superan el valor del cargo',
    );
    expect(() =>
      applyDiscounts(
        [night, sodas],
        [
          { total: '23800.00', descuento_de: 2 },
          { total: '119000.01', descuento_de: null },
        ],
      ),
    ).toThrow('Los descuentos superan el valor de los cargos de la cuenta');
  });

  it('a whole account discounted leaves lines of zero', () => {
    const lines = applyDiscounts([night, sodas], [{ total: '142800.00', descuento_de: null }]);
    expect(billed(lines).total).toBe('0.00');
  });
});
