/**
 * The Reporte de Ocupación's tables as the screen, Excel and PDF read them (one set of columns:
 * docs/reports.md "One export path"), and the document the exports write.
 */
import {
  reportSegmentLabels,
  type TNationalityFigures,
  type TOccupancyReport,
  type TOnTheBooksFigures,
  type TOnTheBooksReport,
  type TSegmentFigures,
} from '@posada/contracts';
import { showFigure } from '../../components/figures-table';
import {
  type FigureColumn,
  type ReportDocument,
  type ReportTable,
  reportPart,
} from '../../components/report-document';
import { rangeText } from './report-frame';

type Day = TOccupancyReport['dias'][number];
type Figures = Omit<Day, 'fecha'>;

const figureColumns: FigureColumn<Figures>[] = [
  { header: 'Disponibles', kind: 'count', value: (r) => r.disponibles },
  { header: 'Vendidas', kind: 'count', value: (r) => r.vendidas },
  { header: 'Cortesías', kind: 'count', value: (r) => r.cortesias },
  { header: 'Ocupación', kind: 'percent', value: (r) => r.ocupacion },
  { header: 'ADR', kind: 'money', value: (r) => r.adr },
  { header: 'RevPAR', kind: 'money', value: (r) => r.revpar },
  { header: 'Ingreso habitaciones', kind: 'money', value: (r) => r.ingreso_habitaciones },
  { header: 'Adultos', kind: 'count', value: (r) => r.adultos },
  { header: 'Niños', kind: 'count', value: (r) => r.ninos },
  { header: 'Llegadas', kind: 'count', value: (r) => r.llegadas },
  { header: 'Salidas', kind: 'count', value: (r) => r.salidas },
  { header: 'No-shows', kind: 'count', value: (r) => r.no_shows },
  { header: 'Cancelaciones', kind: 'count', value: (r) => r.cancelaciones },
];

const dayColumns: FigureColumn<Figures & { fecha?: string }>[] = [
  { header: 'Fecha', kind: 'date', value: (r) => r.fecha ?? null },
  ...figureColumns,
];
const typeColumns: FigureColumn<Figures & { tipo?: string }>[] = [
  { header: 'Tipo de habitación', kind: 'text', value: (r) => r.tipo ?? null },
  ...figureColumns,
];

export type SegmentRow = Omit<TSegmentFigures, 'segmento'> & { segmento?: TSegmentFigures['segmento'] };
const segmentColumns: FigureColumn<SegmentRow>[] = [
  { header: 'Segmento', kind: 'text', value: (r) => (r.segmento ? reportSegmentLabels[r.segmento] : null) },
  { header: 'Noches vendidas', kind: 'count', value: (r) => r.vendidas },
  { header: 'Participación', kind: 'percent', value: (r) => r.participacion },
  { header: 'Ingreso por tarifa', kind: 'money', value: (r) => r.ingreso_habitaciones },
  { header: 'ADR', kind: 'money', value: (r) => r.adr },
];

/** The segments' totals row: every night sold, at the segments' priced revenue. */
export const segmentTotals = (report: TOccupancyReport): SegmentRow => report.total_segmentos;

/** The note under the segments: the room revenue they add up to after discounts and credit notes. */
export const segmentNote = (report: TOccupancyReport) =>
  `Ingreso por tarifa de las noches vendidas; descuentos de alojamiento y notas crédito: ${showFigure(
    'money',
    report.ajuste_segmentos,
  )} (ingreso de habitaciones del informe: ${showFigure('money', report.totales.ingreso_habitaciones)}).`;

export type NationalityRow = Partial<TNationalityFigures> & { huespedes: number; noches: number };
const origin = (r: NationalityRow) =>
  r.nacional === true ? 'Nacional' : r.nacional === false ? 'Extranjero' : r.pais ? 'Sin dato' : null;
const nationalityColumns: FigureColumn<NationalityRow>[] = [
  { header: 'Nacionalidad', kind: 'text', value: (r) => r.pais ?? null },
  { header: 'Origen', kind: 'text', value: origin },
  { header: 'Huéspedes', kind: 'count', value: (r) => r.huespedes },
  { header: 'Noches-huésped', kind: 'count', value: (r) => r.noches },
];
export const nationalityTotals = (report: TOccupancyReport): NationalityRow => ({
  huespedes: report.por_nacionalidad.reduce((n, x) => n + x.huespedes, 0),
  noches: report.por_nacionalidad.reduce((n, x) => n + x.noches, 0),
});
export const nationalityNote = (report: TOccupancyReport) =>
  `Huéspedes de las estancias llegadas en el rango (titular y acompañantes): nacionales ${report.huespedes.nacionales}, extranjeros ${report.huespedes.extranjeros}, sin nacionalidad registrada ${report.huespedes.sin_dato}.`;

export const feesNote = (report: TOccupancyReport) =>
  `Penalidades (aparte del ingreso de habitaciones): cancelación ${showFigure(
    'money',
    report.penalidades.cancelacion,
  )}, no-show ${showFigure('money', report.penalidades.no_show)}.`;

