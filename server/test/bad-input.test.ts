import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/context';

/**
 * Bad input is a 400 with the field's Spanish message, never a 500 and never silently coerced
 * (issue 10 item 7). The fuzz test walks every route; these pin the cases the outside probe found.
 */
let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext((app) => {
    // Real PostgreSQL data errors, to exercise the error handler's safety net on either driver.
    const probes: Record<string, string> = {
      'fuera-de-rango': `select 2147483648::int`,
      'texto-nul': `select convert_from('\\x6100'::bytea, 'UTF8')`,
      'entero-invalido': `select 'abc'::int`,
      'fecha-invalida': `select 'mañana'::date`,
      'fecha-fuera-de-rango': `select '2024-13-45'::date`,
    };
    for (const [name, query] of Object.entries(probes)) {
      app.get(`/api/prueba/pg/${name}`, { config: { auth: 'public' } }, async () => {
        await ctx.db.execute(sql.raw(query));
        return { ok: true };
      });
    }
  });
  const hotel = await ctx.factories.makeHotel();
  headers = (await ctx.factories.actor({ root: true, hotelIds: [hotel.id] })).headers;
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, extra: Record<string, string> = headers) =>
  ctx.app.inject({ method: 'POST', url, headers: extra, payload: payload as object });

const newUser = (rol_id: unknown) => ({
  name: 'Usuario sin rol',
  email: `sin.rol.${Math.random().toString(36).slice(2)}@prueba.co`,
  password: 'Clave-de-prueba-1',
  rol_id,
});

describe('ids are JSON numbers within integer', () => {
  it('refuses rol_id true, "1", [1] and 2147483648 with the field message, creating nobody', async () => {
    const [before] = await ctx.db.select({ n: count() }).from(usuarios);
    for (const rol_id of [true, '1', [1], 2_147_483_648, 1.5, -1]) {
      const res = await post('/api/usuariosCrear', newUser(rol_id));
      expect(res.statusCode, JSON.stringify(rol_id)).toBe(400);
      expect(res.json().errors).toEqual({ rol_id: ['Seleccione un rol'] });
    }
    const [after] = await ctx.db.select({ n: count() }).from(usuarios);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses an id past 2147483647 in a path, a query (also the public logo) and a body', async () => {
    const cases = [
      ctx.app.inject({ method: 'GET', url: '/api/configuration/image?h=2147483648' }),
      ctx.app.inject({ method: 'GET', url: '/api/rolMostrar/2147483648', headers }),
      post('/api/habitacionesMantenimientoAnular', { habitacion_id: 2_147_483_648 }),
      post('/api/usuariosHotelActualizar', { usuario_id: 1, hoteles: [2_147_483_648] }),
    ];
    const answers = await Promise.all(cases);
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers[0]?.json()).toEqual({
      message: 'Los datos enviados no son válidos',
      errors: { h: ['Hotel inválido'] },
    });
    expect(answers[2]?.json().errors).toEqual({ habitacion_id: ['Seleccione la habitación'] });
  });

  it('takes only canonical digits in a path or a query string', async () => {
    for (const id of ['1e1', '%2012', '0x1', '-1', '12abc', '012', '0']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/type_document/show/${id}`, headers });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().errors).toEqual({ id: ['Identificador inválido'] });
    }
    const page = await ctx.app.inject({ method: 'GET', url: '/api/impuesto?page=0x1', headers });
    expect(page.json().errors).toEqual({ page: ['La página es un número entero desde 1'] });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/type_document/show/12', headers })).statusCode,
    ).toBe(200);
  });
});

describe('text never holds NUL or control characters', () => {
  it('refuses NUL in a search, in a query string and in a field, with the field message', async () => {
    const query = await post('/api/capacitacionListar?search=a%00b', undefined);
    expect(query.statusCode).toBe(400);
    const body = await post('/api/rolListar', { search: 'a\u0000b' });
    expect(body.statusCode).toBe(400);
    const field = await post('/api/rolCrear', { nombre: 'Rol\u0000', descripcion: 'x' });
    expect(field.json()).toEqual({
      message: 'Los datos enviados no son válidos',
      errors: { nombre: ['El texto contiene caracteres no permitidos (caracteres de control o inválidos)'] },
    });
  });

  it('refuses control characters in a one-line field but keeps line breaks in observaciones', async () => {
    const name = await post('/api/cajaCrear', { nombre: 'Caja\u0007' });
    expect(name.statusCode).toBe(400);
    const role = await post('/api/rolCrear', {
      nombre: `Rol ${Date.now()}`,
      descripcion: 'línea 1\nlínea 2',
    });
    expect(role.statusCode).toBe(200);
    expect(role.json().data.descripcion).toBe('línea 1\nlínea 2');
  });
});

describe('bodies that are not objects', () => {
  it('answers a JSON null body on hotel create and update with a 400', async () => {
    for (const url of ['/api/hotelCrear/', '/api/hotelActualizar']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: 'null',
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe('Los datos enviados no son válidos');
    }
  });

  it('answers Fastify refusals in Spanish: bad JSON, empty body, other content, poisoned keys, bad URL', async () => {
    const send = (payload: string, contentType = 'application/json') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/rolCrear',
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
    expect((await send('{"a":')).json()).toEqual({
      message: 'El cuerpo de la solicitud no es un JSON válido',
    });
    expect((await send('')).json()).toEqual({
      message: 'El cuerpo de la solicitud está vacío; envíe un objeto JSON',
    });
    const xml = await send('<a/>', 'application/xml');
    expect([xml.statusCode, xml.json().message]).toEqual([
      415,
      'Tipo de contenido no soportado; envíe application/json',
    ]);
    expect((await send('{"__proto__":{"x":1}}')).json()).toEqual({
      message: 'El cuerpo de la solicitud no es un JSON válido',
    });
    const large = await send(`{"nombre":"${'x'.repeat(1_100_000)}"}`);
    expect([large.statusCode, large.json().message]).toEqual([
      413,
      'El contenido enviado es demasiado grande (máximo 1 MiB)',
    ]);
    const url = await ctx.app.inject({ method: 'GET', url: '/api/rolMostrar/%C0%80', headers });
    expect([url.statusCode, url.json()]).toEqual([
      400,
      { message: 'La dirección de la solicitud no es válida' },
    ]);
  });
});

describe('the error handler turns PostgreSQL data errors into a Spanish 400', () => {
  it.each([
    ['fuera-de-rango', 'Un número está fuera del rango permitido'],
    ['texto-nul', 'El texto contiene caracteres no permitidos'],
    ['entero-invalido', 'Un valor no tiene el formato esperado'],
    ['fecha-invalida', 'Una fecha u hora no tiene un formato válido'],
    ['fecha-fuera-de-rango', 'Una fecha u hora está fuera del rango permitido'],
  ])('%s', async (name, message) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/prueba/pg/${name}` });
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
  });
});
