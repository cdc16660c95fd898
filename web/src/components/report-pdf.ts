import { downloadBlob } from '../lib/export/download';
import { formatDate, hotelDate } from '../lib/format';
import { alignedRight, showFigure } from './figures-table';
import type { FigureValue, Letterhead, ReportDocument, ReportPart } from './report-document';

/**
 * A report as a PDF, written in the browser by pdfmake (the library the invoice's PDF uses on the
 * server), loaded with its Roboto fonts only when a PDF is asked for: the hotel's logo and name,
 * the title and the filters, each table with its header repeated on every page it spans, the
 * figures as the screen shows them (the same `showFigure`), and "Página 1 de 3" at the foot.
 * Roboto has the accents, ñ, "•" and "€" the hand-written writer printed as "?".
 */
type Node = Record<string, unknown> | string;

const BLUE = '#1C7ED6';
const MARKED = '#FDE2E1';

const cellText = (part: ReportPart, i: number, value: FigureValue, totals: boolean) => {
  const kind = part.columns[i]?.kind ?? 'text';
  if (totals && i === 0) return String(value ?? '');
  return value === '' ? '' : showFigure(kind, value);
};

/** Points across an A4 page inside the margins, by orientation. */
const USABLE = { portrait: 595 - 64, landscape: 842 - 64 };
/** The cell padding of the table layout (lightHorizontalLines: 8 points on each inner side). */
const PADDING = 16;

/**
 * Each column's width in points: the page's width shared by how wide each column's longest text is
 * (a header counts by its longest word, since headers wrap), so a wide table (the cash report's
 * fourteen columns) never runs past the margin and a narrow one gives its text the room.
 */
function columnWidths(part: ReportPart, usable: number): number[] {
  const weights = part.columns.map((c, i) => {
    const header = Math.max(...c.header.split(/\s+/).map((word) => word.length));
    const cells = part.rows.slice(0, 200).map((r) => cellText(part, i, r.cells[i] ?? null, false).length);
    return Math.min(Math.max(header, ...cells, 4), 40);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const room = usable - PADDING * part.columns.length;
  return weights.map((w) => Math.floor((room * w) / total));
}

function table(part: ReportPart, usable: number): Node[] {
  const right = part.columns.map((c) => alignedRight(c.kind));
  const header = part.columns.map((c, i) => ({
    text: c.header,
    bold: true,
    color: '#FFFFFF',
    fillColor: BLUE,
    alignment: right[i] ? 'right' : 'left',
  }));
  const row = (cells: FigureValue[], style: { bold?: boolean; marked?: boolean; totals?: boolean }) =>
    part.columns.map((_, i) => ({
      text: cellText(part, i, cells[i] ?? null, style.totals ?? false),
      alignment: right[i] ? 'right' : 'left',
      ...(style.bold ? { bold: true } : {}),
      ...(style.marked ? { fillColor: MARKED } : {}),
    }));
  const body = [
    header,
    ...part.rows.map((r) => row(r.cells, { bold: r.strong, marked: r.marked })),
    ...(part.totals ? [row(part.totals, { bold: true, totals: true })] : []),
  ];
  if (part.rows.length === 0 && !part.totals) {
    body.push([
      { text: 'Sin movimientos en el rango', colSpan: part.columns.length, alignment: 'center' },
      ...part.columns.slice(1).map(() => ({ text: '' })),
    ] as never);
  }
  return [
    { text: part.title, style: 'heading' },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: columnWidths(part, usable),
        body,
      },
      layout: 'lightHorizontalLines',
    },
    ...part.notes.map((note) => ({ text: note, style: 'note' })),
  ];
}

/** The pdfmake document of a report (pure: the unit tests read it). */
export function reportPdfDefinition(doc: ReportDocument, letterhead: Letterhead) {
  const widest = Math.max(...doc.parts.map((p) => p.columns.length));
  const orientation = widest > 6 ? 'landscape' : 'portrait';
  const generated = `Generado el ${formatDate(hotelDate())}`;
  return {
    pageSize: 'A4',
    pageOrientation: orientation,
    pageMargins: [32, 32, 32, 40],
    info: { title: doc.title, creator: 'Posada' },
    defaultStyle: { font: 'Roboto', fontSize: widest > 10 ? 7 : 8 },
    styles: {
      title: { fontSize: 14, bold: true },
      hotel: { fontSize: 10, bold: true },
      heading: { fontSize: 10, bold: true, margin: [0, 12, 0, 4] },
      note: { fontSize: 7, color: '#555555', margin: [0, 3, 0, 0] },
    },
    content: [
      {
        columns: [
          letterhead.logo ? { image: letterhead.logo, fit: [90, 40], width: 96 } : { text: '', width: 0 },
          { text: letterhead.nombre, style: 'hotel', margin: [0, 12, 0, 0] },
          {
            stack: [
              { text: doc.title, style: 'title', alignment: 'right' },
              { text: doc.filters, alignment: 'right' },
              { text: generated, alignment: 'right', color: '#555555' },
            ],
          },
        ],
        columnGap: 8,
      },
      ...doc.parts.flatMap((part) => table(part, USABLE[orientation])),
    ],
    footer: (page: number, pages: number) => ({
      columns: [
        { text: `${letterhead.nombre} · ${doc.title}`, fontSize: 7, color: '#555555' },
        { text: `Página ${page} de ${pages}`, alignment: 'right', fontSize: 7 },
      ],
      margin: [32, 12, 32, 0],
    }),
  };
}

/** Writes the PDF (pdfmake and its fonts load only now) and offers the file. */
export async function downloadReportPdf(doc: ReportDocument, letterhead: Letterhead): Promise<void> {
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  pdfMake.addVirtualFileSystem(vfs);
  const blob = await pdfMake.createPdf(reportPdfDefinition(doc, letterhead)).getBlob();
  downloadBlob(blob, `${doc.fileName}.pdf`);
}
