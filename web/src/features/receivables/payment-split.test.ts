import { describe, expect, it } from 'vitest';
import { paymentSplit } from './payment-split';

const base = { monto: '', retenciones: [], favor: '', saldo: '261800.00', anticipo: false };

describe('paymentSplit: what the payment form checks', () => {
  it('refuses above the balance unless the excess is kept as an advance', () => {
    const over = paymentSplit({ ...base, monto: '300000' });
    expect(over).toMatchObject({ total: '300000.00', above: true, anticipo: '0.00' });
    const kept = paymentSplit({ ...base, monto: '300000', anticipo: true });
    expect(kept).toMatchObject({ above: false, anticipo: '38200.00', advanceAboveMoney: false });
  });

  it('keeps all the money as the advance when nothing is owed, but never the withholdings', () => {
    expect(paymentSplit({ ...base, saldo: '0.00', monto: '50000', anticipo: true }).anticipo).toBe(
      '50000.00',
    );
    expect(
      paymentSplit({ ...base, saldo: '0.00', monto: '1000', retenciones: ['100'], anticipo: true })
        .advanceAboveMoney,
    ).toBe(true);
  });

  it('counts the balance in favour used as paid, and not together with an advance', () => {
    const used = paymentSplit({ ...base, favor: '38200', monto: '0' });
    expect(used).toMatchObject({ total: '38200.00', above: false });
    expect(paymentSplit({ ...base, favor: '1', monto: '1', anticipo: true }).favorAndAdvance).toBe(true);
  });

  it('with chosen amounts: exact without an advance, what they leave is the advance with it', () => {
    expect(paymentSplit({ ...base, monto: '100000', applied: ['60000'] }).mismatch).toBe(true);
    expect(paymentSplit({ ...base, monto: '100000', applied: ['100000'] }).mismatch).toBe(false);
    const kept = paymentSplit({ ...base, monto: '100000', applied: ['60000'], anticipo: true });
    expect(kept).toMatchObject({ mismatch: false, anticipo: '40000.00' });
    expect(paymentSplit({ ...base, monto: '1', applied: ['60000'], anticipo: true }).mismatch).toBe(true);
  });
});
