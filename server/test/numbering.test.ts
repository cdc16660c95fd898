import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

let ctx: TestContext;
let hotelId: number;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  hotelId = (await ctx.factories.makeHotel()).id;
  admin = (
    await ctx.factories.actor({ permisos: ['numeracion.ver', 'numeracion.editar'], hotelIds: [hotelId] })
  ).headers;
});
afterAll(() => ctx.close());
const call = callerOf(() => ctx);

/** A date `days` from today, as the hotel (America/Bogota) sees it. */
const day = (days: number) => {
  const bogota = new Date(Date.now() - 5 * 3_600_000 + days * 86_400_000);
  return bogota.toISOString().slice(0, 10);
};
const resolution = (over: Record<string, unknown> = {}) => ({
  numero_resolucion: '18764000001234',
  prefijo: 'SETP',
  desde: 1,
  hasta: 1000,
  fecha_desde: day(-10),
  fecha_hasta: day(355),
  clave_tecnica: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  ...over,
});

describe('internal sequences', () => {
  it('401, 403, 400', async () => {
    expect((await call('POST', '/api/numeracionInternaListar')).statusCode).toBe(401);
    const viewer = (await ctx.factories.actor({ permisos: ['numeracion.ver'], hotelIds: [hotelId] })).headers;
    const body = { tipo: 'recibo_caja', prefijo: 'RC', siguiente: 1 };
    expect((await call('POST', '/api/numeracionInternaCrear', viewer, body)).statusCode).toBe(403);
    const bad = await call('POST', '/api/numeracionInternaCrear', admin, {
      tipo: 'cheque',
      prefijo: 'r c',
      siguiente: 0,
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['prefijo', 'siguiente', 'tipo']);
  });

  it('creates one per kind, only moves forward, audits, and keeps to its hotel', async () => {
    const created = await call('POST', '/api/numeracionInternaCrear', admin, {
      tipo: 'comprobante_egreso',
      prefijo: 'CE',
      siguiente: 500,
    });
    expect(created.json().data).toMatchObject({ tipo_nombre: 'Comprobante de egreso', siguiente: 500 });
    const id = created.json().data.id;
    const dup = await call('POST', '/api/numeracionInternaCrear', admin, {
      tipo: 'comprobante_egreso',
      prefijo: 'X',
      siguiente: 1,
    });
    expect(dup.json().errors).toEqual({ tipo: ['Ya existe una numeración para ese tipo de documento'] });

    const back = await call('POST', '/api/numeracionInternaActualizar', admin, {
      id,
      tipo: 'comprobante_egreso',
      prefijo: 'CE',
      siguiente: 499,
    });
    expect(back.json().errors).toEqual({
      siguiente: ['No puede ser menor que 500: esos números ya se usaron'],
    });
    const fwd = await call('POST', '/api/numeracionInternaActualizar', admin, {
      id,
      tipo: 'nota_credito',
      prefijo: 'EG',
      siguiente: 600,
    });
    expect(fwd.json().data).toMatchObject({ tipo: 'comprobante_egreso', prefijo: 'EG', siguiente: 600 });
    expect((await auditOf(ctx.db, 'numeraciones_internas', id)).map((e) => e.accion)).toEqual([
      'actualizar',
      'crear',
    ]);

    const other = await ctx.factories.makeHotel();
    const stranger = (
      await ctx.factories.actor({ permisos: ['numeracion.ver', 'numeracion.editar'], hotelIds: [other.id] })
    ).headers;
    expect((await call('GET', `/api/numeracionInternaMostrar/${id}`, stranger)).statusCode).toBe(404);
    const theirs = await call('POST', '/api/numeracionInternaActualizar', stranger, {
      id,
      tipo: 'comprobante_egreso',
      prefijo: 'Z',
      siguiente: 900,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await call('POST', '/api/numeracionInternaListar', stranger)).json().total).toBe(0);
  });
});

describe('external sequences (DIAN resolutions)', () => {
  it('400 on ranges and dates that do not make sense', async () => {
    const res = await call(
      'POST',
      '/api/numeracionExternaCrear',
      admin,
      resolution({ desde: 10, hasta: 5, fecha_hasta: day(-20), siguiente: 99 }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['fecha_hasta', 'hasta', 'siguiente']);
  });

  it('refuses overlapping active ranges of one prefix; other prefixes and inactive ones may overlap', async () => {
    const hotel = (await ctx.factories.makeHotel()).id;
    const headers = (
      await ctx.factories.actor({ permisos: ['numeracion.editar', 'numeracion.ver'], hotelIds: [hotel] })
    ).headers;
    const first = await call(
      'POST',
      '/api/numeracionExternaCrear',
      headers,
      resolution({ desde: 1, hasta: 100 }),
    );
    expect(first.statusCode).toBe(200);
    const clash = await call(
      'POST',
      '/api/numeracionExternaCrear',
      headers,
      resolution({ numero_resolucion: '18764000009999', desde: 100, hasta: 200 }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.desde[0]).toMatch(/se cruza con la resolución 18764000001234 \(1–100\)/);
    expect(
      (await call('POST', '/api/numeracionExternaCrear', headers, resolution({ desde: 101, hasta: 200 })))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          'POST',
          '/api/numeracionExternaCrear',
          headers,
          resolution({ prefijo: 'FE', desde: 50, hasta: 150 }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          'POST',
          '/api/numeracionExternaCrear',
          headers,
          resolution({ desde: 50, hasta: 60, estado: false }),
        )
      ).statusCode,
    ).toBe(200);
    // Another hotel may use the same prefix and range.
    expect(
      (
        await call(
          'POST',
          '/api/numeracionExternaCrear',
          admin,
          resolution({ prefijo: 'OTRO', desde: 1, hasta: 100 }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('computes what is left and warns under 10 % of the numbers or 30 days', async () => {
    const hotel = (await ctx.factories.makeHotel()).id;
    const headers = (
      await ctx.factories.actor({ permisos: ['numeracion.editar', 'numeracion.ver'], hotelIds: [hotel] })
    ).headers;
    const fresh = (
      await call('POST', '/api/numeracionExternaCrear', headers, resolution({ prefijo: 'A' }))
    ).json().data;
    expect(fresh).toMatchObject({ siguiente: 1, restantes: 1000, dias_restantes: 355, alerta: null });
    const low = (
      await call('POST', '/api/numeracionExternaCrear', headers, resolution({ prefijo: 'B', siguiente: 950 }))
    ).json().data;
    expect(low).toMatchObject({ restantes: 51, alerta: 'Quedan 51 números (5 %)' });
    const soon = (
      await call(
        'POST',
        '/api/numeracionExternaCrear',
        headers,
        resolution({ prefijo: 'C', fecha_hasta: day(12) }),
      )
    ).json().data;
    expect(soon.alerta).toBe('Vence en 12 días');
    const list = await call('POST', '/api/numeracionExternaListar', headers);
    expect(list.json().data.map((r: { alerta: string | null }) => r.alerta)).toEqual(
      expect.arrayContaining([null, 'Quedan 51 números (5 %)', 'Vence en 12 días']),
    );
  });

  it('numbers already used cannot be taken back; the change is audited; other hotels get 404', async () => {
    const hotel = (await ctx.factories.makeHotel()).id;
    const headers = (
      await ctx.factories.actor({ permisos: ['numeracion.editar', 'numeracion.ver'], hotelIds: [hotel] })
    ).headers;
    const r = (
      await call('POST', '/api/numeracionExternaCrear', headers, resolution({ siguiente: 11 }))
    ).json().data;
    const body = { ...resolution(), id: r.id };
    const moved = await call('POST', '/api/numeracionExternaActualizar', headers, { ...body, desde: 5 });
    expect(moved.json().errors).toEqual({ desde: ['No se puede cambiar: ya se usaron números'] });
    const shrink = await call('POST', '/api/numeracionExternaActualizar', headers, { ...body, hasta: 5 });
    expect(shrink.json().errors).toEqual({ hasta: ['No puede ser menor que 10: ese número ya se usó'] });
    const ok = await call('POST', '/api/numeracionExternaActualizar', headers, {
      ...body,
      hasta: 2000,
      estado: false,
    });
    expect(ok.json().data).toMatchObject({ hasta: 2000, siguiente: 11, estado: false, alerta: null });
    expect((await auditOf(ctx.db, 'resoluciones_facturacion', r.id))[0]?.accion).toBe('desactivar');
    expect((await call('GET', `/api/numeracionExternaMostrar/${r.id}`, admin)).statusCode).toBe(404);
  });
});
