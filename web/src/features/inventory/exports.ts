import { stockMovementTypes, type TKardexReport, type TStockReport } from '@posada/contracts';
import { type FigureColumn, type ReportDocument, reportPart } from '../../components/report-document';
import { formatDate } from '../../lib/format';
import { formatQuantity } from './format';

/**
 * The inventory's reports for Excel and PDF, on the shared export path (components/report-*):
 * quantities with up to three decimals, unit costs to the cent, values in whole pesos, dates as
 * dates, and the stock under its minimum shaded.
 */

type StockLine = TStockReport['data'][number];

const stockColumns: FigureColumn<StockLine>[] = [
  { header: 'Bodega', kind: 'text', value: (r) => r.bodega },
  { header: 'Código', kind: 'text', value: (r) => r.codigo },
  { header: 'Producto', kind: 'text', value: (r) => r.nombre },
  { header: 'Categoría', kind: 'text', value: (r) => r.categoria },
  { header: 'Medida', kind: 'text', value: (r) => r.medida },
  { header: 'Cantidad', kind: 'quantity', value: (r) => r.cantidad },
  { header: 'Costo promedio', kind: 'cost', value: (r) => r.costo_promedio },
  { header: 'Valor', kind: 'money', value: (r) => r.valor },
  { header: 'Stock mínimo', kind: 'quantity', value: (r) => r.stock_minimo },
  { header: 'Bajo mínimo', kind: 'text', value: (r) => (r.bajo_minimo ? 'Sí' : 'No') },
];

/** Stock by warehouse and product, valued at average cost; rows below minimum shaded. */
export function stockDocument(report: TStockReport, scope: string): ReportDocument {
  return {
    title: 'Inventario: existencias valorizadas al costo promedio',
    filters: scope,
    fileName: 'inventario-existencias',
    parts: [
      {
        ...reportPart({
          sheet: 'Existencias',
          columns: stockColumns,
          rows: report.data,
          marked: (r) => r.bajo_minimo,
        }),
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
  fecha: string | null;
  tipo: string;
  documento: string | null;
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

/** An entrada or salida as the screen shows it: blank when nothing moved that way. */
export const movedOrBlank = (quantity: string) => (/[1-9]/.test(quantity) ? formatQuantity(quantity) : '');
/** The same for the files: an empty cell ('' is blank in Excel and in the PDF, where null is '—'). */
const movedOrEmpty = (quantity: string) => (/[1-9]/.test(quantity) ? quantity : '');

const kardexColumns: FigureColumn<KardexLine>[] = [
  { header: 'Fecha', kind: 'date', value: (r) => r.fecha },
  { header: 'Tipo', kind: 'text', value: (r) => r.tipo },
  { header: 'Documento', kind: 'text', value: (r) => r.documento },
  { header: 'Entrada', kind: 'quantity', value: (r) => r.entrada },
  { header: 'Salida', kind: 'quantity', value: (r) => r.salida },
  { header: 'Saldo', kind: 'quantity', value: (r) => r.saldo },
  { header: 'Costo unitario', kind: 'cost', value: (r) => r.costo_unitario },
  { header: 'Costo promedio', kind: 'cost', value: (r) => r.costo_promedio },
  { header: 'Valor movimiento', kind: 'money', value: (r) => r.valor },
  { header: 'Valor del saldo', kind: 'money', value: (r) => r.saldo_valor },
  { header: 'Usuario', kind: 'text', value: (r) => r.usuario },
];

/** The valued kardex of one product in one warehouse, between its opening and closing balances. */
export function kardexDocument(report: TKardexReport): ReportDocument {
  const balance = (tipo: string, b: TKardexReport['saldo_inicial']): KardexLine => ({
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
    title: `Kardex: ${report.producto.nombre} (${report.producto.codigo})`,
    filters: `Bodega: ${report.bodega.nombre} · del ${formatDate(report.desde)} al ${formatDate(report.hasta)} · medida: ${report.producto.medida}`,
    fileName: `kardex-${report.producto.codigo}-${report.desde}-${report.hasta}`,
    parts: [
      reportPart({
        sheet: 'Kardex',
        columns: kardexColumns,
        rows: [
          balance('Saldo inicial', report.saldo_inicial),
          ...lines,
          balance('Saldo final', report.saldo_final),
        ],
        strong: (r) => r.balance,
      }),
    ],
  };
}
