import { nitCheckDigit } from '@posada/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ciudades, departamentos, hoteles, paises } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

let ctx: TestContext;
let root: Record<string, string>;
const geo = { co: 0, antioquia: 0, medellin: 0, cundinamarca: 0 };
beforeAll(async () => {
  ctx = await createTestContext();
  root = (await ctx.factories.actor({ root: true })).headers;
  const one = async (q: Promise<{ id: number }[]>) => ((await q)[0] as { id: number }).id;
  geo.co = await one(ctx.db.select({ id: paises.id }).from(paises).where(eq(paises.codigo, 'CO')));
  geo.antioquia = await one(
    ctx.db.select({ id: departamentos.id }).from(departamentos).where(eq(departamentos.codigo, '05')),
  );
  geo.cundinamarca = await one(
    ctx.db.select({ id: departamentos.id }).from(departamentos).where(eq(departamentos.codigo, '25')),
  );
  geo.medellin = await one(
    ctx.db.select({ id: ciudades.id }).from(ciudades).where(eq(ciudades.codigo, '05001')),
  );
});
afterAll(() => ctx.close());

const call = callerOf(() => ctx);
let seq = 0;
function hotelBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const nit = String(900_100_000 + seq);
  return {
    nombre: `Hotel Prueba ${seq} ${Date.now()}`,
    nit,
    dv: nitCheckDigit(nit),
    razon_social: 'Hoteles de Prueba S.A.S.',
    rnt: '12345',
    direccion: 'Calle 10 # 43-12',
    pais_id: geo.co,
    departamento_id: geo.antioquia,
    ciudad_id: geo.medellin,
    telefono: '6044440000',
    email: 'Reservas@Prueba.co',
    zona_horaria: 'America/Bogota',
    hora_checkin: '15:00',
    hora_checkout: '12:00',
    estado: true,
    ...overrides,
  };
}

describe('geo cascade', () => {
  it('401 without a token', async () => {
    expect((await call('POST', '/api/paisListar', undefined, {})).statusCode).toBe(401);
  });

  it('lists every country without an id, one with it; departments of a country; cities of a department', async () => {
    const all = (await call('POST', '/api/paisListar', root, {})).json().data;
    expect(all).toHaveLength(249);
    expect((await call('POST', '/api/paisListar', root)).json().data).toHaveLength(249);
    expect((await call('POST', '/api/paisListar', root, { id: geo.co })).json().data).toEqual([
      expect.objectContaining({ id: geo.co, codigo: 'CO', nombre: expect.any(String) }),
    ]);
    const deps = (await call('POST', '/api/departamentoPaisListar', root, { id: geo.co })).json().data;
    expect(deps).toHaveLength(33);
    const cities = (await call('POST', '/api/ciudadDepartamentoListar', root, { id: geo.antioquia })).json()
      .data;
    expect(cities).toContainEqual(expect.objectContaining({ id: geo.medellin, codigo: '05001' }));
    expect(cities.every((c: { departamento_id: number }) => c.departamento_id === geo.antioquia)).toBe(true);
  });

  it('400 without the parent id', async () => {
    const res = await call('POST', '/api/departamentoPaisListar', root, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.id).toBeDefined();
  });
});

