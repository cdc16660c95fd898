import { describe, expect, it } from 'vitest';
import { settleWithChange } from './cash-change';
import { amountDue, invoiceThreshold, saleDocumentFor, suggestedTip } from './sale-figures';

describe('the point of sale’s figures', () => {
  it('puts the invoice threshold at 5 UVT (2026: 5 × 52.374 = 261.870)', () => {
    expect(invoiceThreshold('52374')).toBe('261870.00');
  });

  it('issues a tiquete POS up to 5 UVT before taxes and a factura above, or when asked', () => {
    const umbral = invoiceThreshold('52374');
    const doc = (subtotal: string, pedido?: 'factura' | 'pos') =>
      saleDocumentFor({ habitacion: false, pedido, subtotal, umbral });
    expect(doc('261870.00')).toBe('pos');
    expect(doc('261870.01')).toBe('factura');
    expect(doc('1000', 'factura')).toBe('factura');
    // Asking for a ticket does not avoid the invoice above the threshold.
    expect(doc('300000', 'pos')).toBe('factura');
    expect(saleDocumentFor({ habitacion: true, pedido: 'factura', subtotal: '900000', umbral })).toBe(
      'habitacion',
    );
  });

  it('suggests a 10 % tip of the value before taxes, to the whole peso', () => {
    expect(suggestedTip('11018.52')).toBe('1102.00');
    expect(suggestedTip('20000')).toBe('2000.00');
    expect(suggestedTip('0')).toBe('0.00');
  });

  it('adds the tip to what is due, outside the taxed total', () => {
    expect(amountDue('11900.00', '1102')).toBe('13002.00');
    expect(amountDue('11900.00', null)).toBe('11900.00');
  });

  it('gives change only from cash, and refuses payments short of the total and the tip', () => {
    const due = amountDue('23800', '0');
    const paid = settleWithChange(due, [
      { grupo: 'tarjetas', monto: '10000' },
      { grupo: 'efectivo', monto: '20000' },
    ]);
    expect(paid).toMatchObject({ ok: true, cambio: '6200.00', aplicado: ['10000.00', '13800.00'] });
    expect(settleWithChange(amountDue('11900', '1190'), [{ grupo: 'efectivo', monto: '11900' }]).ok).toBe(
      false,
    );
  });
});
