import { describe, expect, it } from 'vitest';
import { type InvoiceLineInput, InvoiceRuleError, invoiceLine, invoiceTotals } from './invoice-lines';

const IVA19 = { impuesto_id: 1, nombre: 'IVA 19 %', tipo: 'IVA', porcentaje: '19.00' } as const;
const IVA5 = { impuesto_id: 2, nombre: 'IVA 5 %', tipo: 'IVA', porcentaje: '5.00' } as const;
const EXENTO = { impuesto_id: 3, nombre: 'Exento 0 %', tipo: 'IVA', porcentaje: '0.00' } as const;
const INC8 = { impuesto_id: 4, nombre: 'INC 8 %', tipo: 'INC', porcentaje: '8.00' } as const;

const line = (over: Partial<InvoiceLineInput>): InvoiceLineInput => ({
  descripcion: 'Línea',
  cantidad: '1',
  precio_unitario: '0',
  descuento: '0',
  impuestos: [],
  alojamiento: false,
  ...over,
});

describe('invoice lines rounded to whole pesos', () => {
  it('rounds the base and each tax of the line, half up', () => {
    // 3 × 3.333,50 = 10.000,50 → 10.001; 19 % of 10.001 = 1.900,19 → 1.900
    const l = invoiceLine(line({ cantidad: '3', precio_unitario: '3333.50', impuestos: [IVA19] }));
    expect(l.base).toBe('10001.00');
    expect(l.impuestos[0]).toMatchObject({ base: '10001.00', valor: '1900.00' });
    expect(l.total).toBe('11901.00');
  });

  it('rounds once: a tax of 0,4998 pesos is 0, not 0,50 then 1', () => {
    // 3 × 16,66 % = 0,4998 → 0 (rounding to cents first would give 0,50, then 1)
    const l = invoiceLine(
      line({ cantidad: '1', precio_unitario: '3', impuestos: [{ ...IVA19, porcentaje: '16.66' }] }),
    );
    expect(l.impuestos[0]?.valor).toBe('0.00');
  });

  it('takes the discount off the base before the taxes, with fractional quantities', () => {
    // 1,5 × 12.345 = 18.517,5 − 517,5 = 18.000; 5 % = 900
    const l = invoiceLine(
      line({ cantidad: '1.5', precio_unitario: '12345', descuento: '517.50', impuestos: [IVA5] }),
    );
    expect(l).toMatchObject({ base: '18000.00', total: '18900.00' });
  });

  it('refuses a quantity of zero or less, a negative price and a discount above the line', () => {
    expect(() => invoiceLine(line({ cantidad: '0' }))).toThrow(InvoiceRuleError);
    expect(() => invoiceLine(line({ precio_unitario: '-1' }))).toThrow('el precio no puede ser negativo');
    expect(() => invoiceLine(line({ precio_unitario: '100', descuento: '100.01' }))).toThrow('el descuento');
  });
});

describe('invoice totals per tax', () => {
  it('sums the rounded lines per tax: IVA 19 %, IVA 5 %, exento, excluido and INC 8 %', () => {
    const t = invoiceTotals([
      line({ descripcion: 'Noche', precio_unitario: '150000.40', cantidad: '2', impuestos: [IVA19] }),
      line({ descripcion: 'Agua', precio_unitario: '2999.60', cantidad: '3', impuestos: [IVA19] }),
      line({ descripcion: 'Libro', precio_unitario: '40000', impuestos: [IVA5] }),
      line({
        descripcion: 'Noche exenta',
        precio_unitario: '200000',
        impuestos: [EXENTO],
        alojamiento: true,
      }),
      line({ descripcion: 'Transporte', precio_unitario: '35000' }),
      line({ descripcion: 'Cena', precio_unitario: '45000.50', descuento: '5000.50', impuestos: [INC8] }),
    ]);
    // Noche: 300.000,80 → 300.001; IVA 57.000,19 → 57.000. Agua: 8.998,80 → 8.999; IVA 1.709,81 → 1.710
    expect(t.lineas.map((l) => l.base)).toEqual([
      '300001.00',
      '8999.00',
      '40000.00',
      '200000.00',
      '35000.00',
      '40000.00',
    ]);
    expect(t.impuestos).toEqual([
      { tipo: 'IVA', porcentaje: '19.00', nombre: 'IVA 19 %', base: '309000.00', valor: '58710.00' },
      { tipo: 'IVA', porcentaje: '5.00', nombre: 'IVA 5 %', base: '40000.00', valor: '2000.00' },
      { tipo: 'IVA', porcentaje: '0.00', nombre: 'IVA exento 0 %', base: '200000.00', valor: '0.00' },
      { tipo: 'excluido', porcentaje: '0.00', nombre: 'Excluido de IVA', base: '75000.00', valor: '0.00' },
      { tipo: 'INC', porcentaje: '8.00', nombre: 'INC 8 %', base: '40000.00', valor: '3200.00' },
    ]);
    // Before discounts: the one base plus the discounts (not the unrounded quantity × price).
    expect(t).toMatchObject({
      bruto: '629000.50',
      descuentos: '5000.50',
      base: '624000.00',
      total_impuestos: '63910.00',
      total: '687910.00',
    });
    // The totals are the sums of the printed lines.
    const sum = t.lineas.reduce((s, l) => s + Number.parseInt(l.total, 10), 0);
    expect(sum).toBe(687910);
  });

  it('refuses an invoice without lines', () => {
    expect(() => invoiceTotals([])).toThrow('La factura no tiene líneas');
  });
});