export type BooksRow = TOnTheBooksFigures & { fecha?: string };
const onTheBooksColumns: FigureColumn<BooksRow>[] = [
  { header: 'Fecha', kind: 'date', value: (r) => r.fecha ?? null },
  { header: 'Disponibles', kind: 'count', value: (r) => r.disponibles },
  { header: 'En libros', kind: 'count', value: (r) => r.noches },
  { header: 'Ocupación', kind: 'percent', value: (r) => r.ocupacion },
  { header: 'Ingreso', kind: 'money', value: (r) => r.ingreso },
  { header: 'ADR', kind: 'money', value: (r) => r.adr },
  { header: 'Pickup 1 día', kind: 'count', value: (r) => r.pickup_1.noches },
  { header: 'Pickup 7 días', kind: 'count', value: (r) => r.pickup_7.noches },
  { header: 'Pickup 30 días', kind: 'count', value: (r) => r.pickup_30.noches },
  { header: 'Ingreso pickup 7 días', kind: 'money', value: (r) => r.pickup_7.ingreso },
  { header: 'En libros año anterior', kind: 'count', value: (r) => r.noches_anio_anterior },
  { header: 'Ocupación año anterior', kind: 'percent', value: (r) => r.ocupacion_anio_anterior },
];

/** What the year-earlier columns compare with, or that the snapshot of a year ago is missing. */
export function lastYearNote(report: TOnTheBooksReport): string {
  const day = showFigure('date', report.fotos.anio_anterior);
  return report.fotos.anio_anterior_tomada
    ? `Año anterior: lo que estaba en libros para las mismas fechas con la misma anticipación (foto del cierre del ${day}).`
    : `Año anterior: no hay foto de lo que estaba en libros el ${day}; la comparación con el año anterior no está disponible.`;
}

/** Which snapshot each pickup subtracts, or that there is none yet. */
export function pickupNote(report: TOnTheBooksReport): string {
  const one = (days: number, taken: string | null) =>
    taken ? `${days} d desde el cierre del ${showFigure('date', taken)}` : `${days} d: sin foto del cierre`;
  return `Pickup (noches reservadas desde la foto diaria del cierre): ${[
    one(1, report.fotos.pickup_1),
    one(7, report.fotos.pickup_7),
    one(30, report.fotos.pickup_30),
  ].join(' · ')}.`;
}

/** The nights, one row each, as the screen and the files show them. */
export const dayTable = (report: TOccupancyReport): ReportTable<Figures & { fecha?: string }> => ({
  sheet: 'Por día',
  columns: dayColumns,
  rows: report.dias,
  totals: report.totales,
  notes: [feesNote(report)],
});

/** The room types, one row each, as the screen and the files show them. */
export const typeTable = (report: TOccupancyReport): ReportTable<Figures & { tipo?: string }> => ({
  sheet: 'Por tipo de habitación',
  columns: typeColumns,
  rows: report.por_tipo,
  totals: report.totales,
});

/** The coming nights as booked now, as the screen and the files show them. */
export const onTheBooksTable = (report: TOnTheBooksReport): ReportTable<BooksRow> => ({
  sheet: `En libros ${report.dias.length} días`,
  columns: onTheBooksColumns,
  rows: report.dias,
  totals: report.totales,
  notes: [pickupNote(report), lastYearNote(report)],
});

/** The segments' table as the screen and the files show it. */
export const segmentTable = (report: TOccupancyReport): ReportTable<SegmentRow> => ({
  sheet: 'Por segmento',
  columns: segmentColumns,
  rows: report.por_segmento,
  totals: segmentTotals(report),
  notes: [segmentNote(report)],
});

/** The guests by nationality as the screen and the files show them. */
export const nationalityTable = (report: TOccupancyReport): ReportTable<NationalityRow> => ({
  sheet: 'Por nacionalidad',
  columns: nationalityColumns,
  rows: report.por_nacionalidad,
  totals: nationalityTotals(report),
  notes: [nationalityNote(report)],
});

export const TITLE = 'Reporte de Ocupación';

/** The report for Excel and PDF: the tables the screen shows, under the filters. */
export function occupancyDocument(
  report: TOccupancyReport,
  tipo: string | undefined,
  onTheBooks?: TOnTheBooksReport,
): ReportDocument {
  const filters = [
    rangeText(report),
    `Tipo: ${tipo ?? 'todos'}`,
    report.fuera_de_servicio_restado ? 'fuera de servicio restadas' : 'fuera de servicio no restadas (USALI)',
  ].join(' · ');
  return {
    title: TITLE,
    filters,
    fileName: `ocupacion-${report.desde}-${report.hasta}`,
    parts: [
      reportPart(dayTable(report)),
      reportPart(typeTable(report)),
      reportPart(segmentTable(report)),
      reportPart(nationalityTable(report)),
      ...(onTheBooks ? [reportPart(onTheBooksTable(onTheBooks))] : []),
    ],
  };
}
