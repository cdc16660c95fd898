import { reportPaths } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { snapshotOnTheBooks } from '../src/kernel/business-day/on-the-books';
import { both, call, futureRoom, h, other, typeA, url, useReportsHotel } from './helpers/reports-hotel';

/** The nights on the books and the manager's dashboard over the hand-made hotel (helpers/reports-hotel.ts). */
useReportsHotel();

/** The next 30 nights on the books as the other hotel's manager reads them. */
async function theirBooks() {
  const them = await h.ctx.factories.actor({ permisos: ['reportes.ocupacion'], hotelIds: [other] });
  return (await call('POST', url(reportPaths.onTheBooks), them.headers, { dias: 30 })).json();
}

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

  it('on the books from today; no pickup and no year-earlier figure without their snapshots', async () => {
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
    // One night was sold on 13/03/2025, but no snapshot says what was on the books a year ago.
    expect(day('2026-03-13')).toMatchObject({ noches: 1, ingreso: '90000.00', noches_anio_anterior: null });
    expect(r.totales).toMatchObject({
      disponibles: 90,
      noches: 3,
      ingreso: '330000.00',
      adr: '110000.00',
      ocupacion: '3.33',
      noches_anio_anterior: null,
      ocupacion_anio_anterior: null,
      pickup_1: { noches: null, ingreso: null },
    });
    expect(r.fotos).toEqual({
      pickup_1: null,
      pickup_7: null,
      pickup_30: null,
      anio_anterior: '2025-03-11',
      anio_anterior_tomada: false,
    });
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
    expect(r.fotos).toMatchObject({ pickup_1: '2026-03-11', pickup_7: null, pickup_30: null });
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
    const theirs = await theirBooks();
    expect(theirs.totales).toMatchObject({ noches: 0, pickup_1: { noches: null } });
  });
});

describe('POST /api/reportes/ocupacion/futuro: a year earlier at the same lead time', () => {
  const path = url(reportPaths.onTheBooks);

  it('what the close of a year ago had on the books for the same dates, not the final figures', async () => {
    // The close that opened 11/03/2025 kept: 2 nights of type A for 13/03/2025 and 1 of B for
    // 20/03/2025; the next day's snapshot (a shorter lead time) and another hotel's never count.
    await h.ctx.db.execute(sql`
      insert into cierres_dia (hotel_id, fecha, foto_en_libros)
      values (${h.hotelId}, '2025-03-11', true), (${h.hotelId}, '2025-03-12', true), (${other}, '2025-03-11', true)`);
    const [typeB] = (
      await h.ctx.db.execute(sql`
        select id from tipos_habitacion where hotel_id = ${h.hotelId} and id <> ${typeA} order by id limit 1`)
    ).rows as { id: number }[];
    await h.ctx.db.execute(sql`
      insert into ocupacion_futura_fotos (hotel_id, tomada, fecha, tipo_habitacion_id, noches, ingreso) values
        (${h.hotelId}, '2025-03-11', '2025-03-13', ${typeA}, 2, '200000.00'),
        (${h.hotelId}, '2025-03-11', '2025-03-20', ${typeB?.id}, 1, '90000.00'),
        (${h.hotelId}, '2025-03-11', '2025-05-01', ${typeA}, 3, '300000.00'),
        (${h.hotelId}, '2025-03-12', '2025-03-13', ${typeA}, 7, '700000.00')`);
    const r = (await call('POST', path, h.staff.headers, { dias: 30 })).json();
    expect(r.fotos).toMatchObject({ anio_anterior: '2025-03-11', anio_anterior_tomada: true });
    const day = (f: string) => r.dias.find((d: { fecha: string }) => d.fecha === f);
    // 3 rooms: 2 of 3 on the books a year before for the 13th (sold then: 1).
    expect(day('2026-03-13')).toMatchObject({ noches_anio_anterior: 2, ocupacion_anio_anterior: '66.67' });
    expect(day('2026-03-20')).toMatchObject({ noches_anio_anterior: 1 });
    expect(day('2026-03-14')).toMatchObject({ noches_anio_anterior: 0, ocupacion_anio_anterior: '0.00' });
    expect(r.totales).toMatchObject({ noches_anio_anterior: 3, ocupacion_anio_anterior: '3.33' });
    const a = (await call('POST', path, h.staff.headers, { dias: 30, tipo_habitacion_id: typeA })).json();
    expect(a.totales).toMatchObject({ noches_anio_anterior: 2 });
    // 90 nights reach 01/05: the snapshot's night beyond the 30 days counts there.
    const longer = (await call('POST', path, h.staff.headers, { dias: 90 })).json();
    expect(longer.totales).toMatchObject({ noches_anio_anterior: 6 });
    const theirs = await theirBooks();
    expect(theirs.totales.noches_anio_anterior ?? 0).toBe(0);
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
