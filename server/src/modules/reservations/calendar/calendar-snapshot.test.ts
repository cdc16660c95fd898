import { describe, expect, it } from 'vitest';
import type { CalendarBarRow } from './calendar.repository';
import { aligned, calendarSnapshot, partOf, patched, union, windowParts } from './calendar-snapshot';

/** The window's answer as the parts laid end to end make it. */
const windowJson = (...args: Parameters<typeof windowParts>) =>
  Buffer.concat(windowParts(...args).flat()).toString();

const bar = (id: number, desde: string, hasta: string | null): CalendarBarRow => ({
  clase: hasta ? 'reserva' : 'mantenimiento',
  id,
  reserva_id: hasta ? id : null,
  habitacion_id: 7,
  tipo_habitacion_id: 1,
  desde,
  hasta,
  estado: hasta ? 'Confirmada' : 'Mantenimiento',
  titulo: `B${id}`,
  adultos: null,
  ninos: null,
  tarifa_id: null,
});

const snapshot = calendarSnapshot(
  { desde: '2026-12-01', hasta: '2026-12-11' },
  {
    types: [{ id: 1, nombre: 'Doble' }],
    rooms: [{ id: 7, numero: '101', piso: 1, tipo_habitacion_id: 1 }],
    bars: [
      bar(1, '2026-11-28', '2026-12-03'), // ends the night before the window
      bar(2, '2026-12-02', '2026-12-05'), // ends the window's first night
      bar(3, '2026-12-04', '2026-12-06'), // inside
      bar(4, '2026-12-06', '2026-12-09'), // starts the night after the window
      bar(5, '2026-12-01', null), // open block
    ],
  },
  { txSnapshot: '10:10:', readAt: 0 },
);

describe('a calendar window cut from a wider snapshot', () => {
  const { data } = JSON.parse(
    windowJson(snapshot, { desde: '2026-12-04', hasta: '2026-12-06' }, '2026-12-01'),
  );

  it('answers the window, its business date and its nights’ free rooms', () => {
    expect(data.desde).toBe('2026-12-04');
    expect(data.hasta).toBe('2026-12-06');
    expect(data.hoy).toBe('2026-12-01');
    expect(data.tipos).toEqual([
      {
        id: 1,
        nombre: 'Doble',
        libres: [
          { fecha: '2026-12-04', libres: 0 },
          { fecha: '2026-12-05', libres: 0 },
        ],
      },
    ]);
    expect(data.habitaciones).toEqual([{ id: 7, numero: '101', piso: 1, tipo_habitacion_id: 1 }]);
  });

  it('keeps the bars whose nights touch the window (open blocks too), in order, whole', () => {
    expect(data.barras.map((b: CalendarBarRow) => b.id)).toEqual([2, 3, 5]);
    expect(data.barras[0]).toEqual(bar(2, '2026-12-02', '2026-12-05'));
  });
});

describe('the range read for windows', () => {
  it('grows by whole 14-night blocks from a fixed Monday', () => {
    // 2026-11-30 is a Monday 14 × 360 nights after 2000-01-03.
    expect(aligned({ desde: '2026-12-01', hasta: '2026-12-02' })).toEqual({
      desde: '2026-11-30',
      hasta: '2026-12-14',
    });
    expect(aligned({ desde: '2026-11-30', hasta: '2026-12-14' })).toEqual({
      desde: '2026-11-30',
      hasta: '2026-12-14',
    });
    expect(aligned({ desde: '2026-11-29', hasta: '2026-12-15' })).toEqual({
      desde: '2026-11-16',
      hasta: '2026-12-28',
    });
  });
});

describe('union of night ranges', () => {
  it('is the smallest range holding both', () => {
    expect(
      union({ desde: '2026-12-04', hasta: '2026-12-06' }, { desde: '2026-12-01', hasta: '2026-12-05' }),
    ).toEqual({
      desde: '2026-12-01',
      hasta: '2026-12-06',
    });
  });
});

