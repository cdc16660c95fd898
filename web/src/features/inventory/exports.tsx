import { Text } from '@mantine/core';
import { stockMovementTypes, type TKardexReport, type TStockReport } from '@posada/contracts';
import {
  type FigureColumn,
  type ReportDocument,
  type ReportTable,
  reportPart,
} from '../../components/report-document';
import { formatDate } from '../../lib/format';
import { formatMoney, formatQuantity, formatUnitCost } from './format';

/**
 * The inventory's report tables (Existencias, Kardex), one description each for the screen
 * (FiguresTable) and the files (Excel and PDF, on the shared export path, components/report-*):
 * quantities with up to three decimals, unit costs to the cent, values in whole pesos (the screen
 * keeps cents where there are), dates as dates, and the stock under its minimum shaded.
 */

/** A screen cell blank where the value is null (a balance row's movement figures). */
const blankOr =
  <Value,>(show: (value: Value) => string) =>
  (value: Value | null) =>
    value === null ? '' : show(value);

export type StockLine = TStockReport['data'][number];

const stockColumns: FigureColumn<StockLine>[] = [
  { header: 'Bodega', kind: 'text', value: (r) => r.bodega },
  { header: 'Código', kind: 'text', value: (r) => r.codigo, only: 'files' },
  {
    header: 'Producto',
    kind: 'text',
    value: (r) => r.nombre,
    cell: (r) => (
      <>
        {r.nombre}{' '}
        <Text span size="xs" c="dimmed">
          {r.codigo}
        </Text>
      </>
    ),
  },
  { header: 'Categoría', kind: 'text', value: (r) => r.categoria },
  { header: 'Medida', kind: 'text', value: (r) => r.medida, only: 'files' },
  {
    header: 'Cantidad',
    kind: 'quantity',
    value: (r) => r.cantidad,
    cell: (r) => `${formatQuantity(r.cantidad)} ${r.medida}`,
  },
  { header: 'Costo promedio', kind: 'cost', value: (r) => r.costo_promedio },
  { header: 'Valor', kind: 'money', value: (r) => r.valor, cell: (r) => formatMoney(r.valor) },
  { header: 'Stock mínimo', screenHeader: 'Mínimo', kind: 'quantity', value: (r) => r.stock_minimo },
  { header: 'Bajo mínimo', kind: 'text', value: (r) => (r.bajo_minimo ? 'Sí' : 'No'), only: 'files' },
];

/**
 * Stock by warehouse and product: the screen's page of it (which adds `screenColumns` of its own,
 * the badge and the kardex link) and the files' whole list; rows below their minimum set apart.
 */
export function stockTable(
  rows: readonly StockLine[],
  screenColumns: readonly FigureColumn<StockLine>[] = [],
): ReportTable<StockLine> {
  return {
    sheet: 'Existencias',
    columns: [...stockColumns, ...screenColumns],
    rows,
    marked: (r) => r.bajo_minimo,
  };
}

/** Stock by warehouse and product, valued at average cost; rows below minimum shaded. */
export function stockDocument(report: TStockReport, scope: string): ReportDocument {
  return {
    title: 'Inventario: existencias valorizadas al costo promedio',
    filters: scope,
    fileName: 'inventario-existencias',
    parts: [
      {
        ...reportPart(stockTable(report.data)),
        totals: [
          'Total',
          null,
          null,
          null,
          null,
          null,
          null,
          report.totales.valor,
          null,
          `${report.totales.bajo_minimo} bajo mínimo`,
        ],
      },
    ],
  };
}

/** A kardex line or one of its balances (opening, closing): the kardex table's row. */
interface KardexLine {
  key: string;
  fecha: string | null;
  tipo: string;
  documento: string | null;
  /** '' where nothing moved that way (a blank cell on screen and in the files). */
  entrada: string | null;
  salida: string | null;
  saldo: string;
  costo_unitario: string | null;
  costo_promedio: string;
  valor: string | null;
  saldo_valor: string;
  usuario: string | null;
  balance: boolean;
}

