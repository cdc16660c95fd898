import { reportPaths } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { snapshotOnTheBooks } from '../src/kernel/business-day/on-the-books';
import { both, call, futureRoom, h, other, typeA, url, useReportsHotel } from './helpers/reports-hotel';

/** The nights on the books and the manager's dashboard over the hand-made hotel (helpers/reports-hotel.ts). */
useReportsHotel();

describe('POST /api/reportes/ocupacion/futuro', () => {
  const path = url(reportPaths.onTheBooks);

  it('401, 403, 400', async () => {
    expect((await call('POST', path, undefined, { dias: 30 })).statusCode).toBe(401);
    const clerk = await h.ctx.factories.actor({ permisos: ['reportes.consolidado'], hotelIds: [h.hotelId] });
    expect((await call('POST', path, clerk.headers, { dias: 30 })).statusCode).toBe(403);
    const bad = await call('POST', path, h.staff.headers, { dias: 45 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('dias');
  });

  it('on the books from today, the same dates a year earlier, no pickup without a snapshot', async () => {
    const res = await call('POST', path, h.staff.headers, { dias: 30 });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ hoy: '2026-03-11', desde: '2026-03-11', hasta: '2026-04-09' });
    expect(r.dias).toHaveLength(30);
    const day = (f: string) => r.dias.find((d: { fecha: string }) => d.fecha === f);
    // Stay 3's last night (the 12th is its departure); the B line's two nights at their base.
    expect(day('2026-03-11')).toMatchObject({
      disponibles: 3,
      noches: 1,
      ingreso: '150000.00',
      ocupacion: '33.33',
    });
    expect(day('2026-03-12')).toMatchObject({ noches: 0, ingreso: '0.00' });
    expect(day('2026-03-13')).toMatchObject({ noches: 1, ingreso: '90000.00', noches_anio_anterior: 1 });
    expect(r.totales).toMatchObject({
      disponibles: 90,
      noches: 3,
      ingreso: '330000.00',
      adr: '110000.00',
      ocupacion: '3.33',
      noches_anio_anterior: 1,
      pickup_1: { noches: null, ingreso: null },
    });
    expect(r.fotos).toEqual({ pickup_1: null, pickup_7: null, pickup_30: null });
  });

  it("pickup: what was booked since the close's snapshot, another hotel's never in", async () => {
    // The close that opened the 11th kept the books (as closeDay does); then a line is booked.
    await h.ctx.db.execute(
      sql`insert into cierres_dia (hotel_id, fecha) values (${h.hotelId}, '2026-03-11')`,
    );
    await snapshotOnTheBooks(h.ctx.db, h.hotelId, '2026-03-11');
    const guest = await h.rooms.makeClient(h.hotelId);
    await h.rooms.makeReservationLine({
      hotel_id: h.hotelId,
      cliente_id: guest.id,
      habitacion_id: futureRoom,
      llegada: '2026-03-20',
      salida: '2026-03-23',
    });
    const r = (await call('POST', path, h.staff.headers, { dias: 30 })).json();
    expect(r.fotos).toEqual({ pickup_1: '2026-03-11', pickup_7: null, pickup_30: null });
    // 3 nights without prices (a line with no priced nights counts its nights at 0).
    expect(r.totales).toMatchObject({
      noches: 6,
      pickup_1: { noches: 3, ingreso: '0.00' },
      pickup_7: { noches: null, ingreso: null },
    });
    expect(r.dias.find((d: { fecha: string }) => d.fecha === '2026-03-20').pickup_1).toEqual({
      noches: 1,
      ingreso: '0.00',
    });
    expect(r.dias.find((d: { fecha: string }) => d.fecha === '2026-03-13').pickup_1).toEqual({
      noches: 0,
      ingreso: '0.00',
    });
    const b = (await call('POST', path, h.staff.headers, { dias: 30, tipo_habitacion_id: typeA })).json();
    expect(b.totales).toMatchObject({ disponibles: 60, noches: 1, pickup_1: { noches: 0 } });
    const theirs = (
      await call(
        'POST',
        path,
        { ...(await h.ctx.factories.actor({ permisos: ['reportes.ocupacion'], hotelIds: [other] })).headers },
        { dias: 30 },
      )
    ).json();
    expect(theirs.totales).toMatchObject({ noches: 0, pickup_1: { noches: null } });
  });
});

describe('GET /api/dashboard', () => {
  it('401 and 403', async () => {
    expect((await call('GET', url(reportPaths.dashboard))).statusCode).toBe(401);
    expect((await call('GET', url(reportPaths.dashboard), both.headers)).statusCode).toBe(403);
  });

  it("today's figures at the hotel's business date", async () => {
    const res = await call('GET', url(reportPaths.dashboard), h.staff.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hoy: '2026-03-11',
      habitaciones: 3,
      vendidas: 2,
      ocupacion: '66.67',
      llegadas: 1,
      salidas: 1,
      en_casa: 1,
      ingresos_hoy: { actual: '180000.00', anterior: '0.00', porcentaje: null },
      ingresos_mes: { actual: '190000.00' },
      cajas_abiertas: [{ caja: 'Recepción', saldo: '120000.00' }],
      bajo_minimo: 1,
    });
  });
});
