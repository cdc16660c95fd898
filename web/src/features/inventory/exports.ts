import { stockMovementTypes, type TKardexReport, type TStockReport } from '@posada/contracts';
import type { Cell, SheetData, SheetOptions } from 'write-excel-file/browser';
import { downloadFile } from '../../lib/export/download';
import { PDF_MIME, pdf } from '../../lib/export/pdf';
import type { ExportTable } from '../../lib/export/table';
import { formatDate, hotelDate } from '../../lib/format';
import { formatMoney, formatQuantity, formatUnitCost } from './format';

/**
 * The Excel files of the inventory screens, written in the browser with write-excel-file (see
 * docs/decisions.md: a third number kind, quantities, real date cells, a frozen header and the
 * below-minimum highlight are what the small hand-written writer lacks). Decimal strings become
 * numbers only here, for Excel: a value of numeric(14,2) or (14,3) has at most 14 digits, which a
 * double holds exactly.
 */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORMAT = {
  // The separators are placeholders: Excel shows the user's own (es-CO: 1.234.567,5).
  quantity: '#,##0.###',
  money: '"$" #,##0',
  cost: '"$" #,##0.00',
  date: 'dd/mm/yyyy',
} as const;
const HEADER = { fontWeight: 'bold', backgroundColor: '#1C7ED6', textColor: '#FFFFFF' } as const;
const BELOW = '#FDE2E1';

const text = (value: string | null | undefined): Cell => (value ? { value } : null);
const num = (value: string, format: string, backgroundColor?: string): Cell => ({
  type: Number,
  value: Number(value),
  format,
  ...(backgroundColor ? { backgroundColor } : {}),
});
/** A calendar date (aaaa-mm-dd) as an Excel date, the same day in any time zone. */
const day = (iso: string): Cell => {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  return { type: Date, value: new Date(Date.UTC(y, m - 1, d)), format: FORMAT.date };
};
const title = (value: string): Cell => ({ value, fontWeight: 'bold', fontSize: 14 });
const header = (labels: string[]): Cell[] => labels.map((value) => ({ value, ...HEADER }));

export interface Workbook {
  data: SheetData;
  options: SheetOptions<Blob>;
}

/** Stock by warehouse and product, valued at average cost; rows below minimum highlighted. */
export function stockWorkbook(report: TStockReport, scope: string): Workbook {
  const labels = [
    'Bodega',
    'Código',
    'Producto',
    'Categoría',
    'Medida',
    'Cantidad',
    'Costo promedio',
    'Valor',
    'Stock mínimo',
    'Bajo mínimo',
  ];
  const rows: Cell[][] = report.data.map((r) => {
    const fill = r.bajo_minimo ? BELOW : undefined;
    const cell = (value: string | null): Cell =>
      fill ? { value: value ?? '', backgroundColor: fill } : text(value);
    return [
      cell(r.bodega),
      cell(r.codigo),
      cell(r.nombre),
      cell(r.categoria),
      cell(r.medida),
      num(r.cantidad, FORMAT.quantity, fill),
      num(r.costo_promedio, FORMAT.cost, fill),
      num(r.valor, FORMAT.money, fill),
      num(r.stock_minimo, FORMAT.quantity, fill),
      cell(r.bajo_minimo ? 'Sí' : 'No'),
    ];
  });
  const total: Cell[] = [
    { value: 'Total', fontWeight: 'bold' },
    null,
    null,
    null,
    null,
    null,
    null,
    { ...num(report.totales.valor, FORMAT.money), fontWeight: 'bold' } as Cell,
    null,
    text(`${report.totales.bajo_minimo} bajo mínimo`),
  ];
  const widths = [22, 12, 34, 16, 12, 12, 16, 16, 12, 12];
  return {
    data: [
      [title('Inventario: existencias valorizadas al costo promedio')],
      [text(`${scope} · generado el ${formatDate(hotelDate())}`)],
      [],
      header(labels),
      ...rows,
      total,
    ],
    options: { sheet: 'Existencias', stickyRowsCount: 4, columns: widths.map((width) => ({ width })) },
  };
}

const kardexLabels = [
  'Fecha',
  'Tipo',
  'Documento',
  'Entrada',
  'Salida',
  'Saldo',
  'Costo unitario',
  'Costo promedio',
  'Valor movimiento',
  'Valor del saldo',
  'Usuario',
];