/** An entrada or salida that moved, else '' ('' is blank in Excel and in the PDF, where null is '—'). */
const movedOrEmpty = (quantity: string) => (/[1-9]/.test(quantity) ? quantity : '');

const kardexColumns: FigureColumn<KardexLine>[] = [
  { header: 'Fecha', kind: 'date', value: (r) => r.fecha, cell: (r) => blankOr(formatDate)(r.fecha) },
  { header: 'Tipo', kind: 'text', value: (r) => r.tipo },
  { header: 'Documento', kind: 'text', value: (r) => r.documento, cell: (r) => r.documento ?? '' },
  {
    header: 'Entrada',
    kind: 'quantity',
    value: (r) => r.entrada,
    cell: (r) => (r.entrada ? formatQuantity(r.entrada) : ''),
  },
  {
    header: 'Salida',
    kind: 'quantity',
    value: (r) => r.salida,
    cell: (r) => (r.salida ? formatQuantity(r.salida) : ''),
  },
  { header: 'Saldo', kind: 'quantity', value: (r) => r.saldo },
  {
    header: 'Costo unitario',
    kind: 'cost',
    value: (r) => r.costo_unitario,
    cell: (r) => blankOr(formatUnitCost)(r.costo_unitario),
  },
  { header: 'Costo promedio', kind: 'cost', value: (r) => r.costo_promedio },
  {
    header: 'Valor movimiento',
    screenHeader: 'Valor',
    kind: 'money',
    value: (r) => r.valor,
    cell: (r) => blankOr(formatMoney)(r.valor),
  },
  {
    header: 'Valor del saldo',
    kind: 'money',
    value: (r) => r.saldo_valor,
    cell: (r) => formatMoney(r.saldo_valor),
  },
  { header: 'Usuario', kind: 'text', value: (r) => r.usuario, only: 'files' },
];

/**
 * The valued kardex of one product in one warehouse, between its balances: the files take the
 * whole of it with both; the screen, paged, its page with the opening balance on the first page
 * and the closing one on the last.
 */
export function kardexTable(
  report: TKardexReport,
  balances: { opening: boolean; closing: boolean } = { opening: true, closing: true },
): ReportTable<KardexLine> {
  const balance = (tipo: string, b: TKardexReport['saldo_inicial']): KardexLine => ({
    key: tipo,
    fecha: null,
    tipo,
    documento: null,
    entrada: null,
    salida: null,
    saldo: b.cantidad,
    costo_unitario: null,
    costo_promedio: b.costo_promedio,
    valor: null,
    saldo_valor: b.valor,
    usuario: null,
    balance: true,
  });
  const lines = report.data.map(
    (r): KardexLine => ({
      key: String(r.id),
      fecha: r.fecha,
      tipo: stockMovementTypes[r.tipo],
      documento: r.documento,
      entrada: movedOrEmpty(r.entrada),
      salida: movedOrEmpty(r.salida),
      saldo: r.saldo,
      costo_unitario: r.costo_unitario,
      costo_promedio: r.costo_promedio,
      valor: r.valor,
      saldo_valor: r.saldo_valor,
      usuario: r.usuario,
      balance: false,
    }),
  );
  return {
    sheet: 'Kardex',
    columns: kardexColumns,
    rows: [
      ...(balances.opening ? [balance('Saldo inicial', report.saldo_inicial)] : []),
      ...lines,
      ...(balances.closing ? [balance('Saldo final', report.saldo_final)] : []),
    ],
    strong: (r) => r.balance,
  };
}

/** The kardex for the files: the whole range between its opening and closing balances. */
export function kardexDocument(report: TKardexReport): ReportDocument {
  return {
    title: `Kardex: ${report.producto.nombre} (${report.producto.codigo})`,
    filters: `Bodega: ${report.bodega.nombre} · del ${formatDate(report.desde)} al ${formatDate(report.hasta)} · medida: ${report.producto.medida}`,
    fileName: `kardex-${report.producto.codigo}-${report.desde}-${report.hasta}`,
    parts: [reportPart(kardexTable(report))],
  };
}
