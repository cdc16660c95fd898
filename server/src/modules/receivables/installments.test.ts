import { describe, expect, it } from 'vitest';
import { planStatus } from './installments';

const plan = (aplicado: string) => ({
  id: 1,
  aplicado_inicial: '50000.00',
  aplicado,
  facturas: [{ factura_id: 3, numero: 'FE3' }],
  cuotas: [
    { numero: 1, fecha: '2026-12-01', monto: '100000.00' },
    { numero: 2, fecha: '2027-01-01', monto: '100000.00' },
  ],
});

describe('planStatus: installments covered by what was paid since the plan', () => {
  it('is editable and nothing is covered while nothing was paid since; a past date is overdue', () => {
    const s = planStatus(plan('50000.00'), '2026-12-02');
    expect(s.editable).toBe(true);
    expect(s.cuotas.map((c) => [c.pagado, c.vencida])).toEqual([
      ['0.00', true],
      ['0.00', false],
    ]);
    // Due today is not overdue yet.
    expect(planStatus(plan('50000.00'), '2026-12-01').cuotas[0]?.vencida).toBe(false);
  });

  it('covers the earliest installment first, then the next, and locks the plan', () => {
    const s = planStatus(plan('180000.00'), '2027-01-02');
    expect(s.editable).toBe(false);
    expect(s.cuotas.map((c) => [c.pagado, c.vencida])).toEqual([
      ['100000.00', false],
      ['30000.00', true],
    ]);
    expect(planStatus(plan('250000.00'), '2027-02-01').cuotas.every((c) => !c.vencida)).toBe(true);
  });
});
