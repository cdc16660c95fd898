/**
 * MinCIT's PMS service for the TRA (`POST /one/` for the main guest, `/two/` for each companion,
 * header `Authorization: token <token>`) behind a transport: an injected `fetch`-like function.
 * Every call answers a typed result — the card's `code`, or a failure that says whether sending
 * again can help. The token lives only inside the closure: no result, failure message or exchange
 * record carries it, and an answer that echoes it is masked.
 */
import type { TTraCompanionPayload, TTraMainPayload } from './model';

export const MINCIT_BASE_URL = 'https://pms.mincit.gov.co';

/** What the client needs of `fetch`: the global one fits, and so does a test double. */
export type TMincitTransport = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

export type TMincitFailureKind =
  | 'rejected' // 400: MinCIT refused the data (its answer does not say which field)
  | 'token-refused' // 401/403: the hotel must request a new token
  | 'timeout'
  | 'network'
  | 'server' // 5xx, 408, 429
  | 'http' // any other status
  | 'invalid-response'; // 2xx without a code

export interface TMincitFailure {
  kind: TMincitFailureKind;
  /** Whether the same request may succeed later (the queue's back-off decides when). */
  retryable: boolean;
  status?: number;
  /** For the stay's screen and the submission log, in Spanish. */
  message: string;
  /** MinCIT's answer as it came (cut to 2000 characters, the token masked), when there was one. */
  body?: string;
}

export type TMincitResult =
  | { ok: true; code: string; status: number }
  | { ok: false; failure: TMincitFailure };

/** One call as the submission log keeps it: no header, so no token. */
export interface TMincitExchange {
  path: '/one/' | '/two/';
  payload: TTraMainPayload | TTraCompanionPayload;
  status: number | null;
  answer: string | null;
  ms: number;
}

export interface TMincitClientOptions {
  token: string;
  baseUrl?: string;
  transport?: TMincitTransport;
  /** MinCIT's own web form is slow at peak hours; past this, the call counts as a timeout. */
  timeoutMs?: number;
  /** Sees every exchange, for the log of submissions. */
  onExchange?: (exchange: TMincitExchange) => void;
}

const RETRYABLE_STATUS = new Set([408, 429]);
const MAX_BODY = 2000;

const failure = (f: TMincitFailure): TMincitResult => ({ ok: false, failure: f });

/** The card's code: MinCIT answers a number (`{"code": 991}`); kept as text for `padre`. */
function readCode(text: string): string | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('code' in parsed)) return null;
    const { code } = parsed as { code: unknown };
    if (typeof code === 'number' && Number.isFinite(code)) return String(code);
    if (typeof code === 'string' && code.trim() !== '') return code.trim();
    return null;
  } catch {
    return null;
  }
}

export function createMincitClient(options: TMincitClientOptions) {
  const token = options.token.trim();
  if (token === '') throw new Error('Falta el token de la TRA del hotel');
  const baseUrl = (options.baseUrl ?? MINCIT_BASE_URL).replace(/\/+$/, '');
  const transport: TMincitTransport = options.transport ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const mask = (text: string) => text.split(token).join('***').slice(0, MAX_BODY);

  async function post(
    path: TMincitExchange['path'],
    payload: TTraMainPayload | TTraCompanionPayload,
  ): Promise<TMincitResult> {
    const started = Date.now();
    const record = (status: number | null, answer: string | null) =>
      options.onExchange?.({ path, payload, status, answer, ms: Date.now() - started });
    let status: number;
    let text: string;
    try {
      const response = await transport(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `token ${token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = mask(await response.text());
    } catch (error) {
      // The transport's own message is never passed on: a library may print the request's headers.
      record(null, null);
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        return failure({
          kind: 'timeout',
          retryable: true,
          message: `MinCIT no respondió en ${(timeoutMs / 1000).toLocaleString('es-CO')} s`,
        });
      }
      return failure({ kind: 'network', retryable: true, message: 'No fue posible conectarse con MinCIT' });
    }
    record(status, text);
    if (status >= 200 && status < 300) {
      const code = readCode(text);
      if (code !== null) return { ok: true, code, status };
      // Sending again could register the guest twice: someone must look at the TRA portal first.
      return failure({
        kind: 'invalid-response',
        retryable: false,
        status,
        message:
          'MinCIT aceptó el envío sin devolver el código de la tarjeta; verifique en el portal de la TRA',
        body: text,
      });
    }
    if (status === 400) {
      return failure({
        kind: 'rejected',
        retryable: false,
        status,
        message: 'MinCIT rechazó los datos de la tarjeta (su respuesta no indica el campo)',
        body: text,
      });
    }
    if (status === 401 || status === 403) {
      return failure({
        kind: 'token-refused',
        retryable: false,
        status,
        message: 'MinCIT rechazó el token de la TRA: solicite uno nuevo con el RNT del hotel',
        body: text,
      });
    }
    const server = status >= 500 || RETRYABLE_STATUS.has(status);
    return failure({
      kind: server ? 'server' : 'http',
      retryable: server,
      status,
      message: `MinCIT respondió con el estado HTTP ${status}`,
      body: text,
    });
  }

  return {
    /** The main guest: the answer's `code` is the `padre` of every companion. */
    sendMain: (payload: TTraMainPayload) => post('/one/', payload),
    sendCompanion: (payload: TTraCompanionPayload) => post('/two/', payload),
  };
}

export type TMincitClient = ReturnType<typeof createMincitClient>;
