import type { TSale, TSaleBody } from '@posada/contracts';
import { ApiError } from '../../lib/api';
import type { OrderLine } from './order';

/**
 * Sales typed while the server is unreachable, kept in this browser (localStorage) with the
 * Idempotency-Key they were first sent with, and sent again with that same key when the server
 * answers: the server answers a repeated key with the first sale, so a sale that did arrive before
 * the connection dropped is not sold twice, and one that did not is sold once. Nothing fiscal is
 * made here: the document and its number exist only once the server has answered.
 *
 * Each sale belongs to the hotel and the user who typed it (its payments go into that user's
 * register), so a screen sees and sends only its own user's sales of its hotel.
 */
export const PENDING_SALES_KEY = 'posada.ventas-pendientes';

export interface PendingSale {
  /** The sale's Idempotency-Key: the same on every attempt. */
  key: string;
  hotel_id: number;
  usuario_id: number;
  punto_venta: string;
  /** ventaCrear's body exactly as it was first sent. */
  body: TSaleBody;
  /** What was sold, to recognize it on the list: "2 × Cerveza nacional, 1 × Agua sin gas". */
  resumen: string;
  /** The order's lines as the screen held them: a refused sale goes back into the order as typed. */
  pedido: OrderLine[];
  /** The total the screen showed when it was collected (null when it could not be priced). */
  total: string | null;
  /** When it was typed (ISO). */
  creada: string;
  /** `rechazada`: the server answered and refused it (its message kept); nothing was written. */
  estado: 'pendiente' | 'rechazada';
  mensaje: string | null;
  intentos: number;
}

export interface QueueScope {
  hotel_id: number;
  usuario_id: number;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function readAll(): PendingSale[] {
  try {
    const raw = localStorage.getItem(PENDING_SALES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as PendingSale[]) : [];
  } catch {
    return [];
  }
}

/** Writes the whole queue; throws when the browser refuses (storage full or disabled). */
function writeAll(sales: readonly PendingSale[]): void {
  if (sales.length === 0) localStorage.removeItem(PENDING_SALES_KEY);
  else localStorage.setItem(PENDING_SALES_KEY, JSON.stringify(sales));
  notify();
}

const inScope = (scope: QueueScope) => (s: PendingSale) =>
  s.hotel_id === scope.hotel_id && s.usuario_id === scope.usuario_id;

/** The scope's kept sales, oldest first. */
export const pendingSales = (scope: QueueScope): PendingSale[] => readAll().filter(inScope(scope));

/**
 * Keeps a sale the server did not receive. The same key kept twice stays once (a second tap on a
 * sale already kept). Throws when the browser cannot store it: the caller then keeps the order on
 * screen as typed, so nothing is lost.
 */
export function keepPending(sale: Omit<PendingSale, 'estado' | 'mensaje' | 'intentos' | 'creada'>): void {
  const all = readAll();
  if (all.some((s) => s.key === sale.key)) return;
  writeAll([
    ...all,
    { ...sale, creada: new Date().toISOString(), estado: 'pendiente', mensaje: null, intentos: 0 },
  ]);
}

/** "2 × Cerveza nacional, 1 × Agua sin gas". */
export const summaryOf = (lines: readonly OrderLine[]) =>
  lines.map((l) => `${Number(l.cantidad)} × ${l.product.nombre}`).join(', ');

/**
 * Keeps the sale the screen could not send (the order's lines, the body and key it was sent with,
 * what was collected): true when kept, false when the browser could not store it (the caller keeps
 * the order on screen with the error).
 */
export function keepUnsent(sale: {
  scope: QueueScope;
  key: string;
  body: TSaleBody;
  punto_venta: string;
  pedido: OrderLine[];
  total: string | null;
}): boolean {
  try {
    keepPending({
      key: sale.key,
      ...sale.scope,
      punto_venta: sale.punto_venta,
      body: sale.body,
      resumen: summaryOf(sale.pedido),
      pedido: sale.pedido,
      total: sale.total,
    });
    return true;
  } catch {
    return false;
  }
}

function update(key: string, change: (sale: PendingSale) => PendingSale | null): void {
  const all = readAll();
  if (!all.some((s) => s.key === key)) return;
  writeAll(all.flatMap((s) => (s.key === key ? (change(s) ?? []) : [s])));
}

/** A refused sale is sent again (after the cashier opened the register, say), with its key. */
export const retryRefused = (key: string) =>
  update(key, (s) => ({ ...s, estado: 'pendiente', mensaje: null }));

/** Removes a sale the server refused, on the cashier's word (nothing of it was written). */
export const discardRefused = (key: string) => update(key, (s) => (s.estado === 'rechazada' ? null : s));

/**
 * No answer from the server: no connection (status 0), or a proxy in front of it saying it is
 * down or not answering (502, 503, 504). A 4xx (or another 5xx) is an answer.
 */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof ApiError && [0, 502, 503, 504].includes(error.status);

export interface SendReport {
  sent: { sale: PendingSale; answer: TSale }[];
  refused: PendingSale[];
  /** The server still did not answer: the rest wait for the next attempt. */
  unreachable: boolean;
}

let sending: Promise<SendReport> | null = null;

/**
 * Sends the scope's pending sales, oldest first, each with its own key (`send` posts ventaCrear).
 * An answered sale leaves the queue; a refusal (4xx) stays, marked with the server's message;
 * no answer stops the round (the next sales would not get one either); an expired session (401)
 * and a server error keep the sale pending for the next round. One round at a time per tab.
 */
export function sendPending(
  scope: QueueScope,
  send: (key: string, body: TSaleBody) => Promise<TSale>,
): Promise<SendReport> {
  sending ??= sendRound(scope, send).finally(() => {
    sending = null;
  });
  return sending;
}

async function sendRound(
  scope: QueueScope,
  send: (key: string, body: TSaleBody) => Promise<TSale>,
): Promise<SendReport> {
  const report: SendReport = { sent: [], refused: [], unreachable: false };
  for (const sale of pendingSales(scope).filter((s) => s.estado === 'pendiente')) {
    try {
      const answer = await send(sale.key, sale.body);
      update(sale.key, () => null);
      report.sent.push({ sale, answer });
    } catch (error) {
      if (isUnreachable(error)) {
        update(sale.key, (s) => ({ ...s, intentos: s.intentos + 1 }));
        report.unreachable = true;
        break;
      }
      const status = error instanceof ApiError ? error.status : 0;
      const mensaje = error instanceof Error ? error.message : String(error);
      if (status >= 400 && status < 500 && status !== 401) {
        update(sale.key, (s) => ({ ...s, estado: 'rechazada', mensaje, intentos: s.intentos + 1 }));
        report.refused.push({ ...sale, estado: 'rechazada', mensaje });
      } else {
        // 401 (log in again) or a server error: it stays pending, the message shown beside it.
        update(sale.key, (s) => ({ ...s, mensaje, intentos: s.intentos + 1 }));
      }
    }
  }
  return report;
}

/** For useSyncExternalStore: this tab's changes and another tab's (the `storage` event). */
export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === PENDING_SALES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The raw stored queue, a stable snapshot for useSyncExternalStore. */
export function pendingSnapshot(): string {
  try {
    return localStorage.getItem(PENDING_SALES_KEY) ?? '';
  } catch {
    return '';
  }
}
