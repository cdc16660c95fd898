import { Group, SegmentedControl, SimpleGrid, Text } from '@mantine/core';
import {
  type ReportComparison,
  revenueDepartmentLabels,
  type TCompared,
  type TConsolidatedReport,
} from '@posada/contracts';
import { useState } from 'react';
import { FiguresTable, showFigure } from '../../components/figures-table';
import {
  type FigureColumn,
  type ReportDocument,
  type ReportTable,
  reportPart,
} from '../../components/report-document';
import { formatDate } from '../../lib/format';
import { RevenueChart } from './report-charts';
import { monthToDate, ReportFrame, ReportSection, rangeText } from './report-frame';
import { useConsolidatedReport } from './reports-api';

type R = TConsolidatedReport;
type Amounts = { base: string; impuestos: string; total: string };

const amountColumns = <Row extends Amounts>(): FigureColumn<Row>[] => [
  { header: 'Base', kind: 'money', value: (r) => r.base },
  { header: 'Impuestos', kind: 'money', value: (r) => r.impuestos },
  { header: 'Total', kind: 'money', value: (r) => r.total },
];

const dayColumns: FigureColumn<R['por_dia'][number]>[] = [
  { header: 'Fecha', kind: 'date', value: (r) => r.fecha || null },
  { header: revenueDepartmentLabels.habitaciones, kind: 'money', value: (r) => r.habitaciones },
  { header: revenueDepartmentLabels.alimentos_bebidas, kind: 'money', value: (r) => r.alimentos_bebidas },
  { header: revenueDepartmentLabels.otros, kind: 'money', value: (r) => r.otros },
  { header: 'Total', kind: 'money', value: (r) => r.total },
];
type DepartmentRow = Amounts & { departamento?: keyof typeof revenueDepartmentLabels };
type CategoryRow = Amounts & { categoria?: string };
type ProductRow = Amounts & { categoria?: string; producto?: string };
const departmentColumns: FigureColumn<DepartmentRow>[] = [
  {
    header: 'Departamento',
    kind: 'text',
    value: (r) => (r.departamento ? revenueDepartmentLabels[r.departamento] : null),
  },
  ...amountColumns(),
];
const categoryColumns: FigureColumn<CategoryRow>[] = [
  { header: 'Categoría', kind: 'text', value: (r) => r.categoria ?? null },
  ...amountColumns(),
];
const productColumns: FigureColumn<ProductRow>[] = [
  { header: 'Categoría', kind: 'text', value: (r) => r.categoria ?? null },
  { header: 'Producto', kind: 'text', value: (r) => r.producto ?? null },
  ...amountColumns(),
];
/** Cancellation and no-show fees: money kept from deposits, never in the revenue above. */
const feesNote = (r: R) =>
  `Penalidades (aparte de los ingresos): cancelación ${showFigure('money', r.penalidades.cancelacion)}, no-show ${showFigure('money', r.penalidades.no_show)}.`;
const taxColumns: FigureColumn<R['por_impuesto'][number]>[] = [
  {
    header: 'Impuesto',
    kind: 'text',
    value: (r) => (r.exento ? `${r.nombre} (exento, turista extranjero)` : r.nombre),
  },
  { header: 'Base', kind: 'money', value: (r) => r.base },
  { header: 'Valor', kind: 'money', value: (r) => r.valor },
];
const paymentColumns: FigureColumn<R['por_forma_pago'][number]>[] = [
  { header: 'Forma de pago', kind: 'text', value: (r) => r.forma_pago },
  { header: 'Recibido', kind: 'money', value: (r) => r.monto },
];
const comparisonColumns: FigureColumn<TCompared>[] = [
  { header: 'Cifra', kind: 'text', value: (r) => r.concepto },
  { header: 'Actual', kind: 'money', value: (r) => r.actual },
  { header: 'Anterior', kind: 'money', value: (r) => r.anterior },
  { header: 'Diferencia', kind: 'money', value: (r) => r.diferencia },
  { header: 'Variación', kind: 'percent', value: (r) => r.porcentaje },
];

