import type { TCalendarBar, TCalendarData } from '@posada/contracts';
import type { KeyboardEvent, PointerEvent } from 'react';
import { type Span, spanIn } from './calendar-dates';
import type { DropTarget } from './drop';
import { packLanes } from './lanes';

type Data = TCalendarData['data'];
type Room = Data['habitaciones'][number];
type RoomType = Data['tipos'][number];

/** What a row's cells and bars do, the same functions for every render (rows are memoised). */
export interface RowActions {
  startSelection: (event: PointerEvent, rowIndex: number) => void;
  startBarDrag: (event: PointerEvent, bar: TCalendarBar, rowIndex: number, mode: 'move' | 'stretch') => void;
  barKeyDown: (event: KeyboardEvent, bar: TCalendarBar, rowIndex: number) => void;
  open: (reservaId: number) => void;
  show: (bar: TCalendarBar, element: HTMLElement | null) => void;
}

/** Heights in pixels: a room, one sub-lane of unassigned lines, the free counts above them. */
export const ROW_HEIGHT = 34;
export const LANE_HEIGHT = 28;
export const COUNTS_HEIGHT = 20;

export interface PlacedBar {
  bar: TCalendarBar;
  span: Span;
  /** Pixels from the row's top. */
  top: number;
}

interface RowBase {
  key: string;
  height: number;
  /** The height of one bar's lane: a room's bars share its row unless they overlap. */
  laneHeight: number;
  bars: PlacedBar[];
  target: DropTarget;
}
export interface TypeRow extends RowBase {
  kind: 'tipo';
  tipo: RoomType;
}
export interface RoomRow extends RowBase {
  kind: 'habitacion';
  room: Room;
  tipo: string;
}
export type CalendarRow = TypeRow | RoomRow;

export const barKey = (bar: TCalendarBar) => `${bar.clase}-${bar.id}`;

/**
 * The chart's rows: per room type (in the server's order) its unassigned row — the free rooms of
 * each night above the lines without a room, packed into sub-lanes — then its rooms by floor and
 * number, each with the bars of the window. `override` draws a bar somewhere else (a move waiting
 * for the server's answer).
 */
export function buildRows(
  data: Data,
  override: ReadonlyMap<string, TCalendarBar> = new Map(),
): { rows: CalendarRow[]; offsets: number[]; total: number } {
  const days = data.tipos[0]?.libres.length ?? 0;
  const byRoom = new Map<number, TCalendarBar[]>();
  const unassigned = new Map<number, TCalendarBar[]>();
  for (const original of data.barras) {
    const bar = override.get(barKey(original)) ?? original;
    const [map, id] =
      bar.habitacion_id === null ? [unassigned, bar.tipo_habitacion_id] : [byRoom, bar.habitacion_id];
    const list = map.get(id);
    if (list) list.push(bar);
    else map.set(id, [bar]);
  }
  const place = (bars: readonly TCalendarBar[], top: (bar: TCalendarBar) => number): PlacedBar[] =>
    bars.flatMap((bar) => {
      const span = spanIn(data.desde, days, bar.desde, bar.hasta);
      return span ? [{ bar, span, top: top(bar) }] : [];
    });

  const rows: CalendarRow[] = [];
  for (const tipo of data.tipos) {
    const lines = (unassigned.get(tipo.id) ?? []).filter((b) => spanIn(data.desde, days, b.desde, b.hasta));
    const { lane, lanes } = packLanes(lines);
    rows.push({
      kind: 'tipo',
      key: `tipo-${tipo.id}`,
      tipo,
      height: COUNTS_HEIGHT + Math.max(1, lanes) * LANE_HEIGHT,
      laneHeight: LANE_HEIGHT,
      bars: place(lines, (bar) => COUNTS_HEIGHT + (lane.get(bar) ?? 0) * LANE_HEIGHT),
      target: { tipo_habitacion_id: tipo.id, habitacion_id: null },
    });
    for (const room of data.habitaciones) {
      if (room.tipo_habitacion_id !== tipo.id) continue;
      // An overbooked room (sobreventa) has bars over the same nights: each gets its own lane.
      const bars = byRoom.get(room.id) ?? [];
      const { lane, lanes } = packLanes(bars);
      const overlapped = lanes > 1;
      rows.push({
        kind: 'habitacion',
        key: `habitacion-${room.id}`,
        room,
        tipo: tipo.nombre,
        height: overlapped ? lanes * LANE_HEIGHT + 6 : ROW_HEIGHT,
        laneHeight: overlapped ? LANE_HEIGHT : ROW_HEIGHT,
        bars: place(bars, (bar) => (overlapped ? (lane.get(bar) ?? 0) * LANE_HEIGHT : 0)),
        target: { tipo_habitacion_id: room.tipo_habitacion_id, habitacion_id: room.id },
      });
    }
  }
  const offsets: number[] = [];
  let total = 0;
  for (const row of rows) {
    offsets.push(total);
    total += row.height;
  }
  return { rows, offsets, total };
}

/** The row under a vertical offset into the rows (binary search over their tops). */
export function rowAt(offsets: readonly number[], y: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((offsets[mid] ?? 0) <= y) lo = mid;
    else hi = mid - 1;
  }
  return Math.max(0, lo);
}