describe('the free rooms counted from the snapshot', () => {
  const line = (id: number, type: number, desde: string, hasta: string): CalendarBarRow => ({
    ...bar(id, desde, hasta),
    habitacion_id: null,
    tipo_habitacion_id: type,
  });
  const counted = calendarSnapshot(
    { desde: '2026-12-01', hasta: '2026-12-05' },
    {
      types: [
        { id: 1, nombre: 'Doble' },
        { id: 2, nombre: 'Suite' },
        { id: 3, nombre: 'Cerrado' },
      ],
      rooms: [
        { id: 7, numero: '101', piso: 1, tipo_habitacion_id: 1 },
        { id: 8, numero: '102', piso: 1, tipo_habitacion_id: 1 },
        { id: 9, numero: '103', piso: 1, tipo_habitacion_id: 1 },
        { id: 11, numero: '104', piso: 1, tipo_habitacion_id: 1 },
        { id: 10, numero: '201', piso: 2, tipo_habitacion_id: 2 },
      ],
      bars: [
        bar(1, '2026-11-30', '2026-12-02'), // room 7: its first night
        bar(2, '2026-12-02', '2026-12-04'), // room 7: the next two
        { ...bar(3, '2026-12-03', '2026-12-04'), habitacion_id: 8 }, // an overbooked room counts once
        { ...bar(4, '2026-12-03', '2026-12-05'), habitacion_id: 8 },
        { ...bar(5, '2026-12-01', '2026-12-02'), habitacion_id: 8, clase: 'mantenimiento' }, // a closed block
        { ...bar(6, '2026-12-09', null), habitacion_id: 9 }, // room 9's open block, even from after the range
        { ...bar(12, '2026-12-06', '2026-12-09'), habitacion_id: 11 }, // after the range
        line(20, 1, '2026-12-01', '2026-12-03'),
        line(21, 1, '2026-12-04', '2026-12-06'),
        line(22, 1, '2026-12-04', '2026-12-06'),
        line(23, 1, '2026-12-04', '2026-12-06'),
        line(24, 2, '2026-12-02', '2026-12-03'),
      ],
    },
    { txSnapshot: '10:10:', readAt: 0 },
  );

  it('counts active rooms without an open block or a claim, minus unassigned lines, never below 0', () => {
    expect(Object.fromEntries(counted.libres)).toEqual({
      1: [1, 1, 1, 0],
      2: [1, 0, 1, 1],
      3: [0, 0, 0, 0],
    });
  });

  it('counts again after a part is read: a block closed, a claim added', () => {
    const after = patched(
      counted,
      { rooms: [9, 11], types: [] },
      [{ ...bar(13, '2026-12-01', '2026-12-02'), habitacion_id: 11 }],
      { txSnapshot: '12:12:', readAt: 1 },
    );
    expect(after.libres.get(1)).toEqual([1, 2, 2, 0]);
    expect(counted.libres.get(1)).toEqual([1, 1, 1, 0]);
  });
});

