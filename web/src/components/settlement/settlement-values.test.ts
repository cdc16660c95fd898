import { describe, expect, it } from 'vitest';
import type { SettlementPreview } from './settlement';
import {
  balanceSign,
  checkoutBody,
  invoiceBuyerId,
  payableBalance,
  type SettleValues,
  settlementBody,
  settlementReady,
} from './settlement-values';

const values = (patch: Partial<SettleValues> = {}): SettleValues => ({
  modo: 'pagar',
  pagos: [
    { forma_pago_id: '2', monto: '20000' },
    { forma_pago_id: '1', monto: '30000' },
  ],
  empresa_id: '',
  vencimiento: '2026-12-25',
  comprador: 'titular',
  cliente_id: '',
  devolucion: '',
  saldo_favor: '',
  ...patch,
});
const settled: SettlementPreview = { pagado: '50000.00', cambio: '8350.00', error: null, completo: true };
const short: SettlementPreview = { ...settled, cambio: '0.00', error: 'Faltan $ 1', completo: false };

describe('the check-out form', () => {
  it('reads the sign of the balance exactly', () => {
    expect(balanceSign('0.01')).toBe(1);
    expect(balanceSign('-0.01')).toBe(-1);
    expect(balanceSign('0.00')).toBe(0);
  });

  it('pays a balance owed with the payment lines, ids and amounts as the API takes them', () => {
    expect(checkoutBody(12, '41650.00', values(), 'clave-1')).toEqual({
      habitacion_id: 12,
      pagos: [
        { forma_pago_id: 2, monto: '20000' },
        { forma_pago_id: 1, monto: '30000' },
      ],
    });
    expect(settlementReady('41650.00', values(), settled)).toBe(true);
    expect(settlementReady('41650.00', values(), short)).toBe(false);
  });

  it('charges the balance to a company on credit, with its due date and no payments nor buyer', () => {
    const credit = values({ modo: 'credito', empresa_id: '6', comprador: 'consumidor_final' });
    expect(checkoutBody(12, '41650.00', credit, 'clave-1')).toEqual({
      habitacion_id: 12,
      credito: { empresa_id: 6, vencimiento: '2026-12-25' },
    });
    expect(settlementReady('41650.00', credit, short)).toBe(true);
    expect(settlementReady('41650.00', values({ modo: 'credito' }), settled)).toBe(false);
  });

  it('gives a balance in the guest’s favour back with one method, under the idempotency key', () => {
    const refund = values({ devolucion: '1' });
    expect(checkoutBody(12, '-178500.00', refund, 'clave-1')).toEqual({
      habitacion_id: 12,
      liquidacion: { forma_pago_id: 1, idempotency_key: 'clave-1' },
    });
    expect(settlementReady('-178500.00', values(), settled)).toBe(false);
    expect(settlementReady('-178500.00', refund, short)).toBe(true);
  });

  it('sends nothing to settle on a settled account, and the buyer when it is not the guest', () => {
    expect(checkoutBody(12, '0.00', values({ comprador: 'consumidor_final' }), 'k')).toEqual({
      habitacion_id: 12,
      consumidor_final: true,
    });
    expect(checkoutBody(12, '0.00', values({ comprador: 'otro', cliente_id: '8' }), 'k')).toEqual({
      habitacion_id: 12,
      cliente_id: 8,
    });
    expect(settlementReady('0.00', values({ comprador: 'otro' }), short)).toBe(false);
    expect(settlementReady('0.00', values(), short)).toBe(true);
  });
});

describe('the client the invoice is made out to (checked for electronic invoicing before the check-out)', () => {
  it('is the holder by default, another client when chosen, none for the final consumer', () => {
    expect(invoiceBuyerId('50000', values(), 4)).toBe(4);
    expect(invoiceBuyerId('50000', values({ comprador: 'otro', cliente_id: '9' }), 4)).toBe(9);
    expect(invoiceBuyerId('50000', values({ comprador: 'otro' }), 4)).toBe(4);
    expect(invoiceBuyerId('50000', values({ comprador: 'consumidor_final' }), 4)).toBeNull();
  });

  it('is the company on credit while something is owed', () => {
    const credit = values({ modo: 'credito', empresa_id: '12', comprador: 'consumidor_final' });
    expect(invoiceBuyerId('50000', credit, 4)).toBe(12);
    expect(invoiceBuyerId('50000', values({ modo: 'credito' }), 4)).toBeNull();
    // Nothing owed: no credit, the holder is billed.
    expect(invoiceBuyerId('0.00', values({ modo: 'credito', empresa_id: '12' }), 4)).toBe(4);
  });
});

describe('the balance in favour in a settlement ("Saldo a favor")', () => {
  it('pays first: the lines settle the rest, blank lines are left out', () => {
    const v = values({
      saldo_favor: '30000',
      pagos: [
        { forma_pago_id: '1', monto: '20000' },
        { forma_pago_id: '', monto: '' },
      ],
    });
    expect(payableBalance('50000', v)).toBe('20000.00');
    expect(settlementBody('50000', v)).toEqual({
      pagos: [{ forma_pago_id: 1, monto: '20000' }],
      saldo_favor: '30000',
    });
    // All of it paid by the balance: no payment line at all.
    const all = values({ saldo_favor: '50000', pagos: [{ forma_pago_id: '', monto: '' }] });
    expect(settlementBody('50000', all)).toEqual({ pagos: [], saldo_favor: '50000' });
  });

  it('is not sent on credit, to the final consumer, or with nothing owed', () => {
    expect(
      settlementBody('50000', values({ saldo_favor: '1', modo: 'credito', empresa_id: '3' })),
    ).not.toHaveProperty('saldo_favor');
    expect(
      settlementBody('50000', values({ saldo_favor: '1', comprador: 'consumidor_final' })),
    ).not.toHaveProperty('saldo_favor');
    expect(payableBalance('0.00', values({ saldo_favor: '1' }))).toBe('0.00');
  });
});
