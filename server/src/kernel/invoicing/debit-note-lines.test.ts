import { describe, expect, it } from 'vitest';
import { debitNoteTotals, type TaxRow } from './debit-note-lines';
import { InvoiceRuleError } from './invoice-lines';

const taxes = new Map<number, TaxRow>([
  [1, { id: 1, nombre: 'IVA 19 %', tipo: 'IVA', porcentaje: '19.00' }],
  [2, { id: 2, nombre: 'INC 8 %', tipo: 'INC', porcentaje: '8.00' }],
]);

describe('a debit note’s lines, by the invoice’s rules', () => {
  it('rounds each base and tax to the peso and sums the totals per tax from the rounded lines', () => {
    const t = debitNoteTotals(
      [
        { concepto: 'Daño de toalla', cantidad: '3', precio_unitario: '3333.50', impuesto_id: 1 },
        { concepto: 'Cena no cargada', cantidad: '1', precio_unitario: '45000', impuesto_id: 2 },
        { concepto: 'Lavandería', cantidad: '1.5', precio_unitario: '10000', impuesto_id: null },
      ],
      taxes,
    );
    // 3 × 3.333,50 = 10.000,50 → 10.001, IVA 1.900,19 → 1.900; 45.000 + INC 3.600; 15.000 excluded
    expect(t.lineas.map((l) => [l.descripcion, l.base, l.total])).toEqual([
      ['Daño de toalla', '10001.00', '11901.00'],
      ['Cena no cargada', '45000.00', '48600.00'],
      ['Lavandería', '15000.00', '15000.00'],
    ]);
    expect(t.impuestos).toEqual([
      { tipo: 'IVA', porcentaje: '19.00', nombre: 'IVA 19 %', base: '10001.00', valor: '1900.00' },
      { tipo: 'excluido', porcentaje: '0.00', nombre: 'Excluido de IVA', base: '60000.00', valor: '0.00' },
      { tipo: 'INC', porcentaje: '8.00', nombre: 'INC 8 %', base: '45000.00', valor: '3600.00' },
    ]);
    expect(t).toMatchObject({ base: '70001.00', total_impuestos: '5500.00', total: '75501.00' });
  });

  it('refuses a quantity of zero or less like an invoice line', () => {
    expect(() =>
      debitNoteTotals(
        [{ concepto: 'Nada', cantidad: '0', precio_unitario: '100', impuesto_id: null }],
        taxes,
      ),
    ).toThrow(InvoiceRuleError);
  });
});
