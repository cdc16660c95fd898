import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajas } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import { cashierCodes, cashRegisterHelpers } from './helpers/cash-registers';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
let h: ReturnType<typeof cashRegisterHelpers>;
beforeAll(async () => {
  ctx = await createTestContext();
  h = cashRegisterHelpers(ctx);
});
afterAll(() => ctx.close());

async function admin() {
  const hotel = await ctx.factories.makeHotel();
  const actor = await ctx.factories.actor({
    permisos: ['cajas.ver', 'cajas.crear', 'cajas.editar', 'cajas.eliminar', ...cashierCodes],
    hotelIds: [hotel.id],
  });
  return { hotel, ...actor };
}

describe('POST /api/cajaListar', () => {
  it('401, 403, 400', async () => {
    expect((await h.call('POST', '/api/cajaListar')).statusCode).toBe(401);
    const denied = await ctx.factories.actor({ permisos: ['cajas.abrir'] });
    expect((await h.call('POST', '/api/cajaListar', denied.headers)).statusCode).toBe(403);
    const { headers } = await admin();
    const bad = await h.call('POST', '/api/cajaListar', headers, { per_page: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['per_page']);
  });

  it('pages and searches the hotel’s registers, with who holds each and its balance', async () => {
    const { hotel, headers } = await admin();
    for (const nombre of ['Caja Bar', 'Caja Piscina', 'Caja Recepción'])
      await h.makeRegister(hotel.id, { nombre });
    await h.makeRegister((await ctx.factories.makeHotel()).id, { nombre: 'Caja Ajena' });
    const [bar] = await ctx.db.select().from(cajas).where(eq(cajas.nombre, 'Caja Bar'));
    await h.open(headers, bar?.id ?? 0, { efectivo: '2500' });

    const page = await h.call('POST', '/api/cajaListar', headers, { per_page: 2, page: 1 });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(page.json().data[0]).toMatchObject({ nombre: 'Caja Bar', isCajaAbierta: true, saldo: '2500.00' });
    expect(page.json().data[1]).toMatchObject({
      nombre: 'Caja Piscina',
      isCajaAbierta: false,
      saldo: '0.00',
    });

    const found = await h.call('POST', '/api/cajaListar?search=recep', headers);
    expect(found.json().data.map((r: { nombre: string }) => r.nombre)).toEqual(['Caja Recepción']);
    const inBody = await h.call('POST', '/api/cajaListar', headers, { search: 'PISC' });
    expect(inBody.json().total).toBe(1);
  });
});

describe('POST /api/cajaCrear and /cajaActualizar/{id}', () => {
  it('401, 403 and 400 with the field error', async () => {
    expect((await h.call('POST', '/api/cajaCrear', {}, { nombre: 'X' })).statusCode).toBe(401);
    const denied = await ctx.factories.actor({ permisos: ['cajas.ver'] });
    expect((await h.call('POST', '/api/cajaCrear', denied.headers, { nombre: 'X' })).statusCode).toBe(403);
    const { headers } = await admin();
    const bad = await h.call('POST', '/api/cajaCrear', headers, { nombre: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ nombre: ['El nombre es obligatorio'] });
  });

  it('creates, refuses a duplicate name in the same hotel, edits and audits', async () => {
    const { hotel, headers } = await admin();
    const created = await h.call('POST', '/api/cajaCrear', headers, { nombre: ' Caja Spa ' });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ nombre: 'Caja Spa', estado: true, isCajaAbierta: false });
    const twice = await h.call('POST', '/api/cajaCrear', headers, { nombre: 'Caja Spa' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      message: 'Ya existe una caja con ese nombre',
      errors: { nombre: ['Ya existe una caja con ese nombre'] },
    });

    const edited = await h.call('POST', `/api/cajaActualizar/${id}`, headers, {
      nombre: 'Caja Spa 2',
      estado: false,
    });
    expect(edited.json().data).toMatchObject({ nombre: 'Caja Spa 2', estado: false });
    // An edit that turns `estado` off is audited as a deactivation, as for every other record.
    expect((await auditOf(ctx.db, 'cajas', id)).map((a) => a.accion)).toEqual(['desactivar', 'crear']);
    const other = await h.makeRegister(hotel.id, { nombre: 'Caja Otra' });
    const clash = await h.call('POST', `/api/cajaActualizar/${other.id}`, headers, { nombre: 'Caja Spa 2' });
    expect(clash.statusCode).toBe(409);
  });

  it('404 for a register of another hotel; 409 when deactivating an open one', async () => {
    const { hotel, headers } = await admin();
    const foreign = await h.makeRegister((await ctx.factories.makeHotel()).id);
    expect(
      (await h.call('POST', `/api/cajaActualizar/${foreign.id}`, headers, { nombre: 'X' })).statusCode,
    ).toBe(404);
    const register = await h.makeRegister(hotel.id);
    await h.open(headers, register.id);
    const res = await h.call('POST', `/api/cajaActualizar/${register.id}`, headers, {
      nombre: 'Y',
      estado: false,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^No se puede desactivar una caja abierta/);
  });
});

describe('POST /api/cajaEliminar/{id}', () => {
  it('401, 403, 404', async () => {
    expect((await h.call('POST', '/api/cajaEliminar/1')).statusCode).toBe(401);
    const denied = await ctx.factories.actor({ permisos: ['cajas.editar'] });
    expect((await h.call('POST', '/api/cajaEliminar/1', denied.headers)).statusCode).toBe(403);
    const { headers } = await admin();
    expect((await h.call('POST', '/api/cajaEliminar/999999', headers)).statusCode).toBe(404);
  });

  it('deletes a register never used, deactivates one with history, refuses an open one', async () => {
    const { hotel, headers } = await admin();
    const unused = await h.makeRegister(hotel.id);
    const gone = await h.call('POST', `/api/cajaEliminar/${unused.id}`, headers);
    expect(gone.json()).toEqual({ message: 'Caja eliminada', accion: 'eliminado' });
    expect(await ctx.db.select().from(cajas).where(eq(cajas.id, unused.id))).toHaveLength(0);

    const used = await h.makeRegister(hotel.id);
    await h.open(headers, used.id);
    const refused = await h.call('POST', `/api/cajaEliminar/${used.id}`, headers);
    expect(refused.statusCode).toBe(409);
    await h.close(headers);
    const kept = await h.call('POST', `/api/cajaEliminar/${used.id}`, headers);
    expect(kept.json()).toMatchObject({ accion: 'desactivado' });
    const [row] = await ctx.db.select().from(cajas).where(eq(cajas.id, used.id));
    expect(row?.estado).toBe(false);
  });
});

describe('OpenAPI of the register calls', () => {
  it('documents them under Cajas, with the open-register payload of spec §3', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/cajaListar', 'post'],
      ['/api/cajaAbrir', 'post'],
      ['/api/cajaCerrar', 'post'],
      ['/api/caja/retiro-parcial', 'post'],
      ['/api/detalleCajaSaldo/{id}', 'get'],
      ['/api/caja/movimientos/{id}', 'get'],
      ['/api/caja/reporte', 'get'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual(['Cajas']);
    }
    const open = doc.paths['/api/cajaAbrir'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(open.properties)).toEqual([
      'caja_id',
      'efectivo',
      'tarjetas',
      'transferencia',
      'password',
      'observaciones',
    ]);
    expect(open.required).toEqual(expect.arrayContaining(['caja_id', 'efectivo', 'password']));
  });
});
