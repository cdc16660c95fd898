import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cajaTurnos, usuarios } from '../src/db/schema';
import * as passwords from '../src/lib/passwords';
import { cashierCodes, cashRegisterHelpers } from './helpers/cash-registers';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

/**
 * argon2 takes tens of milliseconds. Inside a transaction on PGlite (one connection) it would stall
 * every other request; on PostgreSQL it would hold a connection and its locks idle. The password
 * functions are wrapped so each hash or verification first checks, while it runs, that the
 * database is free: a concurrent GET /api/health answers, and (PostgreSQL) no transaction of this
 * database sits open.
 */
const real = { hashPassword: passwords.hashPassword, verifyPassword: passwords.verifyPassword };
const spies = {
  hashPassword: vi.spyOn(passwords, 'hashPassword'),
  verifyPassword: vi.spyOn(passwords, 'verifyPassword'),
};

let ctx: TestContext;
let root: Record<string, string>;
let hotelId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  root = (await ctx.factories.actor({ root: true })).headers;
  hotelId = (await ctx.factories.makeHotel()).id;
});
afterAll(async () => {
  // The test files of a worker share their modules: the spies must not outlive this file.
  vi.restoreAllMocks();
  await ctx.close();
});

const call = callerOf(() => ctx);
const WAIT_MS = 3_000;
const BLOCKED = 'bloqueada';

/**
 * Work done while a hash runs, given WAIT_MS to finish. When a transaction holds the database
 * (old code, PGlite) it cannot finish before the hash does: it is left running, and awaited after
 * the test's request, never inside the hash, which would wait on itself.
 */
const stalled: Promise<unknown>[] = [];
async function within<T>(work: Promise<T>): Promise<T | typeof BLOCKED> {
  const timeout = new Promise<typeof BLOCKED>((resolve) => setTimeout(() => resolve(BLOCKED), WAIT_MS));
  const answer = await Promise.race([work, timeout]);
  if (answer === BLOCKED) stalled.push(work);
  return answer;
}
afterEach(async () => {
  await Promise.all(stalled.splice(0));
});

/** What another request meets while a hash runs. */
async function databaseWhileHashing() {
  const health = await within(
    ctx.app.inject({ method: 'GET', url: '/api/health' }).then((r) => r.statusCode),
  );
  let openTransactions = 0;
  if (ctx.database.kind === 'postgres') {
    const { rows } = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`);
    openTransactions = rows[0]?.n ?? 0;
  }
  return { health, openTransactions };
}
type Seen = Awaited<ReturnType<typeof databaseWhileHashing>>;

/** Runs `probe` inside the next call of a password function, then lets the real one run. */
function probeNext(name: keyof typeof spies, probe: () => Promise<Seen> = databaseWhileHashing) {
  const seen: Seen[] = [];
  const original = real[name] as (...args: unknown[]) => Promise<unknown>;
  (spies[name] as unknown as ReturnType<typeof vi.fn>).mockImplementationOnce(async (...args: unknown[]) => {
    seen.push(await probe());
    return original(...args);
  });
  return seen;
}
const free: Seen = { health: 200, openTransactions: 0 };

describe('argon2 runs outside transactions', () => {
  it('creating a user hashes the password while other requests are served', async () => {
    const seen = probeNext('hashPassword');
    const res = await call('POST', '/api/usuariosCrear', root, {
      name: 'Hash Afuera',
      email: `hash.afuera.${Date.now()}@prueba.co`,
      password: 'Clave2026x',
      rol_id: (await ctx.factories.makeRole()).id,
      hoteles: [hotelId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(seen).toEqual([free]);
  });

  it('resetting a password hashes it while other requests are served', async () => {
    const user = await ctx.factories.makeUser({ hotelIds: [hotelId] });
    const seen = probeNext('hashPassword');
    const res = await call('POST', '/api/usuariosActualizar', root, {
      id: user.id,
      name: user.name,
      email: user.email,
      rol_id: user.rol_id,
      estado: true,
      password: 'Reset2026x',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(seen).toEqual([free]);
  });

  it('the register handover verifies the closer’s password while other requests are served', async () => {
    const h = cashRegisterHelpers(ctx);
    const { hotel, register, cashier } = await h.setup();
    await h.open(cashier.headers, register.id);
    await h.close(cashier.headers, { efectivo: '100000' });
    const next = await ctx.factories.actor({ permisos: cashierCodes, hotelIds: [hotel.id] });
    const seen = probeNext('verifyPassword');
    const res = await h.open(next.headers, register.id, { password: cashier.user.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(seen).toEqual([free]);
  });
});

describe('the handover re-checks inside the transaction what it verified outside', () => {
  it('refuses with 409 when the closer’s password changed during the verification', async () => {
    const h = cashRegisterHelpers(ctx);
    const { hotel, register, cashier } = await h.setup();
    await h.open(cashier.headers, register.id);
    await h.close(cashier.headers, { efectivo: '100000' });
    const next = await ctx.factories.actor({ permisos: cashierCodes, hotelIds: [hotel.id] });
    const password_hash = await real.hashPassword('Cambiada-2026');
    probeNext('verifyPassword', async () => {
      await within(ctx.db.update(usuarios).set({ password_hash }).where(eq(usuarios.id, cashier.user.id)));
      return free;
    });
    const res = await h.open(next.headers, register.id, { password: cashier.user.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'La última asignación de la caja cambió mientras se confirmaba la entrega; intente de nuevo',
    );
    const open = await ctx.db.select().from(cajaTurnos).where(eq(cajaTurnos.usuario_id, next.user.id));
    expect(open).toEqual([]);
  });

  it('refuses with 409 when another assignment opened and closed during the verification', async () => {
    const h = cashRegisterHelpers(ctx);
    const { hotel, register, cashier } = await h.setup();
    await h.open(cashier.headers, register.id);
    await h.close(cashier.headers, { efectivo: '100000' });
    const next = await ctx.factories.actor({ permisos: cashierCodes, hotelIds: [hotel.id] });
    const other = await ctx.factories.actor({ permisos: cashierCodes, hotelIds: [hotel.id] });
    probeNext('verifyPassword', async () => {
      // A colleague takes the register (confirmed by the same closer) and hands it back meanwhile.
      const takeAndReturn = async () => {
        await h.open(other.headers, register.id, { password: cashier.user.password });
        await h.close(other.headers, { efectivo: '100000' });
      };
      await within(takeAndReturn());
      return free;
    });
    const res = await h.open(next.headers, register.id, { password: cashier.user.password });
    expect(res.statusCode).toBe(409);
    const open = await ctx.db.select().from(cajaTurnos).where(eq(cajaTurnos.usuario_id, next.user.id));
    expect(open).toEqual([]);
    const colleague = await ctx.db.select().from(cajaTurnos).where(eq(cajaTurnos.usuario_id, other.user.id));
    expect(colleague).toHaveLength(1);
  });
});
