import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobs } from '../src/kernel/jobs';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

/**
 * The scheduled jobs (issue 26): each pass written to the database, listed for the administrator
 * (`GET /api/trabajos`) and summed up by the readiness answer (`GET /api/ready`).
 */
let instant = new Date('2026-11-28T15:00:00Z');
const clock = { now: () => new Date(instant) };
let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext(undefined, { clock });
  admin = (await ctx.factories.actor({ permisos: ['configuraciones.editar'] })).headers;
});
afterAll(() => ctx.close());
const call = callerOf(() => ctx);
const quiet = { info: () => {}, error: () => {} };

describe('scheduled jobs', () => {
  it('401 without a session, 403 without the configuration permission; /ready is public', async () => {
    expect((await call('GET', '/api/trabajos')).statusCode).toBe(401);
    const clerk = (await ctx.factories.actor({ permisos: ['rack.ver'] })).headers;
    expect((await call('GET', '/api/trabajos', clerk)).statusCode).toBe(403);
    const ready = await call('GET', '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', base_de_datos: 'ok' });
  });

  it('shows each pass: its result, its error, the next pass; an overdue job degrades readiness', async () => {
    const jobs = createJobs({ db: ctx.db, clock });
    let fail = false;
    const lines: string[] = [];
    const running = jobs.start(
      {
        nombre: 'prueba-cola',
        descripcion: 'Cola de prueba',
        intervalMs: 60_000,
        run: async () => {
          if (fail) throw new Error('El servicio no respondió');
          return 'Enviados 3 documentos';
        },
      },
      { info: (m) => lines.push(m), error: () => {} },
    );
    await running.started;
    expect(lines).toEqual(['Enviados 3 documentos']);
    let listed = (await call('GET', '/api/trabajos', admin)).json().data;
    expect(listed).toContainEqual(
      expect.objectContaining({
        nombre: 'prueba-cola',
        descripcion: 'Cola de prueba',
        intervalo_segundos: 60,
        estado: 'ok',
        ultima_ejecucion: '2026-11-28T15:00:00.000Z',
        ultimo_exito: '2026-11-28T15:00:00.000Z',
        ultimo_resultado: 'Enviados 3 documentos',
        ultimo_error: null,
        proxima_ejecucion: '2026-11-28T15:01:00.000Z',
      }),
    );
    await running.stop();

    // A failed pass: shown with its message, the last result kept; readiness says degradado.
    fail = true;
    instant = new Date('2026-11-28T15:01:00Z');
    const again = jobs.start(
      {
        nombre: 'prueba-cola',
        descripcion: 'Cola de prueba',
        intervalMs: 60_000,
        run: async () => {
          throw new Error('El servicio no respondió');
        },
      },
      quiet,
    );
    await again.started;
    await again.stop();
    listed = (await call('GET', '/api/trabajos', admin)).json().data;
    expect(listed.find((j: { nombre: string }) => j.nombre === 'prueba-cola')).toMatchObject({
      estado: 'error',
      ultimo_resultado: 'Enviados 3 documentos',
      ultimo_error: { mensaje: 'El servicio no respondió', fecha: '2026-11-28T15:01:00.000Z' },
    });
    let ready = (await call('GET', '/api/ready')).json();
    expect(ready.status).toBe('degradado');
    expect(ready.trabajos).toContainEqual({ nombre: 'prueba-cola', estado: 'error' });

    // No process ran it for more than two intervals after its next pass: overdue.
    instant = new Date('2026-11-28T15:05:00Z');
    ready = (await call('GET', '/api/ready')).json();
    expect(ready.trabajos).toContainEqual({ nombre: 'prueba-cola', estado: 'retrasado' });
  });
});
