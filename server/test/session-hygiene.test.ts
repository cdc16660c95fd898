import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { auditoria, loginIntentos, sesiones, usuarios } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import { serverRoot } from '../src/paths';
import {
  createTestContext,
  TEST_IDLE_MS,
  TEST_MAX_AGE_MS,
  type TestContext,
  testConfig,
} from './helpers/context';
import { callerOf } from './helpers/http';

/** Maximum age, pruning, no-store answers and the audit of logins and logouts. */
let ctx: TestContext;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
beforeAll(async () => {
  ctx = await createTestContext(undefined, { clock });
});
afterAll(() => ctx.close());

const call = callerOf(() => ctx);
const login = (email: string, password: string, remoteAddress = '10.9.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress,
    headers: { 'user-agent': 'Prueba/1.0' },
  });
const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000}::float8)`;
const sessionOf = async (token: string) =>
  (
    await ctx.db
      .select()
      .from(sesiones)
      .where(eq(sesiones.token_hash, hashToken(token)))
  )[0];

describe('maximum age', () => {
  it('ends a session past its maximum age even while it is in use', async () => {
    const { token, headers } = await ctx.factories.actor();
    await ctx.db
      .update(sesiones)
      .set({ created_at: ago(TEST_MAX_AGE_MS + 5_000) })
      .where(eq(sesiones.token_hash, hashToken(token)));
    const res = await call('GET', '/api/getPermisosUsuario', headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('La sesión no es válida o expiró; inicie sesión de nuevo');
  });
});

describe('Cache-Control: no-store', () => {
  it('on the login answer, good or bad, and on the logout answer', async () => {
    const user = await ctx.factories.makeUser();
    const good = await login(user.email, user.password);
    expect(good.statusCode).toBe(200);
    expect(good.headers['cache-control']).toBe('no-store');
    const bad = await login(user.email, 'incorrecta-1', '10.9.0.2');
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['cache-control']).toBe('no-store');
    const out = await call('POST', '/api/logout', { authorization: `Bearer ${good.json().token}` });
    expect(out.statusCode).toBe(200);
    expect(out.headers['cache-control']).toBe('no-store');
  });
});

describe('audit of sessions', () => {
  const sessionAudit = (accion: string) =>
    ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'sesion'), eq(auditoria.accion, accion)))
      .orderBy(desc(auditoria.id));

  it('records a login and a logout with the session, the user and the address', async () => {
    const user = await ctx.factories.makeUser();
    const res = await login(user.email, user.password, '10.9.1.1');
    const session = await sessionOf(res.json().token);
    const [entry] = await sessionAudit('login');
    expect(entry).toMatchObject({
      usuario_id: user.id,
      entidad_id: String(session?.id),
      ip: '10.9.1.1',
      despues: { user_agent: 'Prueba/1.0' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${res.json().token}` },
      remoteAddress: '10.9.1.2',
    });
    const [out] = await sessionAudit('logout');
    expect(out).toMatchObject({ usuario_id: user.id, entidad_id: String(session?.id), ip: '10.9.1.2' });
  });

  it('records a failed login with the email tried and never the password', async () => {
    const user = await ctx.factories.makeUser();
    for (const [email, password] of [
      [user.email, 'Secreta-equivocada-77'],
      ['nadie.aqui@prueba.co', 'Secreta-equivocada-78'],
    ] as const) {
      expect((await login(email, password, '10.9.2.1')).statusCode).toBe(401);
    }
    const [unknown, wrong] = await sessionAudit('login_fallido');
    expect(wrong).toMatchObject({
      usuario_id: null,
      entidad_id: null,
      ip: '10.9.2.1',
      despues: { email: user.email, motivo: 'contrasena' },
    });
    expect(unknown?.despues).toMatchObject({ email: 'nadie.aqui@prueba.co', motivo: 'usuario_desconocido' });
    expect(JSON.stringify([wrong, unknown])).not.toMatch(/Secreta-equivocada/);
  });
});

describe('pruning', () => {
  /** One session of each kind for a user, and two login counters. */
  async function seedDeadAndLive() {
    const user = await ctx.factories.makeUser();
    const tokens = [];
    for (let i = 0; i < 4; i++) tokens.push((await login(user.email, user.password)).json().token as string);
    const [revoked, idle, old, live] = tokens.map((t) => hashToken(t));
    const byHash = (hash: string | undefined) => eq(sesiones.token_hash, hash ?? '');
    await ctx.db.update(sesiones).set({ revoked_at: sql`now()` }).where(byHash(revoked));
    await ctx.db
      .update(sesiones)
      .set({ last_seen_at: ago(TEST_IDLE_MS + 5_000) })
      .where(byHash(idle));
    await ctx.db
      .update(sesiones)
      .set({ created_at: ago(TEST_MAX_AGE_MS + 5_000) })
      .where(byHash(old));
    const stale = `email:viejo.${Date.now()}@prueba.co`;
    const fresh = `email:reciente.${Date.now()}@prueba.co`;
    await ctx.db.insert(loginIntentos).values([
      { clave: stale, fallos: 3, ultimo_fallo: new Date(Date.now() - 3_600_000) },
      { clave: fresh, fallos: 3 },
    ]);
    const left = async () => ({
      sesiones: (await ctx.db.select().from(sesiones).where(eq(sesiones.usuario_id, user.id))).map(
        (s) => s.token_hash,
      ),
      intentos: (await ctx.db.select().from(loginIntentos))
        .map((r) => r.clave)
        .filter((k) => k === stale || k === fresh),
    });
    return { user, live, stale, fresh, left };
  }

  it('runs from a login at most once an hour, removing only dead sessions and stale counters', async () => {
    const { user, live, fresh, left } = await seedDeadAndLive();
    const other = await ctx.factories.makeUser();
    expect((await login(other.email, other.password)).statusCode).toBe(200);
    expect((await left()).sesiones).toHaveLength(4); // pruned at start-up less than an hour ago

    offsetMs += 61 * 60_000;
    expect((await login(other.email, other.password)).statusCode).toBe(200);
    expect(await left()).toEqual({ sesiones: [live], intentos: [fresh] });

    // The user's history stays in the audit: they are deactivated, never deleted.
    const root = (await ctx.factories.actor({ root: true })).headers;
    const del = await call('POST', `/api/usuariosEliminar/${user.id}`, root);
    expect(del.json().accion).toBe('desactivado');
    expect(await ctx.db.select().from(usuarios).where(eq(usuarios.id, user.id))).toHaveLength(1);
  });

  it('runs at start-up', async () => {
    const { live, fresh, left } = await seedDeadAndLive();
    const second = await buildApp({ config: testConfig, database: ctx.database, clock });
    await second.ready();
    await second.close();
    expect(await left()).toEqual({ sesiones: [live], intentos: [fresh] });
  });
});

describe('migration 0008', () => {
  it('turns the sessions opened before it into login audit rows', async () => {
    const user = await ctx.factories.makeUser();
    const token = (await login(user.email, user.password)).json().token as string;
    const session = await sessionOf(token);
    await ctx.db.delete(auditoria).where(eq(auditoria.usuario_id, user.id));
    const file = path.join(serverRoot, 'src/db/migrations/0008_session_pruning.sql');
    const backfill = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('INSERT INTO "auditoria"'));
    await ctx.db.execute(sql.raw(backfill ?? ''));
    const rows = await ctx.db.select().from(auditoria).where(eq(auditoria.usuario_id, user.id));
    expect(rows).toEqual([
      expect.objectContaining({ accion: 'login', entidad: 'sesion', entidad_id: String(session?.id) }),
    ]);
  });
});
