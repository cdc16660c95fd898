import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nochesHabitacion } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import { day, reservationsContext } from './helpers/reservations';

let h: Awaited<ReturnType<typeof reservationsContext>>;
beforeAll(async () => {
  h = await reservationsContext(['reservas.ver', 'reservas.crear', 'reservas.editar', 'reservas.cancelar']);
});
afterAll(() => h.ctx.close());

const fmt = (date: string) => date.split('-').reverse().join('/');

async function booking(lineas: object[]) {
  const client = await h.rooms.makeClient(h.hotelId, { nombres: 'Elena', apellidos: 'Cambios' });
  const res = await h.book({ cliente_id: client.id, canal: 'directo', lineas });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; lineas: { id: number }[] };
}

describe('POST /api/reservaActualizar/{id}', () => {
  it('401, 403 without reservas.editar, 400 on bad dates or another booking’s line, 404', async () => {
    const { type } = await h.makeType(1);
    const { id, lineas } = await booking([h.line(type.id, 2)]);
    const body = { linea_id: lineas[0]?.id, ...h.line(type.id, 3) };
    expect((await h.post(`/reservaActualizar/${id}`, body, {})).statusCode).toBe(401);
    const creator = await h.ctx.factories.actor({ permisos: ['reservas.crear'], hotelIds: [h.hotelId] });
    expect((await h.post(`/reservaActualizar/${id}`, body, creator.headers)).statusCode).toBe(403);
    const backwards = await h.post(`/reservaActualizar/${id}`, { ...body, salida: body.llegada });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.salida).toEqual(['La salida debe ser posterior a la llegada']);
    const other = await booking([h.line(type.id, 9)]);
    const foreign = await h.post(`/reservaActualizar/${id}`, { ...body, linea_id: other.lineas[0]?.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.linea_id).toEqual(['La habitación no es de esta reserva']);
    expect((await h.post('/reservaActualizar/999999', body)).statusCode).toBe(404);
  });

  it('moves an assigned line to other dates: re-priced, the old nights released, audited', async () => {
    const { type, rooms } = await h.makeType(1, { precio: '120000.00' });
    const room = rooms[0]?.id ?? 0;
    const { id, lineas } = await booking([h.line(type.id, 2, 2, { habitacion_id: room })]);
    const res = await h.post(`/reservaActualizar/${id}`, {
      linea_id: lineas[0]?.id,
      ...h.line(type.id, 10, 3, { habitacion_id: room, adultos: 1 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [line] = res.json().data.lineas;
    expect(line).toMatchObject({
      llegada: day(10),
      salida: day(13),
      adultos: 1,
      habitacion_id: room,
      total: '428400.00',
    });
    expect(line.noches.map((n: { fecha: string }) => n.fecha)).toEqual([day(10), day(11), day(12)]);
    const claims = await h.ctx.db
      .select()
      .from(nochesHabitacion)
      .where(eq(nochesHabitacion.habitacion_id, room));
    expect(claims.map((c) => c.noches)).toEqual([`[${day(10)},${day(13)})`]);
    expect((await h.availability(type.id, 2, 2)).libres).toBe(1);
    expect((await h.availability(type.id, 10, 3)).libres).toBe(0);
    expect((await auditOf(h.ctx.db, 'reservas', id)).map((a) => a.accion)).toEqual(['actualizar', 'crear']);
  });

  it('refuses nights another booking holds in the room, and a type with no room left, changing nothing', async () => {
    const { type, rooms } = await h.makeType(1, { nombre: 'Cambio lleno' });
    const room = rooms[0]?.id ?? 0;
    const first = await booking([h.line(type.id, 2, 1, { habitacion_id: room })]);
    await booking([h.line(type.id, 3, 1, { habitacion_id: room })]);
    const longer = await h.post(`/reservaActualizar/${first.id}`, {
      linea_id: first.lineas[0]?.id,
      ...h.line(type.id, 2, 2, { habitacion_id: room }),
    });
    expect(longer.statusCode).toBe(409);
    expect(longer.json().message).toBe(
      `La habitación ${rooms[0]?.numero} ya está comprometida por la reserva de Elena Cambios (llegada ${fmt(day(3))}, salida ${fmt(day(4))})`,
    );
    const { type: other } = await h.makeType(2);
    const unassigned = await booking([h.line(other.id, 3)]);
    const toFull = await h.post(`/reservaActualizar/${unassigned.id}`, {
      linea_id: unassigned.lineas[0]?.id,
      ...h.line(type.id, 3),
    });
    expect(toFull.statusCode).toBe(409);
    expect(toFull.json().errors.tipo_habitacion_id).toEqual([
      `No quedan habitaciones «Cambio lleno» libres para la noche del ${fmt(day(3))}`,
    ]);
    const shown = (await h.get(`/reservaMostrar/${first.id}`)).json().data;
    expect(shown.lineas[0]).toMatchObject({ llegada: day(2), salida: day(3), habitacion_id: room });
    expect((await h.availability(other.id, 3)).libres).toBe(1);
  });

  it('an unassigned line keeps its place while it grows, takes a room, and a cancelled line cannot change', async () => {
    const { type, rooms } = await h.makeType(1);
    const { id, lineas } = await booking([h.line(type.id, 4, 1)]);
    const grown = await h.post(`/reservaActualizar/${id}`, {
      linea_id: lineas[0]?.id,
      ...h.line(type.id, 4, 2),
    });
    expect(grown.statusCode, grown.body).toBe(200);
    expect((await h.availability(type.id, 4, 2)).por_noche.map((n) => n.libres)).toEqual([0, 0]);
    const assigned = await h.post(`/reservaActualizar/${id}`, {
      linea_id: lineas[0]?.id,
      ...h.line(type.id, 4, 2, { habitacion_id: rooms[0]?.id }),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data.lineas[0].habitacion_id).toBe(rooms[0]?.id);
    expect((await h.availability(type.id, 4, 2)).libres).toBe(0);
    await h.post(`/reservaCancelar/${id}`, { motivo: 'Cambio de planes' });
    const late = await h.post(`/reservaActualizar/${id}`, { linea_id: lineas[0]?.id, ...h.line(type.id, 5) });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Solo se modifican habitaciones pendientes o confirmadas (esta está Cancelada)',
    );
  });
});
