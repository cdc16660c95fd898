import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuth } from '../src/plugins/auth';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext((app) => {
    // Routes that exist only to exercise the guard; the product's own routes use the same config.
    app.get('/api/prueba/rack-o-ventas', { config: { auth: ['rack.ver', 'ventas.ver'] } }, async () => ({
      ok: true,
    }));
    app.get('/api/prueba/sesion', { config: { auth: 'session' } }, async () => ({ ok: true }));
  });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('permission guard', () => {
  it('401 without a token', async () => {
    const res = await get('/api/prueba/rack-o-ventas');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'La sesión no es válida o expiró; inicie sesión de nuevo' });
  });

  it('403 without any of the listed codes', async () => {
    const { headers } = await ctx.factories.actor({ permisos: ['clientes.ver'] });
    const res = await get('/api/prueba/rack-o-ventas', headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'No tiene permiso para realizar esta acción' });
  });

  it('passes with any one of the listed codes', async () => {
    for (const code of ['rack.ver', 'ventas.ver'] as const) {
      const { headers } = await ctx.factories.actor({ permisos: [code] });
      expect((await get('/api/prueba/rack-o-ventas', headers)).statusCode).toBe(200);
    }
  });

  it('passes a root role that holds no code explicitly', async () => {
    const { headers } = await ctx.factories.actor({ root: true });
    expect((await get('/api/prueba/rack-o-ventas', headers)).statusCode).toBe(200);
  });

  it('session-only routes need a valid token but no code', async () => {
    const { headers } = await ctx.factories.actor();
    expect((await get('/api/prueba/sesion', headers)).statusCode).toBe(200);
    expect((await get('/api/prueba/sesion')).statusCode).toBe(401);
  });

  it('a permission removed from the role is refused on the next call', async () => {
    const { user, headers } = await ctx.factories.actor({ permisos: ['rack.ver'] });
    expect((await get('/api/prueba/rack-o-ventas', headers)).statusCode).toBe(200);
    await ctx.factories.setRolePermissions(user.rol_id, []);
    expect((await get('/api/prueba/rack-o-ventas', headers)).statusCode).toBe(403);
  });

  it('refuses at start-up an /api route that does not declare who may call it', async () => {
    const app = Fastify();
    registerAuth(app, { authenticate: async () => undefined });
    expect(() => app.get('/api/olvidada', async () => ({}))).toThrow(/no declara quién puede llamarla/);
    await app.close();
  });
});

describe('public endpoints', () => {
  it('GET /api/health checks the database', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document with the routes and their schemas', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/logout',
        '/api/getPermisosUsuario',
        '/api/update-theme/{id}',
        '/api/health',
      ]),
    );
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });

  it('answers unknown API paths with a Spanish 404', async () => {
    const res = await get('/api/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'El recurso solicitado no existe' });
  });

  it('sends security headers', async () => {
    const res = await get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers malformed JSON with a Spanish 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'El cuerpo de la solicitud no es un JSON válido' });
  });
});