/** The range's documents and receivables, one row each: how many and for how much. */
type DocumentRow = { documento: string; cantidad: number; total: string };
const documentColumns: FigureColumn<DocumentRow>[] = [
  { header: 'Documento', kind: 'text', value: (r) => r.documento },
  { header: 'Cantidad', kind: 'count', value: (r) => r.cantidad },
  { header: 'Total', kind: 'money', value: (r) => r.total },
];
const documentRows = (r: R): DocumentRow[] => [
  { documento: 'Facturas emitidas', cantidad: r.facturas.emitidas, total: r.facturas.total_emitidas },
  { documento: 'Facturas anuladas', cantidad: r.facturas.anuladas, total: r.facturas.total_anuladas },
  { documento: 'Notas crédito', ...r.notas_credito },
  { documento: 'Notas débito', ...r.notas_debito },
  { documento: 'Cartera creada (facturas a crédito)', ...r.cartera.creada },
  { documento: 'Cartera cobrada (abonos aplicados)', ...r.cartera.cobrada },
];

const comparisons: { value: ReportComparison | 'no'; label: string }[] = [
  { value: 'no', label: 'Sin comparar' },
  { value: 'periodo', label: 'Periodo anterior' },
  { value: 'anio', label: 'Año anterior' },
];

/** The per-day table's totals: each department's and the range's base. */
const dayTotals = (r: R): R['por_dia'][number] => {
  const base = (d: keyof typeof revenueDepartmentLabels) =>
    r.por_departamento.find((x) => x.departamento === d)?.base ?? '0';
  return {
    fecha: '',
    habitaciones: base('habitaciones'),
    alimentos_bebidas: base('alimentos_bebidas'),
    otros: base('otros'),
    total: r.totales.base,
  };
};

const TITLE = 'Consolidado';

/** The report's tables, each described once: the screen shows them and the files write them. */
function consolidatedTables(r: R) {
  return {
    days: {
      sheet: 'Por día',
      columns: dayColumns,
      rows: r.por_dia,
      totals: dayTotals(r),
      notes: [feesNote(r)],
    } satisfies ReportTable<R['por_dia'][number]>,
    departments: {
      sheet: 'Por departamento',
      columns: departmentColumns,
      rows: r.por_departamento,
      totals: r.totales,
    } satisfies ReportTable<DepartmentRow>,
    categories: {
      sheet: 'Por categoría',
      columns: categoryColumns,
      rows: r.por_categoria,
      totals: r.totales,
    } satisfies ReportTable<CategoryRow>,
    products: {
      sheet: 'Por producto',
      columns: productColumns,
      rows: r.por_producto,
      totals: r.totales,
    } satisfies ReportTable<ProductRow>,
    taxes: { sheet: 'Por impuesto', columns: taxColumns, rows: r.por_impuesto },
    payments: { sheet: 'Por forma de pago', columns: paymentColumns, rows: r.por_forma_pago },
    documents: { sheet: 'Documentos y cartera', columns: documentColumns, rows: documentRows(r) },
    comparison: r.comparacion
      ? { sheet: 'Comparación', columns: comparisonColumns, rows: r.comparacion.cifras }
      : undefined,
  };
}

/** The report for Excel and PDF: one sheet (or one table) per table of the screen, the filters on top. */
function consolidatedDocument(r: R): ReportDocument {
  const filters = r.comparacion
    ? `${rangeText(r)} · comparado con ${rangeText(r.comparacion)}`
    : rangeText(r);
  const t = consolidatedTables(r);
  return {
    title: TITLE,
    filters,
    fileName: `consolidado-${r.desde}-${r.hasta}`,
    parts: [
      reportPart(t.days),
      reportPart<DepartmentRow>(t.departments),
      reportPart<CategoryRow>(t.categories),
      reportPart<ProductRow>(t.products),
      reportPart(t.taxes),
      reportPart(t.payments),
      reportPart(t.documents),
      ...(t.comparison ? [reportPart(t.comparison)] : []),
    ],
  };
}

