import { formatCOP } from '../../lib/format';

/** One field of a history entry: its value before and after the change (absent = '—'). */
export interface HistoryChange {
  campo: string;
  antes: string;
  despues: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Fields of money in a history entry: shown as pesos. */
const moneyFields = new Set(['total', 'pagado', 'monto', 'deposito', 'penalidad', 'devolucion', 'retenido']);

/** A stored value as a person reads it: dates dd/mm/yyyy, money in pesos, lists joined, objects compact. */
export function historyValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (moneyFields.has(field) && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) {
    return formatCOP(value, 0);
  }
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'string') {
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('/') : value;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => historyValue(v)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${historyValue(v)}`)
    .join('; ');
}

/**
 * The fields a history entry changed: every key of `antes` or `despues` whose value differs, in
 * the order they first appear; an object on both sides (a line) is compared field by field
 * ('linea.habitacion_id'), so a change of room does not show the whole line twice. A side that is
 * not an object (or absent) counts as empty; an entry with no before (a creation) lists only its
 * plain, filled fields, not its ids nor the lines and deposits written out (the detail shows those).
 */
export function historyChanges(antes: unknown, despues: unknown, prefix = ''): HistoryChange[] {
  const before = isRecord(antes) ? antes : {};
  const after = isRecord(despues) ? despues : {};
  const created = !isRecord(antes);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((k) => {
    const [a, b] = [before[k], after[k]];
    if (JSON.stringify(a) === JSON.stringify(b)) return [];
    // A creation: what a person reads of it, not its ids, timestamps, empty fields or lists.
    if (created && (typeof b === 'object' || k === 'id' || k.endsWith('_id') || k === 'created_at'))
      return [];
    if (isRecord(a) && isRecord(b)) return historyChanges(a, b, `${prefix}${k}.`);
    return [{ campo: `${prefix}${k}`, antes: historyValue(a, k), despues: historyValue(b, k) }];
  });
}
