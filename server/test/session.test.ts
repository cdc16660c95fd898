import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sesiones, usuarios } from '../src/db/schema';
import { hashToken } from '../src/lib/tokens';
import { createTestContext, TEST_IDLE_MS, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

describe('POST /api/login', () => {
  it('answers a token and the usuario of the specification', async () => {
    const hotel = await ctx.factories.makeHotel({ nombre: 'Hotel Andino', zona_horaria: 'Europe/Madrid' });
    const user = await ctx.factories.makeUser({ permisos: ['rack.ver', 'ventas.ver'], hotelIds: [hotel.id] });
    const res = await login(user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.usuario).toMatchObject({
      id: user.id,
      name: user.name,
      email: user.email,
      theme_config: { theme: 'indigo', mode: 'light', fontSize: 14, menuMode: 'static' },
      rol: { id: user.rol_id, is_root: false },
      // The web shows each hotel's dates in its own time zone.
      datalle_hoteles: [{ id: hotel.id, nombre: 'Hotel Andino', zona_horaria: 'Europe/Madrid' }],
    });
    expect(body.usuario.permisos).toEqual([{ code: 'rack.ver' }, { code: 'ventas.ver' }]);
    expect(body.usuario).not.toHaveProperty('password_hash');
    const [stored] = await ctx.db
      .select()
      .from(sesiones)
      .where(eq(sesiones.token_hash, hashToken(body.token)));
    expect(stored?.usuario_id).toBe(user.id);
  });

  it('gives a root role every permission and every active hotel', async () => {
    const a = await ctx.factories.makeHotel();
    await ctx.factories.makeHotel({ estado: false });
    const user = await ctx.factories.makeUser({ root: true });
    const body = (await login(user.email, user.password)).json();
    expect(body.usuario.rol.is_root).toBe(true);
    expect(body.usuario.permisos.length).toBeGreaterThan(60);
    expect(body.usuario.datalle_hoteles.map((h: { id: number }) => h.id)).toContain(a.id);
  });

  it.each([
    ['a wrong password', async () => (await ctx.factories.makeUser()).email, 'incorrecta'],
    ['an unknown email', async () => 'nadie@prueba.co', 'Clave-de-prueba-1'],
    [
      'an inactive user',
      async () => (await ctx.factories.makeUser({ estado: false })).email,
      'Clave-de-prueba-1',
    ],
  ])('refuses %s with 401 and no token', async (_case, email, password) => {
    const res = await login(await email(), password, `10.1.${Math.floor(Math.random() * 250)}.1`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Correo o contraseña inválidos' });
  });

  it('refuses a user whose role is inactive', async () => {
    const role = await ctx.factories.makeRole({ permisos: ['rack.ver'], estado: false });
    const user = await ctx.factories.makeUser({ rolId: role.id });
    expect((await login(user.email, user.password, '10.2.0.1')).statusCode).toBe(401);
  });

  it('answers 400 with field errors in Spanish on malformed input', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'no-es-correo' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Los datos enviados no son válidos');
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
  });

  it('slows an account after 5 failures, even with the right password', async () => {
    const user = await ctx.factories.makeUser();
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'mala', `10.3.0.${i}`)).statusCode).toBe(401);
    const locked = await login(user.email, user.password, '10.3.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.json().message).toMatch(/^Demasiados intentos fallidos/);
  });

  it('slows an address after 20 failures across accounts', async () => {
    for (let i = 0; i < 20; i++)
      expect((await login(`x${i}@prueba.co`, 'mala', '10.4.0.1')).statusCode).toBe(401);
    const user = await ctx.factories.makeUser();
    expect((await login(user.email, user.password, '10.4.0.1')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '10.4.0.2')).statusCode).toBe(200);
  });

  it('clears the account counter after a good login', async () => {
    const user = await ctx.factories.makeUser();
    for (let i = 0; i < 4; i++) await login(user.email, 'mala', '10.5.0.1');
    expect((await login(user.email, user.password, '10.5.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(user.email, 'mala', '10.5.0.1');
    expect((await login(user.email, user.password, '10.5.0.1')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('POST /api/logout revokes the token', async () => {
    const { headers } = await ctx.factories.actor();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/getPermisosUsuario', headers })).statusCode,
    ).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(out.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/getPermisosUsuario', headers })).statusCode,
    ).toBe(401);
  });

  it('expires a session idle for longer than the limit', async () => {
    const { token, headers } = await ctx.factories.actor();
    await ctx.db
      .update(sesiones)
      .set({ last_seen_at: sql`now() - make_interval(secs => ${TEST_IDLE_MS / 1000 + 5})` })
      .where(eq(sesiones.token_hash, hashToken(token)));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/getPermisosUsuario', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('La sesión no es válida o expiró; inicie sesión de nuevo');
  });

  it('keeps a used session alive by moving its idle clock', async () => {
    const { token, headers } = await ctx.factories.actor();
    const old = sql`now() - interval '2 hours'`;
    await ctx.db
      .update(sesiones)
      .set({ last_seen_at: old })
      .where(eq(sesiones.token_hash, hashToken(token)));
    await ctx.app.inject({ method: 'GET', url: '/api/getPermisosUsuario', headers });
    const [row] = await ctx.db
      .select({ age: sql<number>`extract(epoch from now() - ${sesiones.last_seen_at})::int` })
      .from(sesiones)
      .where(eq(sesiones.token_hash, hashToken(token)));
    expect(row?.age).toBeLessThan(60);
  });

  it('ends the sessions of a user who is deactivated', async () => {
    const { user, headers } = await ctx.factories.actor();
    await ctx.db.update(usuarios).set({ estado: false }).where(eq(usuarios.id, user.id));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/getPermisosUsuario', headers })).statusCode,
    ).toBe(401);
  });

  it('refuses a malformed or unknown bearer token', async () => {
    for (const authorization of ['Bearer', 'Basic abc', 'Bearer desconocido']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/getPermisosUsuario',
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('GET /api/getPermisosUsuario', () => {
  it('returns the current codes of the role, so a change reaches the user without a new login', async () => {
    const { user, headers } = await ctx.factories.actor({ permisos: ['rack.ver'] });
    const first = await ctx.app.inject({ method: 'GET', url: '/api/getPermisosUsuario', headers });
    expect(first.json()).toEqual({ is_root: false, permisos: [{ code: 'rack.ver' }] });
    await ctx.factories.setRolePermissions(user.rol_id, ['rack.ver', 'reservas.ver']);
    const second = await ctx.app.inject({ method: 'GET', url: '/api/getPermisosUsuario', headers });
    expect(second.json().permisos).toEqual([{ code: 'rack.ver' }, { code: 'reservas.ver' }]);
  });
});
