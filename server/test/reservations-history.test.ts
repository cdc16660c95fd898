import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cajaMovimientos, cajas, formasPago, reservas } from '../src/db/schema';
import { reservationsContext } from './helpers/reservations';

let h: Awaited<ReturnType<typeof reservationsContext>>;
let efectivo: number;
beforeAll(async () => {
  h = await reservationsContext([
    'reservas.ver',
    'reservas.crear',
    'reservas.editar',
    'reservas.cancelar',
    'cajas.abrir',
    'configuraciones.ver',
    'configuraciones.editar',
  ]);
  const [cash] = await h.ctx.db.select().from(formasPago).where(eq(formasPago.nombre, 'Efectivo'));
  efectivo = cash?.id ?? 0;
  const [caja] = await h.ctx.db.insert(cajas).values({ hotel_id: h.hotelId, nombre: 'Reservas' }).returning();
  const opened = await h.post('/cajaAbrir', { caja_id: caja?.id, efectivo: 0, password: 'AUTOAPROBACION' });
  expect(opened.statusCode, opened.body).toBe(200);
});
afterAll(() => h.ctx.close());

const historyOf = async (id: number) => {
  const res = await h.get(`/reservaMostrar/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.historial as { accion: string; usuario: string; antes: unknown; despues: unknown }[];
};

async function booking(rooms = 1, lines = 1, from = 2) {
  const made = await h.makeType(rooms);
  const client = await h.rooms.makeClient(h.hotelId);
  const res = await h.book({
    cliente_id: client.id,
    canal: 'directo',
    lineas: Array.from({ length: lines }, () => h.line(made.type.id, from, 2)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...made, client, data: res.json().data };
}

describe('the history of a booking', () => {
  it('keeps every change, newest first, with who and the before and after', async () => {
    const { data } = await booking(3, 1);
    const other = await h.rooms.makeClient(h.hotelId, { nombres: 'Empresa' });
    const line = data.lineas[0];
    expect(
      (
        await h.post(`/reservaActualizar/${data.id}`, {
          ...h.line(line.tipo_habitacion_id, 3, 1),
          linea_id: line.id,
        })
      ).statusCode,
    ).toBe(200);
    const holder = await h.post(`/reservaActualizar/${data.id}`, {
      cliente_id: other.id,
      canal: 'agencia',
      agencia: 'Viajes Andinos',
      agencia_referencia: 'VA-991',
    });
    expect(holder.statusCode, holder.body).toBe(200);
    expect(holder.json().data).toMatchObject({
      cliente_id: other.id,
      canal: 'agencia',
      agencia: 'Viajes Andinos',
    });
    const [row] = await h.ctx.db.select().from(reservas).where(eq(reservas.id, line.id));
    expect(row).toMatchObject({ cliente_id: other.id, canal: 'agencia' });
    expect((await h.post(`/reservaCancelar/${data.id}`, { motivo: 'Cambio de planes' })).statusCode).toBe(
      200,
    );
    expect((await h.post(`/reservaReactivar/${data.id}`, {})).statusCode).toBe(200);
    const history = await historyOf(data.id);
    expect(history.map((e) => e.accion)).toEqual(['reactivar', 'cancelar', 'datos', 'actualizar', 'crear']);
    expect(history[2]).toMatchObject({
      antes: { canal: 'directo', agencia: null },
      despues: { canal: 'agencia', agencia: 'Viajes Andinos', cliente_id: other.id },
    });
    expect(history.every((e) => e.usuario === history[0]?.usuario && e.usuario)).toBe(true);
  });

  it('POST /reservaActualizar refuses an empty change, an agency channel without agency and an unknown holder', async () => {
    const { data } = await booking();
    const empty = await h.post(`/reservaActualizar/${data.id}`, {});
    expect(empty.statusCode).toBe(400);
    const agency = await h.post(`/reservaActualizar/${data.id}`, { canal: 'agencia' });
    expect(agency.statusCode).toBe(400);
    expect(Object.keys(agency.json().errors)).toEqual(['agencia']);
    const unknown = await h.post(`/reservaActualizar/${data.id}`, { cliente_id: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['cliente_id']);
    expect((await historyOf(data.id)).map((e) => e.accion)).toEqual(['crear']);
  });
});

describe('POST /reservaReactivar/{id}', () => {
  it('401, 403 without reservas.editar, 400 on bad input, 404, 409 for a line that is not cancelled', async () => {
    const { data } = await booking();
    expect(
      (await h.ctx.app.inject({ method: 'POST', url: `/api/reservaReactivar/${data.id}`, payload: {} }))
        .statusCode,
    ).toBe(401);
    const viewer = await h.ctx.factories.actor({ permisos: ['reservas.ver'], hotelIds: [h.hotelId] });
    expect((await h.post(`/reservaReactivar/${data.id}`, {}, viewer.headers)).statusCode).toBe(403);
    expect((await h.post(`/reservaReactivar/${data.id}`, { linea_id: 'x' })).statusCode).toBe(400);
    expect((await h.post('/reservaReactivar/999999', {})).statusCode).toBe(404);
    const live = await h.post(`/reservaReactivar/${data.id}`, { linea_id: data.lineas[0].id });
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toBe('Solo se reactivan habitaciones canceladas');
  });

  it('reinstates a cancelled line while its type has room, and refuses it once the type is full', async () => {
    const { type, data } = await booking(1, 1, 4);
    expect((await h.post(`/reservaCancelar/${data.id}`, { motivo: 'No viaja' })).statusCode).toBe(200);
    expect((await h.availability(type.id, 4, 2)).libres).toBe(1);
    const back = await h.post(`/reservaReactivar/${data.id}`, { linea_id: data.lineas[0].id });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.lineas[0]).toMatchObject({ estado: 'Confirmada', motivo_cancelacion: null });
    expect((await h.availability(type.id, 4, 2)).libres).toBe(0);
    // Cancelled again, and the last room sold to someone else: the reinstatement is refused.
    expect((await h.post(`/reservaCancelar/${data.id}`, { motivo: 'No viaja' })).statusCode).toBe(200);
    const client = await h.rooms.makeClient(h.hotelId);
    const taken = await h.book({ cliente_id: client.id, canal: 'directo', lineas: [h.line(type.id, 5, 1)] });
    expect(taken.statusCode).toBe(200);
    const full = await h.post(`/reservaReactivar/${data.id}`, {});
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/No quedan habitaciones/);
    const [line] = await h.ctx.db.select().from(reservas).where(eq(reservas.id, data.lineas[0].id));
    expect(line?.estado).toBe('Cancelada');
  });

  it('an assigned line claims its room again, refused when the room was taken meanwhile', async () => {
    const made = await h.makeType(2);
    const client = await h.rooms.makeClient(h.hotelId);
    const room = made.rooms[0]?.id;
    const res = await h.book({
      cliente_id: client.id,
      canal: 'directo',
      lineas: [h.line(made.type.id, 6, 2, { habitacion_id: room })],
    });
    const { id, lineas } = res.json().data;
    await h.post(`/reservaCancelar/${id}`, { motivo: 'Error' });
    const thief = await h.book({
      cliente_id: client.id,
      canal: 'directo',
      lineas: [h.line(made.type.id, 7, 1, { habitacion_id: room })],
    });
    expect(thief.statusCode).toBe(200);
    const refused = await h.post(`/reservaReactivar/${id}`, { linea_id: lineas[0].id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/ya está comprometida/);
  });
});

describe('POST /reservaAnticipo/{id}', () => {
  it('401, 403, 400 without the key or with a zero amount, 409 on a cancelled booking', async () => {
    const { data } = await booking();
    const url = `/reservaAnticipo/${data.id}`;
    const body = { forma_pago_id: efectivo, monto: '30000' };
    expect((await h.ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: body })).statusCode).toBe(
      401,
    );
    const viewer = await h.ctx.factories.actor({ permisos: ['reservas.ver'], hotelIds: [h.hotelId] });
    expect(
      (await h.post(url, body, { ...viewer.headers, 'idempotency-key': 'clave-anticipo-1' })).statusCode,
    ).toBe(403);
    expect((await h.post(url, body)).statusCode).toBe(400);
    const zero = await h.post(
      url,
      { ...body, monto: '0' },
      { ...h.staff.headers, 'idempotency-key': 'clave-anticipo-2' },
    );
    expect(Object.keys(zero.json().errors)).toEqual(['monto']);
    await h.post(`/reservaCancelar/${data.id}`, { motivo: 'No viaja' });
    const cancelled = await h.post(url, body, { ...h.staff.headers, 'idempotency-key': 'clave-anticipo-3' });
    expect(cancelled.statusCode).toBe(409);
  });

  it('takes the deposit into the open register once per key and writes the history', async () => {
    const { data } = await booking();
    const headers = { ...h.staff.headers, 'idempotency-key': `anticipo-${data.id}-a` };
    const body = { forma_pago_id: efectivo, monto: '45000.50' };
    const first = await h.post(`/reservaAnticipo/${data.id}`, body, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ pagado: '45000.50' });
    const again = await h.post(`/reservaAnticipo/${data.id}`, body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.anticipos).toHaveLength(1);
    const moves = await h.ctx.db
      .select()
      .from(cajaMovimientos)
      .where(eq(cajaMovimientos.concepto, `Anticipo reserva ${data.id}`));
    expect(moves.map((m) => m.monto)).toEqual(['45000.50']);
    const other = await booking();
    const reused = await h.post(`/reservaAnticipo/${other.data.id}`, body, headers);
    expect(reused.statusCode).toBe(409);
    expect((await historyOf(data.id)).map((e) => e.accion)).toEqual(['anticipo', 'crear']);
  });
});

describe('the cancellation policy in the configuration', () => {
  it('is saved and read, and left as it is by a save that does not send it', async () => {
    const settings = { permitir_stock_negativo: false, hora_checkin: '15:00', hora_checkout: '12:00' };
    const saved = await h.post('/configurations/save', {
      ...settings,
      politica_cancelacion: 'Cancelación gratuita hasta 48 horas antes de la llegada.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await h.post('/configurations/save', settings)).statusCode).toBe(200);
    const read = await h.get('/configurations');
    expect(read.json().data.politica_cancelacion).toBe(
      'Cancelación gratuita hasta 48 horas antes de la llegada.',
    );
  });
});
