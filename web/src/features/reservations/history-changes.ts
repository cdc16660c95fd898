import { type ReservationChannel, reservationChannels } from '@posada/contracts';
import { formatCOP, formatDateTime } from '../../lib/format';

/** One fact of a history entry, in words: what it is, its value before and after ('—': none). */
export interface HistoryChange {
  campo: string;
  antes: string;
  despues: string;
}

/** What the formatter knows of the booking to name its lines and rooms. */
export interface HistoryContext {
  /** A line (`reservas.id`) as the screen names it: "habitación 2". */
  lineName?: (id: number) => string;
  /** A room (`habitaciones.id`) by its number, when the booking knows it. */
  roomName?: (id: number) => string | undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The booking's and its lines' fields, as a person calls them. */
const labels: Record<string, string> = {
  cliente: 'Titular',
  documento: 'Documento del titular',
  canal: 'Canal',
  agencia: 'Agencia',
  agencia_referencia: 'Referencia de la agencia',
  observaciones: 'Observaciones',
  estado: 'Estado',
  llegada: 'Llegada',
  salida: 'Salida',
  total: 'Total',
  pagado: 'Pagado',
  tipo: 'Tipo de habitación',
  habitacion: 'Habitación',
  tarifa_nombre: 'Tarifa',
  adultos: 'Adultos',
  ninos: 'Niños',
  vence_at: 'Vence',
  sobreventa: 'Sobreventa',
  motivo: 'Motivo',
  motivo_cancelacion: 'Motivo de la cancelación',
  cancelada_at: 'Cancelada el',
  cancelada_por: 'Cancelada por',
  monto: 'Valor',
  deposito: 'Anticipo recibido',
  penalidad: 'Penalidad',
  devolucion: 'Devuelto',
  retenido: 'Retenido',
  anticipos: 'Anticipos aplicados',
  cierre: 'Cierre del día',
};

/** Amounts in pesos. */
const moneyFields = new Set(['total', 'pagado', 'monto', 'deposito', 'penalidad', 'devolucion', 'retenido']);
/**
 * What a person does not read: ids (the names beside them say it), record stamps, flags computed
 * from today's date, and the lines and deposits a creation writes out (the detail shows those).
 */
const hidden = (key: string) =>
  key === 'id' ||
  key.endsWith('_id') ||
  ['created_at', 'llega_hoy', 'sale_hoy', 'historial', 'linea'].includes(key);

const MONEY = /^-?\d+(\.\d+)?$/;
const pesos = (value: string) => formatCOP(value, 0);

/** A stored value as a person reads it: dates dd/mm/yyyy, money in pesos, lists joined. */
export function historyValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (moneyFields.has(field) && typeof value === 'string' && MONEY.test(value)) return pesos(value);
  if (field === 'canal' && typeof value === 'string') {
    return reservationChannels[value as ReservationChannel] ?? value;
  }
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('/');
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
    return value;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    // Money moved (anticipos applied at check-in): their amounts.
    if (value.every((v) => isRecord(v) && typeof v.monto === 'string')) {
      return value.map((v) => historyValue((v as { monto: string }).monto, 'monto')).join(' + ');
    }
    return value.map((v) => historyValue(v)).join(', ');
  }
  // An object left over: its readable fields, named.
  return Object.entries(value as Record<string, unknown>)
    .filter(([k]) => !hidden(k))
    .map(([k, v]) => `${labels[k] ?? k.replaceAll('_', ' ')}: ${historyValue(v, k)}`)
    .join('; ');
}

interface Night {
  fecha: string;
  base: string;
}
const nightsOf = (v: unknown): Night[] =>
  Array.isArray(v) ? v.filter((n): n is Night => isRecord(n) && typeof n.base === 'string') : [];

/** The price of a line's nights before taxes: one price, or the lowest and highest. */
function nightPrice(nights: Night[]): string {
  if (nights.length === 0) return '—';
  const prices = [...new Set(nights.map((n) => n.base))].sort((a, b) => Number(a) - Number(b));
  const [low = '0', high = low] = [prices[0], prices.at(-1)];
  return low === high ? pesos(low) : `${pesos(low)} a ${pesos(high)}`;
}

