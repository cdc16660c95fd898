/**
 * What every benchmark shares: a fresh PostgreSQL database for the run, the app built over it with
 * bench settings, and a load run in a child process (load.mjs) so the generator does not share the
 * server's event loop.
 */
import { fork } from 'node:child_process';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';

export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** POST bodies taken in turn; without them the load is GET. */
  bodies?: string[];
  /** A header whose value each connection keeps for itself (with `bodies`): a user's token each. */
  perConnection?: { name: string; values: string[] };
  /** A header given a new value on every request (an Idempotency-Key: each creation a new one). */
  uniqueHeader?: string;
}

export function load({
  url,
  headers,
  connections,
  bodies,
  perConnection,
  uniqueHeader,
}: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load.mjs', import.meta.url));
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.send({
      url,
      headers,
      connections,
      seconds: SECONDS,
      warmupSeconds: 2,
      ...(bodies ? { method: 'POST', bodies } : {}),
      ...(perConnection ? { perConnection } : {}),
      ...(uniqueHeader ? { uniqueHeader } : {}),
    });
  });
}

/** A new, empty database `name` on the PostgreSQL server, or null when none answers. */
export async function freshPostgres(
  name: string,
  poolSize: number,
  logger?: Logger,
): Promise<Database | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return openDatabase({ kind: 'postgres', url: url.toString(), poolSize, ...(logger ? { logger } : {}) });
}

/** The app as the benchmarks run it: long sessions, no web files, no proxy. */
export function benchApp(database: Database, config: Partial<Pick<AppConfig, 'secretKey' | 'dianUrl'>> = {}) {
  return buildApp({
    config: {
      sessionIdleMs: 3_600_000,
      sessionMaxMs: 7 * 86_400_000,
      webDist: '/nonexistent',
      trustProxy: false,
      ...config,
    },
    database,
  });
}

/** Each user logs in and opens their register (`cajaId`) with no float: the users' bearer tokens. */
export async function openRegisters(
  address: string,
  users: readonly { email: string; cajaId: number }[],
  password: string,
): Promise<string[]> {
  const tokens: string[] = [];
  for (const user of users) {
    const login = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password }),
    });
    const { token } = (await login.json()) as { token: string };
    const opened = await fetch(`${address}/api/cajaAbrir`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ caja_id: user.cajaId, efectivo: 0, password: 'AUTOAPROBACION' }),
    });
    if (opened.status !== 200) throw new Error(`cajaAbrir ${opened.status}: ${await opened.text()}`);
    tokens.push(`Bearer ${token}`);
  }
  return tokens;
}