/** Informes → Consolidado: the range's revenue every way an accountant reconciles it. */
export function ConsolidatedPage() {
  const [range, setRange] = useState(monthToDate);
  const [comparar, setComparar] = useState<ReportComparison | 'no'>('no');
  const query = useConsolidatedReport({ ...range, comparar: comparar === 'no' ? null : comparar });
  const r = query.data;
  return (
    <ReportFrame
      title={TITLE}
      exportable={r && (() => consolidatedDocument(r))}
      range={range}
      onRange={setRange}
      error={query.error}
      filters={
        <SegmentedControl
          mt={24}
          aria-label="Comparar con"
          data={comparisons}
          value={comparar}
          onChange={(v) => setComparar(v as ReportComparison | 'no')}
        />
      }
    >
      {r && <ConsolidatedTables r={r} />}
    </ReportFrame>
  );
}

/** The report on screen: its key figures, the chart and the tables the files write. */
function ConsolidatedTables({ r }: { r: R }) {
  const t = consolidatedTables(r);
  return (
    <>
      <Group gap="xl" wrap="wrap">
        <Text size="sm">
          Ocupación: <b>{showFigure('percent', r.ocupacion.ocupacion)}</b>
        </Text>
        <Text size="sm">
          ADR: <b>{showFigure('money', r.ocupacion.adr)}</b>
        </Text>
        <Text size="sm">
          RevPAR: <b>{showFigure('money', r.ocupacion.revpar)}</b>
        </Text>
        <Text size="sm">
          TRevPAR: <b>{showFigure('money', r.ocupacion.trevpar)}</b>
        </Text>
        <Text size="sm">{feesNote(r)}</Text>
      </Group>
      <RevenueChart report={r} />
      {r.comparacion && t.comparison && (
        <ReportSection
          title={`Comparación con ${formatDate(r.comparacion.desde)} – ${formatDate(r.comparacion.hasta)}`}
        >
          <FiguresTable label="Comparación" table={t.comparison} rowKey={(c) => c.concepto} />
        </ReportSection>
      )}
      <ReportSection title="Ingresos por día (antes de impuestos)">
        <FiguresTable label="Ingresos por día" table={t.days} rowKey={(d) => d.fecha} />
      </ReportSection>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ReportSection title="Por departamento">
          <FiguresTable<DepartmentRow>
            label="Ingresos por departamento"
            table={t.departments}
            rowKey={(d) => d.departamento ?? ''}
          />
        </ReportSection>
        <ReportSection title="Por categoría">
          <FiguresTable<CategoryRow>
            label="Ingresos por categoría"
            table={t.categories}
            rowKey={(c) => c.categoria ?? ''}
          />
        </ReportSection>
        <ReportSection title="Por impuesto">
          <FiguresTable
            label="Impuestos"
            table={t.taxes}
            rowKey={(x) => `${x.tipo}-${x.porcentaje}-${x.exento}`}
          />
        </ReportSection>
        <ReportSection title="Por forma de pago">
          <FiguresTable label="Formas de pago" table={t.payments} rowKey={(p) => p.forma_pago} />
        </ReportSection>
      </SimpleGrid>
      <ReportSection title="Por categoría y producto">
        <FiguresTable<ProductRow>
          label="Ingresos por producto"
          table={t.products}
          rowKey={(p) => `${p.categoria}\u0000${p.producto}`}
        />
      </ReportSection>
      <ReportSection title="Documentos y cartera">
        <FiguresTable label="Documentos y cartera" table={t.documents} rowKey={(d) => d.documento} />
      </ReportSection>
    </>
  );
}
