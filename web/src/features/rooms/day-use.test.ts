import { describe, expect, it } from 'vitest';
import { balanceWithDayUse, dayUseBody, dayUseChoices, type LeavingToday } from './day-use';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const sameDay: LeavingToday = {
  salida: '2026-11-20',
  noches: 0,
  ajuste: '0.00',
  saldo: '23800.00',
  uso_dia: { tarifa: '119000.00', configurado: '60000.00' },
};

describe('the day use of a check-out on the arrival day (issue 32, item 6)', () => {
  it('offers no charge, the hotel’s amount and the night’s rate, with their pesos', () => {
    expect(dayUseChoices(sameDay).map((c) => [c.value, plain(c.label)])).toEqual([
      ['ninguno', 'Sin cargo (0 noches)'],
      ['configurado', 'Uso del día del hotel: $ 60.000'],
      ['tarifa', 'Tarifa de una noche: $ 119.000'],
    ]);
    const unset = { ...sameDay, uso_dia: { tarifa: '119000.00', configurado: null } };
    expect(dayUseChoices(unset).map((c) => c.value)).toEqual(['ninguno', 'tarifa']);
    expect(dayUseChoices({ ...sameDay, noches: 1, uso_dia: null })).toEqual([]);
  });

  it('adds the chosen charge to what the guest pays, and to the body', () => {
    expect(balanceWithDayUse(sameDay, 'ninguno')).toBe('23800.00');
    expect(balanceWithDayUse(sameDay, 'configurado')).toBe('83800.00');
    expect(balanceWithDayUse(sameDay, 'tarifa')).toBe('142800.00');
    expect(dayUseBody('ninguno')).toEqual({});
    expect(dayUseBody('tarifa')).toEqual({ uso_dia: 'tarifa' });
  });
});