describe('a snapshot brought up to date by part', () => {
  const two = calendarSnapshot(
    { desde: '2026-12-01', hasta: '2026-12-03' },
    {
      types: [
        { id: 1, nombre: 'Doble' },
        { id: 2, nombre: 'Suite' },
      ],
      rooms: [
        { id: 7, numero: '101', piso: 1, tipo_habitacion_id: 1 },
        { id: 8, numero: '201', piso: 2, tipo_habitacion_id: 2 },
        { id: 9, numero: '202', piso: 2, tipo_habitacion_id: 2 },
      ],
      bars: [
        { ...bar(1, '2026-12-01', '2026-12-02'), habitacion_id: 7 },
        { ...bar(2, '2026-12-01', '2026-12-02'), habitacion_id: 8, tipo_habitacion_id: 2 },
        { ...bar(3, '2026-12-02', '2026-12-03'), habitacion_id: null, tipo_habitacion_id: 2 },
      ],
    },
    { txSnapshot: '10:10:', readAt: 0 },
  );

  it('takes the changed rooms and the types whose unassigned lines changed', () => {
    expect(partOf(['h7'])).toEqual({ rooms: [7], types: [] });
    expect(partOf(['t2', 'h8'])).toEqual({ rooms: [8], types: [2] });
  });

  it('replaces only the part read again, keeps the answer in the SQL order', () => {
    const after = patched(
      two,
      { rooms: [7], types: [] },
      [
        { ...bar(4, '2026-12-01', '2026-12-03'), habitacion_id: 7 },
        { ...bar(5, '2026-12-02', null), habitacion_id: 7 },
      ],
      { txSnapshot: '12:12:', readAt: 1 },
    );
    const libres = (s: typeof two) =>
      JSON.parse(windowJson(s, s, '2026-12-01')).data.tipos.map((t: { libres: { libres: number }[] }) =>
        t.libres.map((n) => n.libres),
      );
    const { data } = JSON.parse(
      windowJson(after, { desde: '2026-12-01', hasta: '2026-12-03' }, '2026-12-01'),
    );
    expect(data.barras.map((b: CalendarBarRow) => b.id)).toEqual([4, 5, 2, 3]);
    expect(libres(two)).toEqual([
      [0, 1],
      [1, 1],
    ]);
    expect(libres(after)).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(after.txSnapshot).toBe('12:12:');
    // The snapshot it came from is left as it was (a request still cutting from it is not disturbed).
    expect(
      JSON.parse(windowJson(two, two, '2026-12-01')).data.barras.map((b: CalendarBarRow) => b.id),
    ).toEqual([1, 2, 3]);
  });
});

describe('a window in parts', () => {
  const rooms = Array.from({ length: 70 }, (_, i) => ({
    id: 100 + i,
    numero: String(100 + i),
    piso: 1,
    tipo_habitacion_id: 1,
  }));
  const many = calendarSnapshot(
    { desde: '2026-12-01', hasta: '2026-12-05' },
    {
      types: [{ id: 1, nombre: 'Doble' }],
      rooms,
      bars: [
        ...rooms.map((r) => ({ ...bar(r.id, '2026-12-01', '2026-12-03'), habitacion_id: r.id })),
        { ...bar(900, '2026-12-02', '2026-12-04'), habitacion_id: null },
      ],
    },
    { txSnapshot: '10:10:', readAt: 0 },
  );
  const window = { desde: '2026-12-01', hasta: '2026-12-05' };

  it('cuts the bars every 32 rooms, the unassigned lines apart, the same JSON as one piece', () => {
    const parts = windowParts(many, window, '2026-12-01');
    // Head, rooms, three runs of rooms (32, 32, 6), the unassigned lines, the end.
    expect(parts).toHaveLength(7);
    const data = JSON.parse(Buffer.concat(parts.flat()).toString()).data;
    expect(data.barras.map((b: CalendarBarRow) => b.id)).toEqual([...rooms.map((r) => r.id), 900]);
  });

  it('after a change of one room, gives the same buffers for the parts it did not touch', () => {
    const before = windowParts(many, window, '2026-12-01');
    const after = windowParts(
      patched(
        many,
        { rooms: [140], types: [] },
        [{ ...bar(140, '2026-12-01', '2026-12-02'), habitacion_id: 140 }],
        { txSnapshot: '11:11:', readAt: 1 },
      ),
      window,
      '2026-12-01',
    );
    const same = (a: Buffer[] | undefined, b: Buffer[] | undefined) =>
      a?.length === b?.length && (a ?? []).every((x, i) => x === b?.[i]);
    expect(after.map((part, i) => same(part, before[i]))).toEqual([
      false,
      true,
      true,
      false,
      true,
      true,
      true,
    ]);
  });
});