/** A line's nights before and after: how many, and their price (what "linea.noches" meant). */
function nightChanges(before: unknown, after: unknown): HistoryChange[] {
  const [a, b] = [nightsOf(before), nightsOf(after)];
  const rows: HistoryChange[] = [];
  if (a.length !== b.length)
    rows.push({ campo: 'Noches', antes: String(a.length), despues: String(b.length) });
  const [pa, pb] = [nightPrice(a), nightPrice(b)];
  if (pa !== pb) rows.push({ campo: 'Precio por noche (sin impuestos)', antes: pa, despues: pb });
  return rows;
}

/**
 * The lines a change names (`lineas: [{ id, estado }]` of a cancellation or reinstatement, or the
 * ids of an overbooking): one row per line and field that changed, or the lines named.
 */
function lineChanges(before: unknown, after: unknown, ctx: HistoryContext): HistoryChange[] {
  const name = (id: unknown) => (typeof id === 'number' && ctx.lineName ? ctx.lineName(id) : `línea ${id}`);
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  if (list(after).every((v) => typeof v === 'number') && list(before).every((v) => typeof v === 'number')) {
    // The lines a job's entry acted on: its title names the line already.
    if (before === undefined) return [];
    const names = (v: unknown) => list(v).map(name).join(', ') || '—';
    return names(before) === names(after)
      ? []
      : [{ campo: 'Habitaciones', antes: names(before), despues: names(after) }];
  }
  const byId = (v: unknown) => new Map(list(v).flatMap((l) => (isRecord(l) ? [[l.id, l] as const] : [])));
  const [a, b] = [byId(before), byId(after)];
  return [...new Set([...a.keys(), ...b.keys()])].flatMap((id) =>
    historyChanges(a.get(id) ?? {}, b.get(id) ?? {}, ctx).map((c) => ({
      ...c,
      campo: `${c.campo} de la ${name(id)}`,
    })),
  );
}

/**
 * What a history entry changed, in words and pesos: every field of `antes` or `despues` whose
 * value differs, in the order they first appear, named as a person calls it. A line on both sides
 * is compared field by field; its nights become how many and their price; the lines a
 * cancellation names become one row per line. An entry with no before (a creation) lists only its
 * plain, filled fields — not its ids, nor the lines and deposits written out (the detail shows those).
 */
export function historyChanges(antes: unknown, despues: unknown, ctx: HistoryContext = {}): HistoryChange[] {
  const before = isRecord(antes) ? antes : {};
  const after = isRecord(despues) ? despues : {};
  const created = !isRecord(antes);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((k): HistoryChange[] => {
    const [a, b] = [before[k], after[k]];
    if (JSON.stringify(a) === JSON.stringify(b)) return [];
    // A field only the before names is what the entry was about (a job's line), not a change.
    if (!created && !(k in after)) return [];
    if (k === 'linea' && isRecord(a) && isRecord(b)) return historyChanges(a, b, ctx);
    if (created && (typeof b === 'object' || hidden(k))) return [];
    if (k === 'noches') return nightChanges(a, b);
    if (k === 'lineas') return lineChanges(a, b, ctx);
    // A room given by its id only (a check-in): by its number when the booking knows it.
    if (k === 'habitacion_id' && !('habitacion' in after)) {
      const room = (v: unknown) => (typeof v === 'number' ? (ctx.roomName?.(v) ?? `n.º ${v}`) : '—');
      return [{ campo: 'Habitación', antes: room(a), despues: room(b) }];
    }
    // The holder changed (its id is what the change keeps).
    if (k === 'cliente_id') {
      const client = (v: unknown) => (typeof v === 'number' ? `cliente n.º ${v}` : '—');
      return [{ campo: 'Titular', antes: client(a), despues: client(b) }];
    }
    if (hidden(k)) return [];
    return [
      { campo: labels[k] ?? k.replaceAll('_', ' '), antes: historyValue(a, k), despues: historyValue(b, k) },
    ];
  });
}
