import type { TCalendarBar, TCalendarData } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../app/contrast';
import { barFills } from './calendar-colors';
import { barKey, buildRows, COUNTS_HEIGHT, LANE_HEIGHT, ROW_HEIGHT, rowAt } from './rows';

const bar = (
  id: number,
  habitacion_id: number | null,
  desde: string,
  hasta: string | null,
): TCalendarBar => ({
  clase: 'reserva',
  id,
  reserva_id: id,
  habitacion_id,
  tipo_habitacion_id: 1,
  desde,
  hasta,
  estado: 'Confirmada',
  titulo: `Huésped ${id}`,
  adultos: 1,
  ninos: 0,
  tarifa_id: null,
});

const data = (barras: TCalendarBar[]): TCalendarData['data'] => ({
  desde: '2026-12-01',
  hasta: '2026-12-05',
  hoy: '2026-12-01',
  tipos: [
    {
      id: 1,
      nombre: 'Doble',
      libres: ['01', '02', '03', '04'].map((d) => ({ fecha: `2026-12-${d}`, libres: 1 })),
    },
  ],
  habitaciones: [
    { id: 10, numero: '101', piso: 1, tipo_habitacion_id: 1 },
    { id: 11, numero: '201', piso: 2, tipo_habitacion_id: 1 },
  ],
  barras,
});

describe('the chart’s rows', () => {
  it('puts each type’s unassigned row, with a sub-lane per overlapping line, before its rooms', () => {
    const { rows, offsets, total } = buildRows(
      data([
        bar(1, 10, '2026-12-02', '2026-12-04'),
        bar(2, null, '2026-12-01', '2026-12-03'),
        bar(3, null, '2026-12-02', '2026-12-04'),
        bar(4, null, '2026-12-03', '2026-12-05'),
        bar(5, 11, '2026-12-08', '2026-12-09'),
      ]),
    );
    expect(rows.map((r) => r.key)).toEqual(['tipo-1', 'habitacion-10', 'habitacion-11']);
    const [unassigned, room] = rows;
    expect(unassigned?.height).toBe(COUNTS_HEIGHT + 2 * LANE_HEIGHT);
    expect(unassigned?.bars.map((b) => [b.bar.id, b.top])).toEqual([
      [2, COUNTS_HEIGHT],
      [3, COUNTS_HEIGHT + LANE_HEIGHT],
      [4, COUNTS_HEIGHT],
    ]);
    expect(room?.bars.map((b) => [b.bar.id, b.span.start, b.span.nights])).toEqual([[1, 1, 2]]);
    expect(rows[2]?.bars).toEqual([]);
    expect(offsets).toEqual([
      0,
      COUNTS_HEIGHT + 2 * LANE_HEIGHT,
      COUNTS_HEIGHT + 2 * LANE_HEIGHT + ROW_HEIGHT,
    ]);
    expect(total).toBe(COUNTS_HEIGHT + 2 * LANE_HEIGHT + 2 * ROW_HEIGHT);
    expect(rows[1]?.target).toEqual({ tipo_habitacion_id: 1, habitacion_id: 10 });
    expect(unassigned?.target).toEqual({ tipo_habitacion_id: 1, habitacion_id: null });
  });

  it('draws a bar where a pending move put it', () => {
    const moving = bar(1, 10, '2026-12-02', '2026-12-04');
    const { rows } = buildRows(
      data([moving]),
      new Map([[barKey(moving), { ...moving, habitacion_id: 11, desde: '2026-12-03', hasta: '2026-12-05' }]]),
    );
    expect(rows[1]?.bars).toEqual([]);
    expect(rows[2]?.bars.map((b) => b.span)).toEqual([{ start: 2, nights: 2, before: false, after: false }]);
  });

  it('gives overbooked bars of one room (sobreventa) their own lanes, so both show', () => {
    const { rows } = buildRows(
      data([bar(1, 10, '2026-12-01', '2026-12-03'), bar(2, 10, '2026-12-02', '2026-12-04')]),
    );
    const room = rows[1];
    expect(room?.height).toBe(2 * LANE_HEIGHT + 6);
    expect(room?.laneHeight).toBe(LANE_HEIGHT);
    expect(room?.bars.map((b) => [b.bar.id, b.top])).toEqual([
      [1, 0],
      [2, LANE_HEIGHT],
    ]);
    expect(rows[2]?.height).toBe(ROW_HEIGHT);
  });

  it('finds the row under a vertical offset', () => {
    const offsets = [0, 76, 110, 144];
    expect(rowAt(offsets, 0)).toBe(0);
    expect(rowAt(offsets, 75)).toBe(0);
    expect(rowAt(offsets, 76)).toBe(1);
    expect(rowAt(offsets, 143)).toBe(2);
    expect(rowAt(offsets, 9999)).toBe(3);
    expect(rowAt(offsets, -20)).toBe(0);
  });

  it('fills every bar with a colour white text reads on at 4.5:1 or more', () => {
    for (const [estado, fill] of Object.entries(barFills)) {
      expect(contrastRatio('#ffffff', fill), estado).toBeGreaterThanOrEqual(4.5);
    }
  });
});
