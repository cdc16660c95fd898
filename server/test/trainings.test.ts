import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
const call = callerOf(() => ctx);

describe('training items (capacitaciones)', () => {
  it('GET /api/capacitaciones takes the session token as ?token= or as the bearer header', async () => {
    const hotel = await ctx.factories.makeHotel();
    const admin = await ctx.factories.actor({ permisos: ['configuraciones.editar'], hotelIds: [hotel.id] });
    await call('POST', '/api/capacitacionCrear', admin.headers, {
      titulo: 'Check-in',
      url: 'https://videos.example/checkin',
      orden: 2,
    });
    await call('POST', '/api/capacitacionCrear', admin.headers, {
      titulo: 'Abrir caja',
      url: 'https://videos.example/caja',
      orden: 1,
    });
    await call('POST', '/api/capacitacionCrear', admin.headers, {
      titulo: 'Vieja',
      url: 'https://videos.example/old',
      estado: false,
    });

    const staff = await ctx.factories.actor({ hotelIds: [hotel.id] });
    const byQuery = await call('GET', `/api/capacitaciones?token=${staff.token}`);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json().data.map((t: { titulo: string; url: string }) => [t.titulo, t.url])).toEqual([
      ['Abrir caja', 'https://videos.example/caja'],
      ['Check-in', 'https://videos.example/checkin'],
    ]);
    expect((await call('GET', '/api/capacitaciones', staff.headers)).json()).toEqual(byQuery.json());
    expect((await call('GET', '/api/capacitaciones?token=no-vale')).statusCode).toBe(401);
    expect((await call('GET', '/api/capacitaciones')).statusCode).toBe(401);
  });

  it('the token query parameter is accepted by that call only', async () => {
    const staff = await ctx.factories.actor({ permisos: ['configuraciones.ver'] });
    expect((await call('GET', `/api/configurations?token=${staff.token}`)).statusCode).toBe(401);
  });

  it('managing items needs the permissions, validates, audits and stays in its hotel', async () => {
    const mine = await ctx.factories.makeHotel();
    const other = await ctx.factories.makeHotel();
    const viewer = await ctx.factories.actor({ permisos: ['configuraciones.ver'], hotelIds: [mine.id] });
    const admin = await ctx.factories.actor({
      permisos: ['configuraciones.ver', 'configuraciones.editar'],
      hotelIds: [mine.id],
    });
    const stranger = await ctx.factories.actor({
      permisos: ['configuraciones.editar'],
      hotelIds: [other.id],
    });
    const body = { titulo: 'Reservas', url: 'https://videos.example/reservas' };
    expect((await call('POST', '/api/capacitacionCrear', viewer.headers, body)).statusCode).toBe(403);
    const bad = await call('POST', '/api/capacitacionCrear', admin.headers, { titulo: '', url: 'ftp://x' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['titulo', 'url']);

    const created = (await call('POST', '/api/capacitacionCrear', admin.headers, body)).json().data;
    const list = await call('POST', '/api/capacitacionListar', viewer.headers);
    expect(list.json()).toMatchObject({ total: 1, data: [{ titulo: 'Reservas' }] });
    expect(
      (await call('POST', `/api/capacitacionActualizar/${created.id}`, stranger.headers, body)).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/capacitacionEliminar/${created.id}`, stranger.headers)).statusCode).toBe(
      404,
    );

    const updated = await call('POST', `/api/capacitacionActualizar/${created.id}`, admin.headers, {
      ...body,
      orden: 5,
    });
    expect(updated.json().data.orden).toBe(5);
    const removed = await call('POST', `/api/capacitacionEliminar/${created.id}`, admin.headers);
    expect(removed.json().accion).toBe('eliminado');
    expect((await auditOf(ctx.db, 'capacitaciones', created.id)).map((e) => e.accion)).toEqual([
      'eliminar',
      'actualizar',
      'crear',
    ]);
  });
});
