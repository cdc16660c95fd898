import { describe, expect, it } from 'vitest';
import { settleWithChange } from './cash-change';

describe('settling a balance with change for cash', () => {
  it('gives change from the cash when a card pays part and the cash exceeds the rest', () => {
    const r = settleWithChange('186450', [
      { grupo: 'tarjetas', monto: '100000' },
      { grupo: 'efectivo', monto: '100000' },
    ]);
    expect(r).toEqual({
      ok: true,
      recibido: '200000.00',
      cambio: '13550.00',
      aplicado: ['100000.00', '86450.00'],
    });
  });

  it('settles exactly without change', () => {
    expect(settleWithChange('50000.50', [{ grupo: 'transferencia', monto: '50000.50' }])).toEqual({
      ok: true,
      recibido: '50000.50',
      cambio: '0.00',
      aplicado: ['50000.50'],
    });
  });

  it('takes the change from several cash payments, the last first', () => {
    const r = settleWithChange('10000', [
      { grupo: 'efectivo', monto: '8000' },
      { grupo: 'efectivo', monto: '5000' },
    ]);
    expect(r).toMatchObject({ ok: true, cambio: '3000.00', aplicado: ['8000.00', '2000.00'] });
  });

  it('refuses cards or transfers above the balance, even together', () => {
    const r = settleWithChange('100000', [
      { grupo: 'tarjetas', monto: '60000' },
      { grupo: 'transferencia', monto: '50000' },
    ]);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toBe(
      'Los pagos con tarjeta o transferencia ($ 110.000) no pueden superar el saldo ($ 100.000)',
    );
  });

  it('refuses payments short of the balance and non-positive amounts', () => {
    expect(settleWithChange('100000', [{ grupo: 'efectivo', monto: '99999.99' }])).toEqual({
      ok: false,
      error: 'Faltan $ 0,01 para cubrir el saldo de $ 100.000',
    });
    expect(settleWithChange('100', [{ grupo: 'efectivo', monto: '0' }]).ok).toBe(false);
  });
});
