import type { TCalendarData } from '@posada/contracts';
import { addDays, daysBetween } from '../../lib/clock';
import type { CalendarBarRow, CalendarPart, CalendarRoomRow, CalendarTypeRow } from './calendar.repository';

/** A range of nights [desde, hasta). */
export interface NightRange {
  desde: string;
  hasta: string;
}

interface Bar {
  desde: string;
  hasta: string | null;
  /** The bar's JSON, written once per read. */
  json: string;
}

/**
 * The tape chart of a range of nights as the database showed it in one snapshot (`txSnapshot`),
 * from which every window inside the range is cut in memory. Bars are kept by room (`h<id>`) and
 * by type for the unassigned lines (`t<id>`), so a change reads again only what it touched.
 */
export interface CalendarSnapshot extends NightRange {
  tipos: CalendarTypeRow[];
  /** The rooms' JSON array, the same for every window. */
  habitaciones: string;
  /** Room id → its type. */
  roomTypes: Map<number, number>;
  groups: Map<string, Bar[]>;
  /** The groups in the answer's order: rooms by id, then unassigned lines by type. */
  order: string[];
  /** What the reads saw (txid_current_snapshot), to ask later what changed since. */
  txSnapshot: string;
  /** When it was read (ms): the change log is kept an hour. */
  readAt: number;
}

const groupOf = (b: CalendarBarRow) =>
  b.habitacion_id === null ? `t${b.tipo_habitacion_id}` : `h${b.habitacion_id}`;

/** Rooms by id, then the types' unassigned lines by type id: the SQL's `order by habitacion_id nulls last, tipo…`. */
const ordered = (keys: Iterable<string>) =>
  [...keys].sort((a, b) => (a[0] === b[0] ? Number(a.slice(1)) - Number(b.slice(1)) : a[0] === 'h' ? -1 : 1));

function grouped(bars: CalendarBarRow[]): Map<string, Bar[]> {
  const groups = new Map<string, Bar[]>();
  for (const b of bars) {
    const key = groupOf(b);
    const list = groups.get(key) ?? [];
    if (list.length === 0) groups.set(key, list);
    list.push({ desde: b.desde, hasta: b.hasta, json: JSON.stringify(b) });
  }
  return groups;
}

export function calendarSnapshot(
  range: NightRange,
  rows: { types: CalendarTypeRow[]; rooms: CalendarRoomRow[]; bars: CalendarBarRow[] },
  read: { txSnapshot: string; readAt: number },
): CalendarSnapshot {
  const groups = grouped(rows.bars);
  return {
    ...range,
    ...read,
    tipos: rows.types,
    habitaciones: JSON.stringify(rows.rooms),
    roomTypes: new Map(rows.rooms.map((r) => [r.id, r.tipo_habitacion_id])),
    groups,
    order: ordered(groups.keys()),
  };
}

/** What a change log's keys touch: the rooms, and the types of those rooms and of the unassigned lines. */
export function partOf(snapshot: CalendarSnapshot, keys: string[]): CalendarPart {
  const rooms = new Set<number>();
  const types = new Set<number>();
  for (const key of keys) {
    const id = Number(key.slice(1));
    if (key[0] === 'h') {
      rooms.add(id);
      const type = snapshot.roomTypes.get(id);
      if (type !== undefined) types.add(type);
    } else if (key[0] === 't') types.add(id);
  }
  return { rooms: [...rooms], types: [...types] };
}

/** The snapshot with the part read again: its rooms' bars, its types' unassigned lines and free rooms. */
export function patched(
  snapshot: CalendarSnapshot,
  part: CalendarPart,
  rows: { types: CalendarTypeRow[]; bars: CalendarBarRow[] },
  read: { txSnapshot: string; readAt: number },
): CalendarSnapshot {
  const groups = new Map(snapshot.groups);
  for (const room of part.rooms) groups.delete(`h${room}`);
  for (const type of part.types) groups.delete(`t${type}`);
  for (const [key, bars] of grouped(rows.bars)) groups.set(key, bars);
  const fresh = new Map(rows.types.map((t) => [t.id, t]));
  return {
    ...snapshot,
    ...read,
    tipos: snapshot.tipos.map((t) => fresh.get(t.id) ?? t),
    groups,
    order: ordered(groups.keys()),
  };
}

/** The smallest range holding both. */
export const union = (a: NightRange, b: NightRange): NightRange => ({
  desde: a.desde < b.desde ? a.desde : b.desde,
  hasta: a.hasta > b.hasta ? a.hasta : b.hasta,
});

/** Nights per block of the ranges read: a range grows by whole blocks, not night by night. */
const BLOCK_NIGHTS = 14;
const EPOCH = '2000-01-03';

/** The range widened to whole 14-night blocks (from a fixed Monday), so nearby windows share it. */
export function aligned(r: NightRange): NightRange {
  const from = Math.floor(daysBetween(EPOCH, r.desde) / BLOCK_NIGHTS) * BLOCK_NIGHTS;
  const to = Math.ceil(daysBetween(EPOCH, r.hasta) / BLOCK_NIGHTS) * BLOCK_NIGHTS;
  return { desde: addDays(EPOCH, from), hasta: addDays(EPOCH, to) };
}

export const covers = (outer: NightRange, inner: NightRange) =>
  outer.desde <= inner.desde && inner.hasta <= outer.hasta;

export const nights = (r: NightRange) => daysBetween(r.desde, r.hasta);

/**
 * The answer of `POST /calendario` for a window inside the snapshot, as JSON text: the free rooms of
 * the window's nights, every room, the bars touching the window (a bar's nights [desde, hasta) or
 * an open block overlap it — the same test as the SQL), in the SQL's order.
 */
export function windowJson(snapshot: CalendarSnapshot, window: NightRange, hoy: string): string {
  const offset = daysBetween(snapshot.desde, window.desde);
  const count = nights(window);
  const tipos = snapshot.tipos.map((t) => ({
    id: t.id,
    nombre: t.nombre,
    libres: t.libres
      .slice(offset, offset + count)
      .map((libres, i) => ({ fecha: addDays(window.desde, i), libres })),
  }));
  const barras: string[] = [];
  for (const key of snapshot.order) {
    for (const b of snapshot.groups.get(key) ?? []) {
      if (b.desde < window.hasta && (b.hasta === null || b.hasta > window.desde)) barras.push(b.json);
    }
  }
  const head = JSON.stringify({ desde: window.desde, hasta: window.hasta, hoy, tipos } satisfies Omit<
    TCalendarData['data'],
    'habitaciones' | 'barras'
  >);
  return `{"data":${head.slice(0, -1)},"habitaciones":${snapshot.habitaciones},"barras":[${barras.join(',')}]}}`;
}