describe('hotels CRUD', () => {
  it('401 without a token and 403 without the permission', async () => {
    expect((await call('POST', '/api/hotelListar')).statusCode).toBe(401);
    const { headers } = await ctx.factories.actor({ permisos: ['rack.ver'] });
    expect((await call('POST', '/api/hotelListar', headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/hotelCrear/', headers, hotelBody())).statusCode).toBe(403);
    expect((await call('POST', '/api/hotelActualizar', headers, { ...hotelBody(), id: 1 })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/hotelEliminar/', headers, { id: 1 })).statusCode).toBe(403);
    expect((await call('GET', '/api/hotelMostrar/1', headers)).statusCode).toBe(403);
  });

  it('creates a hotel with its geo names and times, and audits it', async () => {
    const res = await call('POST', '/api/hotelCrear/', root, hotelBody({ zona_horaria: 'america/bogota' }));
    expect(res.statusCode, res.body).toBe(200);
    const hotel = res.json().data;
    expect(hotel).toMatchObject({
      email: 'reservas@prueba.co',
      zona_horaria: 'America/Bogota',
      hora_checkin: '15:00',
      ciudad: 'Medellín',
      estado: true,
    });
    const [entry] = await auditOf(ctx.db, 'hotel', hotel.id);
    expect(entry).toMatchObject({
      accion: 'crear',
      despues: expect.objectContaining({ nombre: hotel.nombre }),
    });
    const shown = await call('GET', `/api/hotelMostrar/${hotel.id}`, root);
    expect(shown.json().data).toEqual(hotel);
  });

  it('400 with field errors: check digit, time zone, hours, geo chain', async () => {
    const res = await call(
      'POST',
      '/api/hotelCrear/',
      root,
      hotelBody({
        dv: '0',
        nit: '800197268',
        zona_horaria: 'Marte/Olympus',
        hora_checkin: '25:00',
        nombre: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.dv).toEqual(['El dígito de verificación no corresponde al NIT']);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['zona_horaria', 'hora_checkin', 'nombre']));

    const wrongChain = await call(
      'POST',
      '/api/hotelCrear/',
      root,
      hotelBody({ departamento_id: geo.cundinamarca }),
    );
    expect(wrongChain.statusCode).toBe(400);
    expect(wrongChain.json().errors.ciudad_id).toEqual(['La ciudad no pertenece al departamento elegido']);
    const noDept = await call('POST', '/api/hotelCrear/', root, hotelBody({ departamento_id: null }));
    expect(noDept.json().errors.departamento_id).toBeDefined();
  });

  it('searches and pages in SQL with per_page and page from the query string or the body', async () => {
    const tag = `Buscable${Date.now()}`;
    for (const n of [1, 2, 3])
      await call('POST', '/api/hotelCrear/', root, hotelBody({ nombre: `${tag} ${n}` }));
    const first = (await call('POST', `/api/hotelListar?per_page=2&page=1&search=${tag}`, root)).json();
    expect(first).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    expect(first.data.map((h: { nombre: string }) => h.nombre)).toEqual([`${tag} 1`, `${tag} 2`]);
    const second = (
      await call('POST', '/api/hotelListar', root, { per_page: 2, page: 2, search: tag })
    ).json();
    expect(second.data.map((h: { nombre: string }) => h.nombre)).toEqual([`${tag} 3`]);
  });

  it('updates (deactivating is an update) and audits before and after', async () => {
    const created = (await call('POST', '/api/hotelCrear/', root, hotelBody())).json().data;
    const res = await call('POST', '/api/hotelActualizar', root, {
      ...hotelBody(),
      id: created.id,
      estado: false,
      hora_checkout: '11:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ estado: false, hora_checkout: '11:30' });
    const [entry] = await auditOf(ctx.db, 'hotel', created.id);
    expect(entry).toMatchObject({ accion: 'desactivar', antes: expect.objectContaining({ estado: true }) });
    expect(
      (await call('POST', '/api/hotelActualizar', root, { ...hotelBody(), id: 999_999 })).statusCode,
    ).toBe(404);
  });

  it('deletes an unused hotel, and deactivates one with operations (a user assigned)', async () => {
    const unused = (await call('POST', '/api/hotelCrear/', root, hotelBody())).json().data;
    const gone = await call('POST', '/api/hotelEliminar/', root, { id: unused.id });
    expect(gone.json()).toEqual({ message: 'Hotel eliminado', accion: 'eliminado' });
    expect(await ctx.db.select().from(hoteles).where(eq(hoteles.id, unused.id))).toHaveLength(0);

    const busy = (await call('POST', '/api/hotelCrear/', root, hotelBody())).json().data;
    await ctx.factories.makeUser({ hotelIds: [busy.id] });
    const kept = await call('POST', '/api/hotelEliminar/', root, { id: busy.id });
    expect(kept.json()).toMatchObject({ accion: 'desactivado' });
    const [row] = await ctx.db.select().from(hoteles).where(eq(hoteles.id, busy.id));
    expect(row?.estado).toBe(false);
    const [entry] = await auditOf(ctx.db, 'hotel', busy.id);
    expect(entry?.accion).toBe('desactivar');
  });
});

describe('hotels: isolation', () => {
  it('a user sees only their hotels; another hotel answers 404 on every call', async () => {
    const mine = await ctx.factories.makeHotel();
    const theirs = await ctx.factories.makeHotel();
    const { headers } = await ctx.factories.actor({
      permisos: ['hoteles.ver', 'hoteles.editar', 'hoteles.eliminar'],
      hotelIds: [mine.id],
    });
    const list = (await call('POST', '/api/hotelListar', headers, { per_page: 50 })).json();
    expect(list.data.map((h: { id: number }) => h.id)).toEqual([mine.id]);
    expect((await call('GET', `/api/hotelMostrar/${theirs.id}`, headers)).statusCode).toBe(404);
    const body = { ...hotelBody(), id: theirs.id };
    expect((await call('POST', '/api/hotelActualizar', headers, body)).statusCode).toBe(404);
    expect((await call('POST', '/api/hotelEliminar/', headers, { id: theirs.id })).statusCode).toBe(404);
    expect((await call('GET', `/api/hotelMostrar/${mine.id}`, headers)).statusCode).toBe(200);
  });

  it('a creator who is not root is assigned the hotel they create', async () => {
    const { headers } = await ctx.factories.actor({ permisos: ['hoteles.ver', 'hoteles.crear'] });
    const created = (await call('POST', '/api/hotelCrear/', headers, hotelBody())).json().data;
    expect((await call('GET', `/api/hotelMostrar/${created.id}`, headers)).statusCode).toBe(200);
  });
});
