import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cuentaMovimientos, cuentas, estancias } from '../src/db/schema';
import { day, HOY, reservationsContext } from './helpers/reservations';

let h: Awaited<ReturnType<typeof reservationsContext>>;
beforeAll(async () => {
  h = await reservationsContext(['reservas.ver', 'reservas.crear', 'reservas.cancelar']);
});
afterAll(() => h.ctx.close());

describe('GET /api/llegadas and /api/salidas', () => {
  it('401, 403 without a reservations permission, 400 on a bad date', async () => {
    for (const url of ['/llegadas', '/salidas']) {
      expect((await h.get(url, {})).statusCode).toBe(401);
      const other = await h.ctx.factories.actor({ permisos: ['ventas.ver'], hotelIds: [h.hotelId] });
      expect((await h.get(url, other.headers)).statusCode).toBe(403);
      const bad = await h.get(`${url}?fecha=2026-13-01`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.fecha).toEqual(['Fecha inválida']);
    }
  });

  it('lists the lines arriving today by default, or on the day asked, never cancelled ones', async () => {
    const { type, rooms } = await h.makeType(2, { nombre: 'Llegadas' });
    const client = await h.rooms.makeClient(h.hotelId, { nombres: 'Pedro', apellidos: 'Llega' });
    const today = await h.book({
      cliente_id: client.id,
      canal: 'telefono',
      lineas: [h.line(type.id, 0, 2, { habitacion_id: rooms[0]?.id }), h.line(type.id, 0, 1)],
    });
    expect(today.statusCode, today.body).toBe(200);
    const later = await h.book({ cliente_id: client.id, canal: 'directo', lineas: [h.line(type.id, 3)] });
    const gone = await h.book({ cliente_id: client.id, canal: 'directo', lineas: [h.line(type.id, 3)] });
    await h.post(`/reservaCancelar/${gone.json().data.id}`, { motivo: 'No viene' });

    const res = await h.get('/llegadas');
    expect(res.statusCode).toBe(200);
    expect(res.json().fecha).toBe(HOY);
    const ours = res.json().data.filter((a: { reserva_id: number }) => a.reserva_id === today.json().data.id);
    expect(ours).toEqual([
      expect.objectContaining({
        habitacion: rooms[0]?.numero,
        cliente: 'Pedro Llega',
        tipo: 'Llegadas',
        estado: 'Confirmada',
      }),
      expect.objectContaining({ habitacion: null, salida: day(1), canal: 'telefono' }),
    ]);
    const onDay = (await h.get(`/llegadas?fecha=${day(3)}`))
      .json()
      .data.map((a: { reserva_id: number }) => a.reserva_id);
    expect(onDay).toContain(later.json().data.id);
    expect(onDay).not.toContain(gone.json().data.id);
  });

  it('lists the stays leaving on the day, booked or walk-in', async () => {
    const room = await h.rooms.makeRoom(h.hotelId);
    const client = await h.rooms.makeClient(h.hotelId, { nombres: 'Sara', apellidos: 'Sale' });
    const [stay] = await h.ctx.db
      .insert(estancias)
      .values({
        hotel_id: h.hotelId,
        habitacion_id: room.id,
        cliente_id: client.id,
        llegada: day(-2),
        salida: day(1),
        adultos: 2,
        tarifa_nombre: 'Estándar',
      })
      .returning();
    const tomorrow = await h.get(`/salidas?fecha=${day(1)}`);
    expect(tomorrow.statusCode).toBe(200);
    expect(tomorrow.json().data).toContainEqual(
      expect.objectContaining({
        estancia_id: stay?.id,
        reserva_id: null,
        cliente: 'Sara Sale',
        habitacion: room.numero,
        estado: 'activa',
      }),
    );
    const today = await h.get('/salidas');
    expect(today.json().fecha).toBe(HOY);
    expect(today.json().data.map((d: { estancia_id: number }) => d.estancia_id)).not.toContain(stay?.id);
  });

  it('gives each departure its balance due, only to a caller who may see accounts', async () => {
    const room = await h.rooms.makeRoom(h.hotelId);
    const client = await h.rooms.makeClient(h.hotelId, { nombres: 'Saldo', apellidos: 'Pendiente' });
    const [stay] = await h.ctx.db
      .insert(estancias)
      .values({
        hotel_id: h.hotelId,
        habitacion_id: room.id,
        cliente_id: client.id,
        llegada: day(-1),
        salida: day(2),
        adultos: 1,
        tarifa_nombre: 'Estándar',
      })
      .returning();
    const [account] = await h.ctx.db
      .insert(cuentas)
      .values({ hotel_id: h.hotelId, tipo: 'estancia', estancia_id: stay?.id ?? 0, cliente_id: client.id })
      .returning();
    const night = (fecha: string) => ({
      hotel_id: h.hotelId,
      cuenta_id: account?.id ?? 0,
      tipo: 'cargo' as const,
      concepto: 'Alojamiento',
      fecha,
      valor: '100000.00',
      impuesto: '19000.50',
      total: '119000.50',
    });
    await h.ctx.db.insert(cuentaMovimientos).values([night(day(-1)), night(day(0))]);
    const cashier = await h.ctx.factories.actor({
      permisos: ['reservas.ver', 'cuentas.ver'],
      hotelIds: [h.hotelId],
    });
    const seen = await h.get(`/salidas?fecha=${day(2)}`, cashier.headers);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toContainEqual(
      expect.objectContaining({ estancia_id: stay?.id, saldo: '238001.00' }),
    );
    const hidden = await h.get(`/salidas?fecha=${day(2)}`);
    expect(hidden.json().data).toContainEqual(
      expect.objectContaining({ estancia_id: stay?.id, saldo: null }),
    );
  });
});
