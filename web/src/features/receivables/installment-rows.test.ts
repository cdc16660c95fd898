import { describe, expect, it } from 'vitest';
import { evenInstallments } from './installment-rows';

describe('evenInstallments', () => {
  it('splits in whole pesos month by month, the last taking the rest', () => {
    expect(evenInstallments('100000.50', 3, '2026-01-31')).toEqual([
      { fecha: '2026-01-31', monto: '33333.00' },
      { fecha: '2026-02-28', monto: '33333.00' },
      { fecha: '2026-03-31', monto: '33334.50' },
    ]);
    expect(evenInstallments('21000', 2, '2026-12-20')).toEqual([
      { fecha: '2026-12-20', monto: '10500.00' },
      { fecha: '2027-01-20', monto: '10500.00' },
    ]);
  });
});
