import type { TCalendarData } from '@posada/contracts';
import { addDays, daysBetween } from '../../../lib/clock';
import type { CalendarBarRow, CalendarRoomRow, CalendarTypeRow } from './calendar.repository';

/** Some rooms and types of a hotel: what changed since a read (`partOf`). */
export interface CalendarPart {
  rooms: number[];
  types: number[];
}

/** A range of nights [desde, hasta). */
export interface NightRange {
  desde: string;
  hasta: string;
}

interface Bar {
  /** Its nights [from, to) counted from the snapshot's first night; an open block never ends. */
  from: number;
  to: number;
  /** A stay's or an assigned line's claim on its room's nights (a block is not a claim). */
  claim: boolean;
  /** An open maintenance block: its room is not for sale on any night (the availability count's rule). */
  open: boolean;
  /** The bar's JSON, encoded once per read: a window is a concatenation of bytes. */
  json: Buffer;
}

/**
 * The tape chart of a range of nights as the database showed it in one snapshot (`txSnapshot`),
 * from which every window inside the range is cut in memory. Bars are kept by room (`h<id>`) and
 * by type for the unassigned lines (`t<id>`), so a change reads again only what it touched; the
 * free rooms per type and night are counted from them, not read.
 */
export interface CalendarSnapshot extends NightRange {
  tipos: CalendarTypeRow[];
  rooms: CalendarRoomRow[];
  /** The rooms' JSON array, the same for every window. */
  habitaciones: Buffer;
  groups: Map<string, Bar[]>;
  /** The groups in the answer's order: rooms by id, then unassigned lines by type. */
  order: string[];
  /**
   * Room ids where a window's bars start a new part (`windowParts`): every ROOMS_PER_PART of the
   * hotel's rooms, fixed for the snapshot's life so a change leaves the other parts as they were.
   */
  cuts: number[];
  /** Type id → its free rooms on each night of the range. */
  libres: Map<number, number[]>;
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

function grouped(range: NightRange, bars: CalendarBarRow[]): Map<string, Bar[]> {
  const groups = new Map<string, Bar[]>();
  for (const b of bars) {
    const key = groupOf(b);
    const list = groups.get(key) ?? [];
    if (list.length === 0) groups.set(key, list);
    list.push({
      from: daysBetween(range.desde, b.desde),
      to: b.hasta === null ? Number.POSITIVE_INFINITY : daysBetween(range.desde, b.hasta),
      claim: b.clase !== 'mantenimiento' && b.habitacion_id !== null,
      open: b.clase === 'mantenimiento' && b.hasta === null,
      json: Buffer.from(JSON.stringify(b)),
    });
  }
  return groups;
}

/**
 * The free rooms of each type on each night of the range, the count of `freeNightsCtes` (and of
 * the quota's `tipo_noches_libres`): the type's active rooms without an open block and without a
 * claim that night, minus its unassigned lines to come that night, never below 0. A room's open
 * block is among its bars even when it starts after the range (`CalendarRepository.bars`).
 */
function freeRooms(s: Omit<CalendarSnapshot, 'libres' | 'txSnapshot' | 'readAt'>): Map<number, number[]> {
  const count = nights(s);
  const free = new Map(s.tipos.map((t) => [t.id, new Array<number>(count).fill(0)]));
  const claimed = new Uint8Array(count);
  for (const room of s.rooms) {
    const row = free.get(room.tipo_habitacion_id);
    const bars = s.groups.get(`h${room.id}`) ?? [];
    if (!row || bars.some((bar) => bar.open)) continue;
    claimed.fill(0);
    for (const bar of bars) if (bar.claim) claimed.fill(1, Math.max(0, bar.from), Math.min(count, bar.to));
    for (let i = 0; i < count; i++) if (claimed[i] === 0) row[i] = (row[i] ?? 0) + 1;
  }
  for (const [type, row] of free) {
    for (const line of s.groups.get(`t${type}`) ?? []) {
      for (let i = Math.max(0, line.from); i < Math.min(count, line.to); i++) row[i] = (row[i] ?? 0) - 1;
    }
    for (let i = 0; i < count; i++) row[i] = Math.max(0, row[i] ?? 0);
  }
  return free;
}

function counted(s: Omit<CalendarSnapshot, 'libres'>): CalendarSnapshot {
  return { ...s, libres: freeRooms(s) };
}

/** Rooms per part of a window's bars: a change compresses again about a month of 32 rooms' bars. */
const ROOMS_PER_PART = 32;

export function calendarSnapshot(
  range: NightRange,
  rows: { types: CalendarTypeRow[]; rooms: CalendarRoomRow[]; bars: CalendarBarRow[] },
  read: { txSnapshot: string; readAt: number },
): CalendarSnapshot {
  const groups = grouped(range, rows.bars);
  const ids = rows.rooms.map((r) => r.id).sort((a, b) => a - b);
  return counted({
    ...range,
    ...read,
    tipos: rows.types,
    rooms: rows.rooms,
    habitaciones: Buffer.from(JSON.stringify(rows.rooms)),
    groups,
    order: ordered(groups.keys()),
    cuts: ids.filter((_, i) => i > 0 && i % ROOMS_PER_PART === 0),
  });
}

/** What a change log's keys touch: rooms (`h<id>`) and types' unassigned lines (`t<id>`). */
export function partOf(keys: string[]): CalendarPart {
  const part: CalendarPart = { rooms: [], types: [] };
  for (const key of keys) {
    if (key[0] === 'h') part.rooms.push(Number(key.slice(1)));
    else if (key[0] === 't') part.types.push(Number(key.slice(1)));
  }
  return part;
}

/** The snapshot with the part read again: its rooms' bars and blocks, its types' unassigned lines. */
export function patched(
  snapshot: CalendarSnapshot,
  part: CalendarPart,
  bars: CalendarBarRow[],
  read: { txSnapshot: string; readAt: number },
): CalendarSnapshot {
  const groups = new Map(snapshot.groups);
  for (const room of part.rooms) groups.delete(`h${room}`);
  for (const type of part.types) groups.delete(`t${type}`);
  for (const [key, list] of grouped(snapshot, bars)) groups.set(key, list);
  return counted({ ...snapshot, ...read, groups, order: ordered(groups.keys()) });
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
 * The answer of `POST /calendario` for a window inside the snapshot, as parts of UTF-8 JSON to lay
 * end to end: the free rooms of the window's nights, every room, the bars touching the window (a
 * bar's nights [desde, hasta) or an open block overlap it — the same test as the SQL), in the
 * SQL's order. The bars come in parts of ROOMS_PER_PART rooms (the unassigned lines last), each
 * made of the bars' bytes written at the read: after a change only the parts of the rooms it
 * touched (and the free rooms) are other buffers, and only those are compressed again.
 */
export function windowParts(snapshot: CalendarSnapshot, window: NightRange, hoy: string): Buffer[][] {
  const offset = daysBetween(snapshot.desde, window.desde);
  const end = offset + nights(window);
  const tipos = snapshot.tipos.map((t) => ({
    id: t.id,
    nombre: t.nombre,
    libres: (snapshot.libres.get(t.id) ?? [])
      .slice(offset, end)
      .map((libres, i) => ({ fecha: addDays(window.desde, i), libres })),
  }));
  const head = JSON.stringify({ desde: window.desde, hasta: window.hasta, hoy, tipos } satisfies Omit<
    TCalendarData['data'],
    'habitaciones' | 'barras'
  >);
  // One part per run of rooms between cuts, then one for the unassigned lines; `order` is sorted.
  const bars: Buffer[][] = Array.from({ length: snapshot.cuts.length + 2 }, () => []);
  let cut = 0;
  let first = true;
  for (const key of snapshot.order) {
    const room = key[0] === 'h' ? Number(key.slice(1)) : Number.POSITIVE_INFINITY;
    while (cut < snapshot.cuts.length && room >= (snapshot.cuts[cut] ?? 0)) cut++;
    const part = bars[room === Number.POSITIVE_INFINITY ? bars.length - 1 : cut] ?? [];
    for (const b of snapshot.groups.get(key) ?? []) {
      if (b.from < end && b.to > offset) {
        if (!first) part.push(COMMA);
        part.push(b.json);
        first = false;
      }
    }
  }
  return [
    [Buffer.from(`{"data":${head.slice(0, -1)},"habitaciones":`)],
    [snapshot.habitaciones, BARS],
    ...bars,
    [END],
  ];
}

const COMMA = Buffer.from(',');
const BARS = Buffer.from(',"barras":[');
const END = Buffer.from(']}}');
