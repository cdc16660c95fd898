import type { PaymentGroup } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { type PaymentLine, previewSettlement } from './settlement';

const groups: Record<string, PaymentGroup> = { '1': 'efectivo', '2': 'tarjetas', '3': 'transferencia' };
const groupOf = (id: string) => groups[id];
const line = (forma_pago_id: string, monto: string): PaymentLine => ({ forma_pago_id, monto });
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ');

describe('previewing the payments of a balance', () => {
  it('covers the balance by card and the rest in cash, with the change of the cash', () => {
    const s = previewSettlement('41650.00', [line('2', '20000'), line('1', '30000')], groupOf);
    expect(s).toEqual({ pagado: '50000.00', cambio: '8350.00', error: null, completo: true });
  });

  it('says what is still missing while the lines do not cover the balance', () => {
    const s = previewSettlement('100000.50', [line('2', '60000'), line('1', '40000')], groupOf);
    expect(s.pagado).toBe('100000.00');
    expect(plain(s.error)).toBe('Faltan $ 0,5 para cubrir el saldo de $ 100.000,5');
    expect(s.completo).toBe(false);
  });

  it('adds cents exactly, where floats would not', () => {
    const s = previewSettlement('0.30', [line('1', '0.10'), line('3', '0.20')], groupOf);
    expect(s).toMatchObject({ pagado: '0.30', cambio: '0.00', completo: true });
  });

  it('refuses card and transfer above the balance: change comes only from cash', () => {
    const s = previewSettlement('50000', [line('2', '30000'), line('3', '30000')], groupOf);
    expect(s.error).toMatch(/no pueden superar el saldo/);
    expect(s.completo).toBe(false);
  });

  it('waits for every line to have a method and an amount above zero', () => {
    expect(previewSettlement('10000', [line('', '10000')], groupOf).error).toMatch(/medio de pago/);
    expect(previewSettlement('10000', [line('1', '10000'), line('2', '')], groupOf).error).toMatch(/valor/);
    expect(previewSettlement('10000', [line('1', '10000'), line('2', '0')], groupOf).completo).toBe(false);
  });

  it('has nothing to collect on a settled account', () => {
    expect(previewSettlement('0.00', [], groupOf)).toMatchObject({
      pagado: '0.00',
      completo: true,
      error: null,
    });
    expect(previewSettlement('10.00', [], groupOf).completo).toBe(false);
  });
});
