/**
 * A local stand-in for MinCIT's PMS service of the TRA (`POST /one/`, `POST /two/`), for the tests:
 * a real HTTP server on a free loopback port that checks the token and every field and answers as
 * MinCIT does — 201 `{"code": N}`, 400 with a message that names no field, 401 for a token it does
 * not know — or, as each test sets it, late (a timeout) or with any status. It records what it got.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TFakeMincitBehaviour =
  | { kind: 'validate' }
  | { kind: 'timeout'; ms: number }
  | { kind: 'status'; status: number; body: string };

export interface TFakeMincitReceived {
  path: string;
  authorization: string | undefined;
  body: unknown;
  /** What the fake answered (0 while it holds the answer back), and why it refused. */
  status: number;
  refusal?: string;
}

export interface TFakeMincit {
  url: string;
  token: string;
  behave(behaviour: TFakeMincitBehaviour): void;
  received: TFakeMincitReceived[];
  close(): Promise<void>;
}

const IDENTITY = [
  'tipo_identificacion',
  'numero_identificacion',
  'nombres',
  'apellidos',
  'cuidad_residencia',
  'cuidad_procedencia',
  'numero_habitacion',
  'check_in',
  'check_out',
];
const MAIN_FIELDS = [
  ...IDENTITY,
  'motivo',
  'numero_acompanantes',
  'tipo_acomodacion',
  'costo',
  'nombre_establecimiento',
  'rnt_establecimiento',
];
const DOCUMENT_LABELS = new Set(['C.C', 'C.E', 'T.I', 'R.C', 'Pasaporte']);
const FORMATS: Record<string, RegExp> = {
  check_in: /^\d{4}-\d{2}-\d{2}$/,
  check_out: /^\d{4}-\d{2}-\d{2}$/,
  costo: /^\d+$/,
  numero_acompanantes: /^\d+$/,
  rnt_establecimiento: /^\d{1,20}$/,
};

/** Why the body is refused, or null: every field present, text, well formed. */
function refusal(body: unknown, fields: string[], codes: Set<string>): string | null {
  if (typeof body !== 'object' || body === null) return 'el cuerpo no es un objeto JSON';
  const record = body as Record<string, unknown>;
  for (const field of fields) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '') return `${field} falta o no es texto`;
    if (FORMATS[field] && !FORMATS[field].test(value)) return `${field} mal formado: ${value}`;
  }
  if (!DOCUMENT_LABELS.has(String(record.tipo_identificacion))) return 'tipo_identificacion desconocido';
  if (String(record.check_out) < String(record.check_in)) return 'check_out antes de check_in';
  if (fields.includes('padre') && !codes.has(String(record.padre))) {
    return `padre ${String(record.padre)} no es una tarjeta registrada`;
  }
  return null;
}

export async function startFakeMincit(
  token = 'tok-3f9a1c2e-7b4d-4e8f-9a6b-5c1d2e3f4a5b',
): Promise<TFakeMincit> {
  const received: TFakeMincitReceived[] = [];
  const codes = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let nextCode = 991;
  let behaviour: TFakeMincitBehaviour = { kind: 'validate' };

  function answer(req: IncomingMessage, raw: string): { status: number; body: string; refusal?: string } {
    const auth = req.headers.authorization ?? '';
    const [scheme = '', given = ''] = auth.split(' ');
    if (scheme.toLowerCase() !== 'token' || given !== token) {
      return { status: 401, body: JSON.stringify({ detail: 'Token inválido.' }), refusal: 'token' };
    }
    const path = req.url ?? '';
    if (req.method !== 'POST' || (path !== '/one/' && path !== '/two/')) {
      return { status: 404, body: JSON.stringify({ detail: 'No encontrado.' }) };
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return { status: 400, body: JSON.stringify({ error: 'JSON inválido' }), refusal: 'json' };
    }
    const fields = path === '/one/' ? MAIN_FIELDS : [...IDENTITY, 'padre'];
    const why = refusal(body, fields, codes);
    // MinCIT's refusal does not say which field failed: neither does the fake's answer.
    if (why) return { status: 400, body: JSON.stringify({ error: 'No se pudo registrar' }), refusal: why };
    const code = nextCode++;
    codes.add(String(code));
    return { status: 201, body: JSON.stringify({ code }) };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const current = behaviour;
      let parsed: unknown = raw;
      try {
        parsed = JSON.parse(raw);
      } catch {}
      // Recorded on arrival: a late answer (timeout) must not land in a later test's list.
      const entry: TFakeMincitReceived = {
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: parsed,
        status: 0,
      };
      received.push(entry);
      const reply = (status: number, body: string, why?: string) => {
        entry.status = status;
        if (why) entry.refusal = why;
        if (res.destroyed) return;
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(body);
      };
      if (current.kind === 'status') return reply(current.status, current.body);
      const result = answer(req, raw);
      if (current.kind === 'timeout') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          reply(result.status, result.body, result.refusal);
        }, current.ms);
        timers.add(timer);
        return;
      }
      reply(result.status, result.body, result.refusal);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    behave: (b) => {
      behaviour = b;
    },
    received,
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
