import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client';
import { defineOutbox } from '../src/kernel/outbox';
import { openTestDatabase } from './helpers/context';

/**
 * The kernel's queue (kernel/outbox), on a table of its own: the claim takes each due row once
 * (two claimers never share a row, on PostgreSQL even while the first claim's transaction is still
 * open), a leased row waits for its lease to end, and the settlement gives the lease back with the
 * next try after the back-off. The DIAN outbox, the e-mails to buyers and the TRA run on it.
 */
const cola = pgTable('cola_prueba', {
  id: serial('id').primaryKey(),
  estado: text('estado').notNull().default('pendiente'),
  intentos: integer('intentos').notNull().default(0),
  proximo_intento_at: timestamp('proximo_intento_at', { withTimezone: true }).notNull(),
  bloqueado_hasta: timestamp('bloqueado_hasta', { withTimezone: true }),
  nota: text('nota'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const MINUTE = 60_000;
const LEASE_MS = 5 * MINUTE;
const columns = {
  table: cola,
  key: cola.id,
  waiting: eq(cola.estado, 'pendiente'),
  attempts: cola.intentos,
  nextAttempt: cola.proximo_intento_at,
  updatedAt: cola.updated_at,
  leaseMs: LEASE_MS,
  backoffCapMs: 60 * MINUTE,
};
const queue = defineOutbox({ ...columns, lease: cola.bloqueado_hasta, batch: 3 });
/** The TRA's shape: no lease column, the claim moves the next try instead. */
const noLeaseColumn = defineOutbox({ ...columns, batch: 3 });

const t0 = new Date('2026-11-28T15:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

let database: Database;
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  db = database.db;
  await db.execute(sql`create table cola_prueba (
    id serial primary key,
    estado text not null default 'pendiente',
    intentos integer not null default 0,
    proximo_intento_at timestamptz not null,
    bloqueado_hasta timestamptz,
    nota text,
    updated_at timestamptz not null default now())`);
});
afterAll(async () => {
  await database.close();
  await drop();
});
beforeEach(async () => {
  await db.execute(sql`truncate cola_prueba restart identity`);
});

/** `n` rows due at t0 (one a second apart, the first first), in `estado`. */
const addRows = (n: number, estado = 'pendiente') =>
  db
    .insert(cola)
    .values(Array.from({ length: n }, (_, i) => ({ estado, proximo_intento_at: at(i * 1000 - 60_000) })))
    .returning();
const rowOf = async (id: number) => (await db.select().from(cola).where(eq(cola.id, id)))[0];

describe('kernel outbox: the claim', () => {
  it('takes the due waiting rows, oldest first, a batch at most; leases them and counts the try', async () => {
    await addRows(4);
    await addRows(1, 'enviado');
    await db.insert(cola).values({ proximo_intento_at: at(MINUTE) });
    const claimed = await queue.claim(db, t0);
    expect(ids(claimed)).toEqual([1, 2, 3]);
    for (const row of claimed) {
      expect(row.intentos).toBe(1);
      expect(row.bloqueado_hasta).toEqual(at(LEASE_MS));
      expect(row.proximo_intento_at).toBeInstanceOf(Date);
    }
    // The rest: the fourth (the sent one and the one due later are not taken).
    expect(ids(await queue.claim(db, t0))).toEqual([4]);
    expect(await queue.claim(db, t0)).toEqual([]);
  });

  it('two claimers at once never get the same row', async () => {
    await addRows(6);
    const [a, b] = await Promise.all([queue.claim(db, t0), queue.claim(db, t0)]);
    expect([...ids(a), ...ids(b)].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await db.select().from(cola)).every((r) => r.intentos === 1)).toBe(true);
  });

  it.runIf(process.env.DATABASE_URL)(
    'PostgreSQL: a claim skips the rows another claim holds locked, without waiting for it',
    async () => {
      await addRows(5);
      let second: number[] = [];
      await db.transaction(async (tx) => {
        const first = await queue.claim(tx, t0);
        expect(ids(first)).toEqual([1, 2, 3]);
        // Another connection, while the first claim has not committed: it gets the others at once.
        second = ids(await queue.claim(db, t0));
      });
      expect(second).toEqual([4, 5]);
    },
  );

  it('a leased row waits for its lease to end, then is claimed again (its try counted again)', async () => {
    await addRows(1);
    expect(ids(await queue.claim(db, t0))).toEqual([1]);
    expect(await queue.claim(db, at(LEASE_MS - 1))).toEqual([]);
    expect(await queue.claim(db, at(LEASE_MS))).toEqual([]);
    const again = await queue.claim(db, at(LEASE_MS + 1));
    expect(ids(again)).toEqual([1]);
    expect(again[0]?.intentos).toBe(2);
    expect(again[0]?.bloqueado_hasta).toEqual(at(2 * LEASE_MS + 1));
  });

  it('without a lease column, the claim moves the next try: due again when the lease ends', async () => {
    await addRows(1);
    const [claimed] = await noLeaseColumn.claim(db, t0);
    expect(claimed?.proximo_intento_at).toEqual(at(LEASE_MS));
    expect(claimed?.bloqueado_hasta).toBeNull();
    expect(await noLeaseColumn.claim(db, at(LEASE_MS - 1))).toEqual([]);
    expect(ids(await noLeaseColumn.claim(db, at(LEASE_MS)))).toEqual([1]);
  });
});

describe('kernel outbox: the settlement', () => {
  it('a failed try: its state written, the lease given back, due after the back-off of its tries', async () => {
    await addRows(1);
    await queue.claim(db, t0);
    await queue.claim(db, at(LEASE_MS + 1));
    const now = at(LEASE_MS + 2000);
    await queue.settle(db, 1, { nota: 'tiempo agotado' }, queue.retryAt(now, 2));
    const row = await rowOf(1);
    expect(row).toMatchObject({
      estado: 'pendiente',
      intentos: 2,
      nota: 'tiempo agotado',
      bloqueado_hasta: null,
    });
    expect(row?.proximo_intento_at).toEqual(new Date(now.getTime() + 2 * MINUTE));
    expect(await queue.claim(db, new Date(now.getTime() + 2 * MINUTE - 1))).toEqual([]);
    expect(ids(await queue.claim(db, new Date(now.getTime() + 2 * MINUTE)))).toEqual([1]);
  });

  it('a row done (sent, or stopped for good) leaves the queue; sent again by hand, it is due now', async () => {
    await addRows(1);
    await queue.claim(db, t0);
    await queue.settle(db, 1, { estado: 'enviado' });
    expect(await rowOf(1)).toMatchObject({ estado: 'enviado', bloqueado_hasta: null });
    expect(await queue.claim(db, at(LEASE_MS + 1))).toEqual([]);

    await queue.settle(db, 1, { estado: 'pendiente' }, at(10 * MINUTE));
    expect(await queue.claim(db, at(10 * MINUTE - 1))).toEqual([]);
    expect(ids(await queue.claim(db, at(10 * MINUTE)))).toEqual([1]);
  });

  it('the back-off waits 1, 2, 4… minutes after each failed try, at most its cap', () => {
    expect([1, 2, 3, 7, 12].map((n) => queue.retryAt(t0, n).getTime() - t0.getTime())).toEqual(
      [1, 2, 4, 60, 60].map((m) => m * MINUTE),
    );
  });
});
