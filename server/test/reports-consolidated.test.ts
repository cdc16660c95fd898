import { reportPaths } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { both, call, h, other, range, url, useReportsHotel } from './helpers/reports-hotel';

/** Consolidado over the hand-made hotel (helpers/reports-hotel.ts). */
useReportsHotel();

describe('POST /api/reportes/consolidado', () => {
  it('401, 403, 400', async () => {
    expect((await call('POST', url(reportPaths.consolidated), undefined, range)).statusCode).toBe(401);
    const clerk = await h.ctx.factories.actor({ permisos: ['reportes.ocupacion'], hotelIds: [h.hotelId] });
    expect((await call('POST', url(reportPaths.consolidated), clerk.headers, range)).statusCode).toBe(403);
    expect(
      (await call('POST', url(reportPaths.consolidated), h.staff.headers, { ...range, comparar: 'semana' }))
        .statusCode,
    ).toBe(400);
  });

  it('answers revenue by day, department, category, tax and payment method as computed by hand', async () => {
    const res = await call('POST', url(reportPaths.consolidated), h.staff.headers, {
      ...range,
      comparar: 'periodo',
    });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.por_dia).toEqual([
      {
        fecha: '2026-03-10',
        habitaciones: '0.00',
        alimentos_bebidas: '10000.00',
        otros: '0.00',
        total: '10000.00',
      },
      {
        fecha: '2026-03-11',
        habitaciones: '180000.00',
        alimentos_bebidas: '0.00',
        otros: '0.00',
        total: '180000.00',
      },
      {
        fecha: '2026-03-12',
        habitaciones: '0.00',
        alimentos_bebidas: '0.00',
        otros: '5000.00',
        total: '5000.00',
      },
    ]);
    expect(r.por_departamento).toEqual([
      { departamento: 'habitaciones', base: '180000.00', impuestos: '38000.00', total: '218000.00' },
      { departamento: 'alimentos_bebidas', base: '10000.00', impuestos: '800.00', total: '10800.00' },
      { departamento: 'otros', base: '5000.00', impuestos: '0.00', total: '5000.00' },
    ]);
    expect(r.por_categoria.map((c: { categoria: string; base: string }) => [c.categoria, c.base])).toEqual([
      ['Alojamiento', '180000.00'],
      ['Bebidas', '10000.00'],
      ['Sin categoría', '5000.00'],
    ]);
    expect(r.por_impuesto).toEqual([
      {
        tipo: 'INC',
        nombre: 'INC 8 %',
        porcentaje: '8.00',
        exento: false,
        base: '10000.00',
        valor: '800.00',
      },
      {
        tipo: 'IVA',
        nombre: 'IVA 19 %',
        porcentaje: '19.00',
        exento: false,
        base: '200000.00',
        valor: '38000.00',
      },
    ]);
    expect(
      r.por_producto.map((p: { categoria: string; producto: string; base: string }) => [
        p.categoria,
        p.producto,
        p.base,
      ]),
    ).toEqual([
      ['Alojamiento', 'Alojamiento', '180000.00'],
      ['Bebidas', 'Cerveza', '10000.00'],
      ['Sin categoría', 'Sin producto', '5000.00'],
    ]);
    expect(r.penalidades).toEqual({ cancelacion: '50000.00', no_show: '40000.00' });
    expect(r.por_forma_pago).toHaveLength(1);
    expect(r.por_forma_pago[0].monto).toBe('70000.00');
    expect(r.totales).toEqual({ base: '195000.00', impuestos: '38800.00', total: '233800.00' });
    expect(r.ocupacion).toMatchObject({ vendidas: 4, adr: '132500.00' });
    expect(r.facturas).toEqual({ emitidas: 0, total_emitidas: '0.00', anuladas: 0, total_anuladas: '0.00' });
    expect(r.comparacion).toMatchObject({ modo: 'periodo', desde: '2026-03-07', hasta: '2026-03-09' });
    expect(r.comparacion.cifras[0]).toEqual({
      concepto: 'Ingresos totales (antes de impuestos)',
      actual: '195000.00',
      anterior: '0.00',
      diferencia: '195000.00',
      porcentaje: null,
    });
  });

  it('another hotel never sees these rows', async () => {
    const r = (
      await call(
        'POST',
        url(reportPaths.consolidated),
        { ...both.headers, 'x-hotel-id': String(other) },
        range,
      )
    ).json();
    expect(r.totales.base).toBe('77000.00');
    expect(r.por_forma_pago).toEqual([]);
  });
});
