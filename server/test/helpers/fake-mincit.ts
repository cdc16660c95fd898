/**
 * A local stand-in for MinCIT's PMS service of the TRA (`POST /one/`, `POST /two/`), for the tests:
 * a real HTTP server on a free loopback port that checks the token and every field and answers as
 * MinCIT does — 201 `{"code": N}`, 400 with a message that names no field, 401 for a token it does
 * not know — or, as each test sets it, late (a timeout) or with any status. It records what it got.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMincitRules } from './mincit-rules.mjs';

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

export async function startFakeMincit(
  token = 'tok-3f9a1c2e-7b4d-4e8f-9a6b-5c1d2e3f4a5b',
): Promise<TFakeMincit> {
  const received: TFakeMincitReceived[] = [];
  const rules = createMincitRules(token);
  const timers = new Set<NodeJS.Timeout>();
  let behaviour: TFakeMincitBehaviour = { kind: 'validate' };

  const answer = (req: IncomingMessage, raw: string) =>
    rules.answer({ method: req.method, url: req.url, authorization: req.headers.authorization }, raw);

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
