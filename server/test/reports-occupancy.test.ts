import { reportPaths } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { both, call, h, other, range, typeA, typeB, url, useReportsHotel } from './helpers/reports-hotel';

/** Reporte de Ocupación over the hand-made hotel (helpers/reports-hotel.ts). */
useReportsHotel();

describe('POST /api/reportes/ocupacion', () => {
  it('401 without a session, 403 without the permission, 400 on a bad range', async () => {
    expect((await call('POST', url(reportPaths.occupancy), undefined, range)).statusCode).toBe(401);
    const clerk = await h.ctx.factories.actor({ permisos: ['reportes.consolidado'], hotelIds: [h.hotelId] });
    expect((await call('POST', url(reportPaths.occupancy), clerk.headers, range)).statusCode).toBe(403);
    const backwards = await call('POST', url(reportPaths.occupancy), h.staff.headers, {
      desde: '2026-03-12',
      hasta: '2026-03-10',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toHaveProperty('hasta');
    const long = await call('POST', url(reportPaths.occupancy), h.staff.headers, {
      desde: '2025-01-01',
      hasta: '2026-03-10',
    });
    expect(long.statusCode).toBe(400);
    expect(
      (await call('POST', url(reportPaths.occupancy), h.staff.headers, { desde: '10/03/2026' })).statusCode,
    ).toBe(400);
  });

  it('answers the hand-computed figures, by day, by type and in total', async () => {
    const res = await call('POST', url(reportPaths.occupancy), h.staff.headers, range);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.fuera_de_servicio_restado).toBe(false);
    expect(
      r.dias.map((d: Record<string, unknown>) => [
        d.fecha,
        d.disponibles,
        d.vendidas,
        d.cortesias,
        d.fuera_de_servicio,
        d.ingreso_habitaciones,
        d.ingreso_total,
        d.llegadas,
        d.salidas,
        d.no_shows,
        d.cancelaciones,
      ]),
    ).toEqual([
      // 20:30 in Bogotá on the 10th is the 10th's revenue, though UTC was already the 11th.
      ['2026-03-10', 3, 2, 1, 0, '200000.00', '210000.00', 2, 0, 0, 0],
      ['2026-03-11', 3, 2, 0, 0, '330000.00', '330000.00', 1, 1, 1, 1],
      ['2026-03-12', 3, 0, 0, 1, '0.00', '5000.00', 0, 2, 0, 0],
    ]);
    expect(r.totales).toMatchObject({
      disponibles: 9,
      vendidas: 4,
      cortesias: 1,
      ocupacion: '44.44',
      ingreso_habitaciones: '530000.00',
      ingreso_total: '545000.00',
      adr: '132500.00',
      revpar: '58888.89',
      trevpar: '60555.56',
      adultos: 7,
      ninos: 2,
      estancia_promedio: '1.33',
      // The no-show and Booking.com's line arrive in the range; the cancelled one on the 20th.
      tasa_no_show: '50.00',
      tasa_cancelacion: '0.00',
    });
    expect(
      r.por_tipo.map((t: Record<string, unknown>) => [t.tipo, t.disponibles, t.vendidas, t.ocupacion, t.adr]),
    ).toEqual([
      ['A Doble', 6, 3, '50.00', '176666.67'],
      ['B Sencilla', 3, 1, '33.33', '0.00'],
    ]);
  });

  it('by segment, by nationality and the fees apart, as computed by hand', async () => {
    const r = (await call('POST', url(reportPaths.occupancy), h.staff.headers, range)).json();
    // Nights: Booking.com 10 and 11 at 200 000 (OTA); stay 2's complimentary night (direct);
    // the company's night of the 11th at 150 000. 550 000 priced − the 20 000 discount = 530 000.
    expect(r.por_segmento).toEqual([
      { segmento: 'directo', vendidas: 1, ingreso_habitaciones: '0.00', adr: '0.00', participacion: '25.00' },
      {
        segmento: 'ota',
        vendidas: 2,
        ingreso_habitaciones: '400000.00',
        adr: '200000.00',
        participacion: '50.00',
      },
      { segmento: 'agencia', vendidas: 0, ingreso_habitaciones: '0.00', adr: '0.00', participacion: '0.00' },
      {
        segmento: 'empresa',
        vendidas: 1,
        ingreso_habitaciones: '150000.00',
        adr: '150000.00',
        participacion: '25.00',
      },
      { segmento: 'grupo', vendidas: 0, ingreso_habitaciones: '0.00', adr: '0.00', participacion: '0.00' },
    ]);
    expect(r.ajuste_segmentos).toBe('-20000.00');
    expect(r.total_segmentos).toEqual({
      vendidas: 4,
      ingreso_habitaciones: '550000.00',
      adr: '137500.00',
      participacion: '100.00',
    });
    // Arrivals 10–12: stay 1 (2 nights: its Colombian client and US companion), stay 2 (US, 1
    // night), stay 3 (the company, no nationality, 1 night).
    expect(
      r.por_nacionalidad.map((n: Record<string, unknown>) => [
        n.pais_codigo,
        n.nacional,
        n.huespedes,
        n.noches,
      ]),
    ).toEqual([
      ['CO', true, 1, 2],
      ['US', false, 2, 3],
      [null, null, 1, 1],
    ]);
    expect(r.huespedes).toEqual({ nacionales: 1, extranjeros: 2, sin_dato: 1 });
    // No-show of the 11th kept 40 000; the cancellation of the 11th (22:00 local) 80 000 − 30 000.
    expect(r.penalidades).toEqual({ cancelacion: '50000.00', no_show: '40000.00' });
    // Never room revenue.
    expect(r.totales.ingreso_habitaciones).toBe('530000.00');
    const onlyTheTwelfth = (
      await call('POST', url(reportPaths.occupancy), h.staff.headers, {
        desde: '2026-03-12',
        hasta: '2026-03-12',
      })
    ).json();
    expect(onlyTheTwelfth.penalidades).toEqual({ cancelacion: '0.00', no_show: '0.00' });
    const typeOnly = (
      await call('POST', url(reportPaths.occupancy), h.staff.headers, { ...range, tipo_habitacion_id: typeA })
    ).json();
    expect(typeOnly.por_segmento.map((x: { vendidas: number }) => x.vendidas)).toEqual([0, 2, 0, 1, 0]);
    expect(typeOnly.penalidades).toEqual({ cancelacion: '0.00', no_show: '0.00' });
  });

  it('with the switch the out-of-order night is subtracted; a type filter keeps that type', async () => {
    const r = (
      await call('POST', url(reportPaths.occupancy), h.staff.headers, {
        ...range,
        sin_fuera_de_servicio: true,
      })
    ).json();
    expect(r.fuera_de_servicio_restado).toBe(true);
    expect(r.totales).toMatchObject({
      disponibles: 8,
      ocupacion: '50.00',
      revpar: '66250.00',
      trevpar: '68125.00',
    });
    const a = (
      await call('POST', url(reportPaths.occupancy), h.staff.headers, { ...range, tipo_habitacion_id: typeA })
    ).json();
    expect(a.totales).toMatchObject({
      disponibles: 6,
      vendidas: 3,
      ingreso_habitaciones: '530000.00',
      ingreso_total: '540000.00',
    });
    expect(a.por_tipo).toHaveLength(1);
    expect(typeB).toBeGreaterThan(0);
  });

  it('an empty range answers zeros, and another hotel sees only its own rows', async () => {
    const empty = (
      await call('POST', url(reportPaths.occupancy), h.staff.headers, {
        desde: '2026-01-01',
        hasta: '2026-01-02',
      })
    ).json();
    expect(empty.dias).toHaveLength(2);
    expect(empty.totales).toMatchObject({ disponibles: 6, vendidas: 0, ocupacion: '0.00', adr: '0.00' });
    const theirs = (
      await call('POST', url(reportPaths.occupancy), { ...both.headers, 'x-hotel-id': String(other) }, range)
    ).json();
    expect(theirs.totales).toMatchObject({ disponibles: 3, vendidas: 1, ingreso_habitaciones: '999000.00' });
  });
});
