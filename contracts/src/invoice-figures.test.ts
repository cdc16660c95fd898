import { describe, expect, it } from 'vitest';
import { invoiceTotalRows } from './invoice-figures';

const cents = (v: string) => Math.round(Number(v) * 100);
const tax = (tipo: string, nombre: string, base: string, valor: string) => ({
  tipo,
  porcentaje: '0',
  nombre,
  base,
  valor,
});

describe('invoiceTotalRows', () => {
  it('prints one base, and base plus each tax is the total', () => {
    const rows = invoiceTotalRows({
      bruto: '63943.00',
      descuentos: '0.00',
      base: '63943.00',
      total: '76092.00',
      impuestos: [
        tax('IVA', 'IVA 19 %', '63943.00', '12149.00'),
        tax('excluido', 'Excluido de IVA', '0.00', '0.00'),
      ],
    });
    expect(rows).toEqual([
      { label: 'Base gravable', valor: '63943.00' },
      { label: 'IVA 19 %', valor: '12149.00' },
      { label: 'Total', valor: '76092.00', total: true },
    ]);
    const [base, ...taxes] = rows.filter((r) => !r.total);
    expect(cents(base?.valor ?? '0') + taxes.reduce((s, r) => s + cents(r.valor), 0)).toBe(cents('76092.00'));
  });

  it('shows the discounts between the subtotal and the base when there are some', () => {
    const rows = invoiceTotalRows({
      bruto: '170000.00',
      descuentos: '8639.00',
      base: '161361.00',
      total: '186800.00',
      impuestos: [
        tax('IVA', 'IVA 19 %', '113902.00', '21642.00'),
        tax('excluido', 'Excluido de IVA', '47459.00', '0.00'),
        tax('INC', 'INC 8 %', '47459.00', '3797.00'),
      ],
    });
    expect(rows.map((r) => r.label)).toEqual([
      'Subtotal',
      'Descuentos',
      'Base gravable',
      'IVA 19 %',
      'INC 8 %',
      'Total',
    ]);
    expect(cents('170000.00') - cents('8639.00')).toBe(cents('161361.00'));
    expect(cents('161361.00') + cents('21642.00') + cents('3797.00')).toBe(cents('186800.00'));
  });
});
