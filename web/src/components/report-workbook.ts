import type { Cell, Sheet } from 'write-excel-file/browser';
import { downloadBlob } from '../lib/export/download';
import { formatDate, hotelDate } from '../lib/format';
import type { FigureColumn, FigureKind } from './figures-table';

/**
 * A report's tables as an .xlsx (write-excel-file, loaded only when a file is asked for): one sheet
 * per table, the report's title and filters on top, a bold frozen header, the same columns and
 * rows the screen shows, numbers as numbers with the screen's format and dates as dates. Decimal
 * strings become numbers only here, for Excel: numeric(16,2) values fit a double exactly.
 */
// The separators are placeholders: Excel shows the user's own (es-CO: $ 1.234.567).
const FORMAT: Record<Exclude<FigureKind, 'text'>, string> = {
  money: '"$" #,##0',
  count: '#,##0',
  percent: '0.00" %"',
  date: 'dd/mm/yyyy',
};
const WIDTH: Record<FigureKind, number> = { text: 28, date: 12, count: 12, money: 16, percent: 12 };
const HEADER = { fontWeight: 'bold', backgroundColor: '#1C7ED6', textColor: '#FFFFFF' } as const;
/** Title, filters, blank, header: the rows that stay in view. */
const TOP_ROWS = 4;

export function figureCell(kind: FigureKind, value: string | number | null, bold = false): Cell {
  if (value === null || value === '') return null;
  const weight = bold ? ({ fontWeight: 'bold' } as const) : {};
  if (kind === 'text') return { value: String(value), ...weight };
  if (kind === 'date') {
    const [y = 0, m = 1, d = 1] = String(value).split('-').map(Number);
    return { type: Date, value: new Date(Date.UTC(y, m - 1, d)), format: FORMAT.date, ...weight };
  }
  return { type: Number, value: Number(value), format: FORMAT[kind], ...weight };
}

export interface ReportTable<Row> {
  /** The sheet's name (at most 31 characters, Excel's limit). */
  sheet: string;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  totals?: Row | undefined;
}

/** One table as one sheet, under the report's title and its filters. */
export function reportSheet<Row>(title: string, filters: string, table: ReportTable<Row>): Sheet<Blob> {
  const totals = table.totals;
  return {
    sheet: table.sheet.slice(0, 31),
    stickyRowsCount: TOP_ROWS,
    columns: table.columns.map((c) => ({ width: Math.max(WIDTH[c.kind], c.header.length + 2) })),
    data: [
      [{ value: title, fontWeight: 'bold', fontSize: 14 }],
      [{ value: `${filters} · generado el ${formatDate(hotelDate())}` }],
      [],
      table.columns.map((c) => ({ value: c.header, ...HEADER })),
      ...table.rows.map((row) => table.columns.map((c) => figureCell(c.kind, c.value(row)))),
      ...(totals
        ? [
            table.columns.map((c, i) =>
              i === 0 ? figureCell('text', 'Total', true) : figureCell(c.kind, c.value(totals), true),
            ),
          ]
        : []),
    ],
  };
}

/** Writes the sheets (the library loads only now) and offers the file. */
export async function downloadReport(sheets: Sheet<Blob>[], fileName: string): Promise<void> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  downloadBlob(await writeXlsxFile(sheets).toBlob(), fileName);
}
