import type { TOccupancyReport, TOnTheBooksReport } from '@posada/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { fakeApi, renderScreen } from '../../test/render-app';
import { occupancyDocument } from './occupancy-document';
import { occupancyFigures, plain } from './report-fixtures';

const figures = occupancyFigures;
const segment = (
  segmento: TOccupancyReport['por_segmento'][number]['segmento'],
  vendidas: number,
  ingreso: string,
) => ({
  segmento,
  vendidas,
  ingreso_habitaciones: ingreso,
  adr: vendidas ? (Number(ingreso) / vendidas).toFixed(2) : '0.00',
  participacion: ((vendidas / 4) * 100).toFixed(2),
});
const report: TOccupancyReport = {
  desde: '2026-03-10',
  hasta: '2026-03-12',
  tipo_habitacion_id: null,
  fuera_de_servicio_restado: false,
  dias: [{ fecha: '2026-03-10', ...figures }],
  totales: { ...figures, estancia_promedio: '1.33', tasa_cancelacion: '0.00', tasa_no_show: '50.00' },
  por_tipo: [{ tipo_habitacion_id: 1, tipo: 'A Doble', ...figures }],
  por_segmento: [
    segment('directo', 1, '0.00'),
    segment('ota', 2, '400000.00'),
    segment('agencia', 0, '0.00'),
    segment('empresa', 1, '150000.00'),
    segment('grupo', 0, '0.00'),
  ],
  total_segmentos: {
    vendidas: 4,
    ingreso_habitaciones: '550000.00',
    adr: '137500.00',
    participacion: '100.00',
  },
  ajuste_segmentos: '-20000.00',
  por_nacionalidad: [
    { pais_codigo: 'CO', pais: 'Colombia', nacional: true, huespedes: 1, noches: 2 },
    { pais_codigo: 'US', pais: 'Estados Unidos', nacional: false, huespedes: 2, noches: 3 },
    { pais_codigo: null, pais: 'Sin nacionalidad registrada', nacional: null, huespedes: 1, noches: 1 },
  ],
  huespedes: { nacionales: 1, extranjeros: 2, sin_dato: 1 },
  penalidades: { cancelacion: '50000.00', no_show: '40000.00' },
};
const none = { noches: null, ingreso: null };
const booked = {
  disponibles: 3,
  noches: 1,
  ingreso: '150000.00',
  ocupacion: '33.33',
  adr: '150000.00',
  noches_anio_anterior: null,
  ocupacion_anio_anterior: null,
  pickup_1: { noches: 1, ingreso: '150000.00' },
  pickup_7: none,
  pickup_30: none,
};
const books: TOnTheBooksReport = {
  hoy: '2026-03-11',
  desde: '2026-03-11',
  hasta: '2026-04-09',
  tipo_habitacion_id: null,
  fotos: {
    pickup_1: '2026-03-11',
    pickup_7: null,
    pickup_30: null,
    anio_anterior: '2025-03-11',
    anio_anterior_tomada: false,
  },
  dias: [{ fecha: '2026-03-11', ...booked }],
  totales: { ...booked, disponibles: 90, ocupacion: '1.11' },
};

describe('admin/reports/occupancy (Reporte de Ocupación)', () => {
  it('shows segments, nationalities, the fees apart and what is on the books with its pickup', async () => {
    setSession('tok', makeUser(['reportes.ocupacion']));
    const { calls } = fakeApi({
      'GET /api/getPermisosUsuario': {
        status: 200,
        body: { is_root: false, permisos: [{ code: 'reportes.ocupacion' }] },
      },
      'POST /api/reportes/ocupacion': { status: 200, body: report },
      'POST /api/reportes/ocupacion/futuro': { status: 200, body: books },
    });
    renderScreen('admin/reports/occupancy');
    const segments = await screen.findByRole('table', { name: 'Ocupación por segmento' });
    const rows = within(segments)
      .getAllByRole('row')
      .map((r) => plain(r.textContent));
    expect(rows[2]).toBe('OTA250,00 %$ 400.000$ 200.000');
    expect(plain(within(segments).getByTestId('fila-totales').textContent)).toBe(
      'Total4100,00 %$ 550.000$ 137.500',
    );
    expect(plain(screen.getByText(/^Ingreso por tarifa de las noches/).textContent)).toContain(
      'crédito: -$ 20.000',
    );
    const nationality = screen.getByRole('table', { name: 'Huéspedes por nacionalidad' });
    expect(plain(within(nationality).getAllByRole('row')[2]?.textContent)).toBe('Estados UnidosExtranjero23');
    expect(plain(screen.getByText(/^Penalidades/).textContent)).toContain(
      'cancelación $ 50.000, no-show $ 40.000',
    );
    expect(screen.getByTestId('grafico-ingreso-tipo')).toBeTruthy();

    const onBooks = await screen.findByRole('table', { name: 'En libros por fecha' });
    expect(screen.getByTestId('grafico-en-libros')).toBeTruthy();
    // A window without its snapshot shows a dash, never a made-up zero.
    expect(plain(within(onBooks).getAllByRole('row')[1]?.textContent)).toBe(
      '11/03/20263133,33 %$ 150.000$ 150.0001—————',
    );
    expect(plain(screen.getByText(/^Pickup \(noches/).textContent)).toContain('7 d: sin foto del cierre');
    // Without the snapshot of a year ago the comparison says so, not a made-up zero.
    expect(plain(screen.getByTestId('nota-anio-anterior').textContent)).toContain(
      'no hay foto de lo que estaba en libros el 11/03/2025',
    );
    expect(calls.find((c) => c.url.endsWith('/reportes/ocupacion/futuro'))?.body).toEqual({
      dias: 30,
      tipo_habitacion_id: null,
    });
  });

  it('the exports carry every table the screen shows, through the same columns', () => {
    const doc = occupancyDocument(report, undefined, books);
    expect(doc.parts.map((p) => p.title)).toEqual([
      'Por día',
      'Por tipo de habitación',
      'Por segmento',
      'Por nacionalidad',
      'En libros 1 días',
    ]);
    const bySegment = doc.parts[2];
    expect(bySegment?.rows[1]?.cells).toEqual(['OTA', 2, '50.00', '400000.00', '200000.00']);
    expect(bySegment?.totals).toEqual(['Total', 4, '100.00', '550000.00', '137500.00']);
    expect(doc.parts[0]?.notes.map(plain)).toEqual([
      'Penalidades (aparte del ingreso de habitaciones): cancelación $ 50.000, no-show $ 40.000.',
    ]);
    expect(doc.parts[4]?.rows[0]?.cells.slice(6, 9)).toEqual([1, null, null]);
  });
});
