import type { Cell, Sheet } from 'write-excel-file/browser';
import type { FigureKind, FigureValue, ReportDocument, ReportPart } from './report-document';

/**
 * A report as an .xlsx (write-excel-file, loaded only when a file is asked for): one sheet per
 * table, the report's title and filters on top, a bold frozen header, the same columns and rows
 * the screen shows, numbers as numbers with the screen's format and dates as dates. Decimal
 * strings become numbers only here, for Excel: numeric(16,2) values fit a double exactly.
 */
// The separators are placeholders: Excel shows the user's own (es-CO: $ 1.234.567).
const FORMAT: Record<Exclude<FigureKind, 'text'>, string> = {
  money: '"$" #,##0',
  cost: '"$" #,##0.00',
  count: '#,##0',
  quantity: '#,##0.###',
  percent: '0.00" %"',
  date: 'dd/mm/yyyy',
};
const WIDTH: Record<FigureKind, number> = {
  text: 28,
  date: 12,
  count: 12,
  quantity: 12,
  money: 16,
  cost: 16,
  percent: 12,
};
const HEADER = { fontWeight: 'bold', backgroundColor: '#1C7ED6', textColor: '#FFFFFF' } as const;
const MARKED = '#FDE2E1';
/** Title, filters, blank, header: the rows that stay in view. */
const TOP_ROWS = 4;

export function figureCell(
  kind: FigureKind,
  value: FigureValue,
  style: { bold?: boolean; fill?: string } = {},
): Cell {
  const look = {
    ...(style.bold ? ({ fontWeight: 'bold' } as const) : {}),
    ...(style.fill ? { backgroundColor: style.fill } : {}),
  };
  if (value === null || value === '') return style.fill ? { value: '', ...look } : null;
  if (kind === 'text') return { value: String(value), ...look };
  if (kind === 'date') {
    const [y = 0, m = 1, d = 1] = String(value).split('-').map(Number);
    return { type: Date, value: new Date(Date.UTC(y, m - 1, d)), format: FORMAT.date, ...look };
  }
  return { type: Number, value: Number(value), format: FORMAT[kind], ...look };
}

/** One table as one sheet, under the report's title and its filters, with its notes below. */
export function reportSheet(
  title: string,
  filters: string,
  part: ReportPart,
  /** The day the file is written, dd/mm/aaaa at the hotel. */
  generated: string,
): Sheet<Blob> {
  const row = (cells: FigureValue[], style: { bold?: boolean; fill?: string }) =>
    part.columns.map((c, i) =>
      figureCell(i === 0 && cells === part.totals ? 'text' : c.kind, cells[i] ?? null, style),
    );
  return {
    sheet: part.title.slice(0, 31),
    stickyRowsCount: TOP_ROWS,
    columns: part.columns.map((c) => ({ width: Math.max(WIDTH[c.kind], c.header.length + 2) })),
    data: [
      [{ value: title, fontWeight: 'bold', fontSize: 14 }],
      [{ value: `${filters} · generado el ${generated}` }],
      [],
      part.columns.map((c) => ({ value: c.header, ...HEADER })),
      ...part.rows.map((r) => row(r.cells, { bold: r.strong, fill: r.marked ? MARKED : undefined })),
      ...(part.totals ? [row(part.totals, { bold: true })] : []),
      ...(part.notes.length ? [[], ...part.notes.map((note) => [{ value: note }])] : []),
    ],
  };
}

/**
 * The report's sheets as an .xlsx (the library loads only now). Pure data in, a Blob out: it runs
 * in the workbook's worker (`report-workbook.worker.ts`), or in place where there is no Worker.
 */
export async function workbookBlob(doc: ReportDocument, generated: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(
    doc.parts.map((part) => reportSheet(doc.title, doc.filters, part, generated)),
  ).toBlob();
}
