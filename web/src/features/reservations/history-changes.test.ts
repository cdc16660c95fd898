import { describe, expect, it } from 'vitest';
import { historyChanges, historyValue } from './history-changes';

describe('historyChanges', () => {
  it('lists only the fields that changed, before and after', () => {
    expect(
      historyChanges(
        { estado: 'Confirmada', habitacion_id: 12, llegada: '2026-12-01' },
        { estado: 'Check-in', habitacion_id: 12, estancia_id: 7 },
      ),
    ).toEqual([
      { campo: 'estado', antes: 'Confirmada', despues: 'Check-in' },
      { campo: 'llegada', antes: '01/12/2026', despues: '—' },
      { campo: 'estancia_id', antes: '—', despues: '7' },
    ]);
  });

  it('compares a line on both sides field by field', () => {
    const line = { id: 3, habitacion_id: null, noches: [{ fecha: '2026-12-01', total: '178500.00' }] };
    expect(historyChanges({ linea: line }, { linea: { ...line, habitacion_id: 8 } })).toEqual([
      { campo: 'linea.habitacion_id', antes: '—', despues: '8' },
    ]);
  });

  it('reads a missing side (a creation, an entry of the job) as empty', () => {
    expect(
      historyChanges(null, {
        id: 4,
        cliente_id: 2,
        motivo: 'Viaje aplazado',
        agencia: null,
        created_at: '2026-12-01T15:00:00Z',
        lineas: [{ id: 1 }],
      }),
    ).toEqual([{ campo: 'motivo', antes: '—', despues: 'Viaje aplazado' }]);
    expect(historyChanges(undefined, undefined)).toEqual([]);
  });
});

describe('historyValue', () => {
  it('shows lists, objects and booleans as text', () => {
    expect(historyValue([3, 4])).toBe('3, 4');
    expect(historyValue({ monto: '150000.00', forma_pago_id: 1 })).toBe('monto: 150000.00; forma_pago_id: 1');
    expect(historyValue(false)).toBe('no');
    expect(historyValue([])).toBe('—');
    expect(historyValue('90500.00', 'devolucion')).toMatch(/^\$\s90\.500$/);
  });
});