/** The valued kardex of one product in one warehouse, with its opening and closing balances. */
export function kardexWorkbook(report: TKardexReport): Workbook {
  const balance = (label: string, b: TKardexReport['saldo_inicial']): Cell[] => [
    { value: label, fontWeight: 'bold' },
    null,
    null,
    null,
    null,
    num(b.cantidad, FORMAT.quantity),
    null,
    num(b.costo_promedio, FORMAT.cost),
    null,
    num(b.valor, FORMAT.money),
    null,
  ];
  const rows = report.data.map((r): Cell[] => [
    day(r.fecha),
    text(stockMovementTypes[r.tipo]),
    text(r.documento),
    num(r.entrada, FORMAT.quantity),
    num(r.salida, FORMAT.quantity),
    num(r.saldo, FORMAT.quantity),
    num(r.costo_unitario, FORMAT.cost),
    num(r.costo_promedio, FORMAT.cost),
    num(r.valor, FORMAT.money),
    num(r.saldo_valor, FORMAT.money),
    text(r.usuario),
  ]);
  const widths = [12, 26, 14, 11, 11, 11, 15, 15, 16, 16, 22];
  return {
    data: [
      [title(`Kardex: ${report.producto.nombre} (${report.producto.codigo})`)],
      [
        text(
          `Bodega: ${report.bodega.nombre} · del ${formatDate(report.desde)} al ${formatDate(report.hasta)} · medida: ${report.producto.medida}`,
        ),
      ],
      [],
      header(kardexLabels),
      balance('Saldo inicial', report.saldo_inicial),
      ...rows,
      balance('Saldo final', report.saldo_final),
    ],
    options: { sheet: 'Kardex', stickyRowsCount: 4, columns: widths.map((width) => ({ width })) },
  };
}

/** An entrada or salida as the screen shows it: blank when nothing moved that way. */
export const movedOrBlank = (quantity: string) => (/[1-9]/.test(quantity) ? formatQuantity(quantity) : '');

/** The kardex for the PDF writer: every cell already as the screen shows it. */
export function kardexPdfTable(report: TKardexReport): ExportTable {
  const numeric = new Set(kardexLabels.slice(3, 10));
  const balanceRow = (label: string, b: TKardexReport['saldo_inicial']) => [
    label,
    '',
    '',
    '',
    '',
    formatQuantity(b.cantidad),
    '',
    formatUnitCost(b.costo_promedio),
    '',
    formatMoney(b.valor),
    '',
  ];
  return {
    title: `Kardex: ${report.producto.nombre} (${report.producto.codigo})`,
    subtitle: [
      `Bodega: ${report.bodega.nombre} · del ${formatDate(report.desde)} al ${formatDate(report.hasta)}`,
    ],
    columns: kardexLabels.map((header) => ({ header, kind: numeric.has(header) ? 'money' : 'text' })),
    rows: [
      balanceRow('Saldo inicial', report.saldo_inicial),
      ...report.data.map((r) => [
        formatDate(r.fecha),
        stockMovementTypes[r.tipo],
        r.documento,
        movedOrBlank(r.entrada),
        movedOrBlank(r.salida),
        formatQuantity(r.saldo),
        formatUnitCost(r.costo_unitario),
        formatUnitCost(r.costo_promedio),
        formatMoney(r.valor),
        formatMoney(r.saldo_valor),
        r.usuario ?? '',
      ]),
      balanceRow('Saldo final', report.saldo_final),
    ],
  };
}

/** Writes the workbook (the library loads only when a file is asked for) and offers it. */
export async function downloadWorkbook(book: Workbook, fileName: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await writeXlsxFile(book.data, book.options).toBlob();
  downloadFile(new Uint8Array(await blob.arrayBuffer()), fileName, XLSX_MIME);
}

export function downloadKardexPdf(report: TKardexReport): void {
  // Cells come formatted: the writer only lays them out (amounts to the right).
  const bytes = pdf(kardexPdfTable(report), (cell) => cell);
  downloadFile(bytes, `kardex-${report.producto.codigo}-${report.desde}-${report.hasta}.pdf`, PDF_MIME);
}
