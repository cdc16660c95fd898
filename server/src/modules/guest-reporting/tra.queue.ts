import type { TMincitExchange, TMincitFailure } from './tra/client';
import type { TTraSendOutcome } from './tra/send';

/** Attempts before a retryable failure (a timeout, a 5xx) stops being retried on its own. */
export const TRA_MAX_ATTEMPTS = 10;

/** What the queue keeps of one pass over a stay: its new state and what MinCIT registered. */
export interface TTraPassResult {
  estado: 'enviado' | 'pendiente' | 'error';
  codigo_principal: string | null;
  acompanantes_enviados: number[];
  mensaje: string | null;
  /** Tried again after the queue's back-off (pendiente). */
  retry: boolean;
}

/**
 * The state after a pass: sent when the main guest has a code and every companion was
 * registered; otherwise the first failure decides — retried with back-off when MinCIT may answer
 * later, an error for the staff when it refused (data, token) or answered without a code.
 */
export function traPassResult(
  outcome: TTraSendOutcome,
  alreadySent: readonly number[],
  attempts: number,
): TTraPassResult {
  const sent = new Set(alreadySent);
  const failures: TMincitFailure[] = [];
  if (outcome.main && !outcome.main.ok) failures.push(outcome.main.failure);
  for (const c of outcome.companions) {
    if (!('sent' in c)) continue;
    if (c.sent.ok) sent.add(c.ref);
    else failures.push(c.sent.failure);
  }
  const base = { codigo_principal: outcome.mainCode, acompanantes_enviados: [...sent].sort((a, b) => a - b) };
  const [first] = failures;
  if (!first) return { ...base, estado: 'enviado', mensaje: null, retry: false };
  if (first.retryable && attempts < TRA_MAX_ATTEMPTS) {
    return { ...base, estado: 'pendiente', mensaje: first.message, retry: true };
  }
  const gaveUp = first.retryable ? ` (sin respuesta después de ${attempts} intentos)` : '';
  return { ...base, estado: 'error', mensaje: `${first.message}${gaveUp}`, retry: false };
}

/** One call as the submission log keeps it: who was sent (the body carries no token), the answer. */
export function logRow(stayId: number, at: Date, exchange: TMincitExchange) {
  const resumen: Record<string, string> = {};
  for (const [key, value] of Object.entries(exchange.payload)) resumen[key] = String(value);
  return {
    estancia_id: stayId,
    fecha: at,
    ruta: exchange.path,
    resumen,
    estado_http: exchange.status,
    respuesta: exchange.answer,
    duracion_ms: Math.round(exchange.ms),
  };
}

/** The log's one line per call: document, names and, for a companion, its parent's code. */
export function logSummary(resumen: Record<string, string>): string {
  const who = [
    resumen.tipo_identificacion,
    resumen.numero_identificacion,
    '—',
    resumen.nombres,
    resumen.apellidos,
  ]
    .filter(Boolean)
    .join(' ');
  return resumen.padre ? `${who} (acompañante de ${resumen.padre})` : who;
}
