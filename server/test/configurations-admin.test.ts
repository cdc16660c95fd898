import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuraciones, hoteles, medidas, productos, tiposProducto } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
const call = callerOf(() => ctx);

const settings = {
  soporte_url: 'https://wa.me/573009998877',
  pie_factura: 'Régimen común. Gracias por su visita.',
  permitir_stock_negativo: true,
  producto_alojamiento_id: null,
  hora_checkin: '14:00',
  hora_checkout: '11:30',
};

async function service(hotelId: number, nombre = 'Alojamiento') {
  const [tipo] = await ctx.db.select().from(tiposProducto).where(eq(tiposProducto.codigo, 'servicio'));
  const [medida] = await ctx.db.select().from(medidas).limit(1);
  const [row] = await ctx.db
    .insert(productos)
    .values({
      hotel_id: hotelId,
      codigo: `S${Date.now() % 100000}`,
      nombre,
      tipo_producto_id: tipo?.id ?? 0,
      medida_id: medida?.id ?? 0,
    })
    .returning();
  if (!row) throw new Error('producto');
  return row;
}

describe('POST /api/configurations/save', () => {
  it('401, 403 and 400 with field errors', async () => {
    expect((await call('POST', '/api/configurations/save', undefined, settings)).statusCode).toBe(401);
    const hotel = await ctx.factories.makeHotel();
    const viewer = await ctx.factories.actor({ permisos: ['configuraciones.ver'], hotelIds: [hotel.id] });
    expect((await call('POST', '/api/configurations/save', viewer.headers, settings)).statusCode).toBe(403);
    const editor = await ctx.factories.actor({ permisos: ['configuraciones.editar'], hotelIds: [hotel.id] });
    const bad = await call('POST', '/api/configurations/save', editor.headers, {
      ...settings,
      soporte_url: 'javascript:alert(1)',
      hora_checkin: '25:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['hora_checkin', 'soporte_url']);
  });

  it('creates the row of a hotel without one, saves the hours on the hotel and audits before/after', async () => {
    const hotel = await ctx.factories.makeHotel();
    const editor = await ctx.factories.actor({ permisos: ['configuraciones.editar'], hotelIds: [hotel.id] });
    const before = await call('GET', '/api/configurations', editor.headers);
    expect(before.json().data).toMatchObject({
      hotel_id: hotel.id,
      plan: 'basico',
      hora_checkin: '15:00',
      tiene_logo: false,
    });

    const lodging = await service(hotel.id);
    const res = await call('POST', '/api/configurations/save', editor.headers, {
      ...settings,
      producto_alojamiento_id: lodging.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ...settings,
      producto_alojamiento_id: lodging.id,
      hotel_id: hotel.id,
    });
    const [row] = await ctx.db.select().from(hoteles).where(eq(hoteles.id, hotel.id));
    expect(row?.hora_checkin).toBe('14:00:00');

    const [entry] = await auditOf(ctx.db, 'configuraciones', hotel.id);
    expect(entry).toMatchObject({ accion: 'actualizar', hotel_id: hotel.id, usuario_id: editor.user.id });
    expect(entry?.antes).toMatchObject({ hora_checkin: '15:00', soporte_url: null });
    expect(entry?.despues).toMatchObject({ hora_checkin: '14:00', soporte_url: settings.soporte_url });
  });

  it('saves the business-day close hour, the cancellation policy and its penalty; a percent over 100 is refused', async () => {
    const hotel = await ctx.factories.makeHotel();
    const editor = await ctx.factories.actor({ permisos: ['configuraciones.editar'], hotelIds: [hotel.id] });
    const before = await call('GET', '/api/configurations', editor.headers);
    expect(before.json().data).toMatchObject({
      hora_cierre_dia: '03:00',
      penalidad_cancelacion_tipo: 'ninguna',
      penalidad_cancelacion_valor: '0.00',
    });
    const tooMuch = await call('POST', '/api/configurations/save', editor.headers, {
      ...settings,
      penalidad_cancelacion_tipo: 'porcentaje',
      penalidad_cancelacion_valor: '120',
      hora_cierre_dia: '27:00',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(Object.keys(tooMuch.json().errors).sort()).toEqual([
      'hora_cierre_dia',
      'penalidad_cancelacion_valor',
    ]);
    const res = await call('POST', '/api/configurations/save', editor.headers, {
      ...settings,
      hora_cierre_dia: '04:30',
      politica_cancelacion: 'Sin costo hasta 48 horas antes de la llegada.',
      penalidad_cancelacion_tipo: 'porcentaje',
      penalidad_cancelacion_valor: '50',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      hora_cierre_dia: '04:30',
      politica_cancelacion: 'Sin costo hasta 48 horas antes de la llegada.',
      penalidad_cancelacion_tipo: 'porcentaje',
      penalidad_cancelacion_valor: '50.00',
    });
    const [row] = await ctx.db.select().from(hoteles).where(eq(hoteles.id, hotel.id));
    expect(row?.hora_cierre_dia).toBe('04:30:00');
    // Left out, they stay as they are.
    const again = await call('POST', '/api/configurations/save', editor.headers, settings);
    expect(again.json().data).toMatchObject({
      hora_cierre_dia: '04:30',
      penalidad_cancelacion_tipo: 'porcentaje',
    });
  });

  it('the lodging product must be an active service of the same hotel', async () => {
    const mine = await ctx.factories.makeHotel();
    const other = await ctx.factories.makeHotel();
    const foreign = await service(other.id);
    const editor = await ctx.factories.actor({
      permisos: ['configuraciones.editar', 'configuraciones.ver'],
      hotelIds: [mine.id],
    });
    const res = await call('POST', '/api/configurations/save', editor.headers, {
      ...settings,
      producto_alojamiento_id: foreign.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      producto_alojamiento_id: ['Elija un servicio activo de este hotel'],
    });
    const own = await service(mine.id, 'Noche de hotel');
    const options = await call('GET', '/api/configurations/lodging-products', editor.headers);
    expect(options.json().data).toEqual([{ id: own.id, codigo: own.codigo, nombre: 'Noche de hotel' }]);
  });
});

describe('GET /api/configurations/get/{id}, DELETE /api/configurations/delete/{id}, POST /api/configurations/plan', () => {
  it('reads a hotel of the user; another hotel answers 404', async () => {
    const mine = await ctx.factories.makeHotel();
    const other = await ctx.factories.makeHotel();
    const viewer = await ctx.factories.actor({ permisos: ['configuraciones.ver'], hotelIds: [mine.id] });
    expect((await call('GET', `/api/configurations/get/${mine.id}`)).statusCode).toBe(401);
    const res = await call('GET', `/api/configurations/get/${mine.id}`, viewer.headers);
    expect(res.json().data.hotel_id).toBe(mine.id);
    expect((await call('GET', `/api/configurations/get/${other.id}`, viewer.headers)).statusCode).toBe(404);
    const nobody = await ctx.factories.actor({ permisos: ['clientes.ver'], hotelIds: [mine.id] });
    expect((await call('GET', `/api/configurations/get/${mine.id}`, nobody.headers)).statusCode).toBe(403);
  });

  it('changes the plan; 400 on an unknown plan', async () => {
    const hotel = await ctx.factories.makeHotel();
    const editor = await ctx.factories.actor({ permisos: ['configuraciones.editar'], hotelIds: [hotel.id] });
    const bad = await call('POST', '/api/configurations/plan', editor.headers, { plan: 'oro' });
    expect(bad.json().errors.plan).toEqual(['Seleccione un plan']);
    const res = await call('POST', '/api/configurations/plan', editor.headers, { plan: 'cadena' });
    expect(res.json().data.plan).toBe('cadena');
  });

  it('resets a hotel to the defaults (logo included), only for the user’s hotels', async () => {
    const mine = await ctx.factories.makeHotel();
    const other = await ctx.factories.makeHotel();
    await ctx.db.insert(configuraciones).values([
      {
        hotel_id: mine.id,
        plan: 'profesional',
        soporte_url: 'https://wa.me/1',
        logo: Buffer.from([1]),
        logo_mime: 'image/png',
      },
      { hotel_id: other.id, plan: 'profesional' },
    ]);
    const editor = await ctx.factories.actor({ permisos: ['configuraciones.editar'], hotelIds: [mine.id] });
    expect((await call('DELETE', `/api/configurations/delete/${other.id}`, editor.headers)).statusCode).toBe(
      404,
    );
    const res = await call('DELETE', `/api/configurations/delete/${mine.id}`, editor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ plan: 'basico', soporte_url: null, tiene_logo: false });
    expect((await auditOf(ctx.db, 'configuraciones', mine.id))[0]?.accion).toBe('eliminar');
    const [kept] = await ctx.db.select().from(configuraciones).where(eq(configuraciones.hotel_id, other.id));
    expect(kept?.plan).toBe('profesional');
  });
});
