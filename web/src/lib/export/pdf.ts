import type { ExportTable } from './table';

/**
 * A PDF of a report table (A4 landscape, Helvetica), written by hand: the few objects a viewer
 * needs, text in WinAnsi so Spanish accents print, amounts right-aligned, repeated headers.
 */
export const PDF_MIME = 'application/pdf';

const PAGE = { width: 842, height: 595, margin: 36 };
const SIZE = { title: 14, subtitle: 9, cell: 8, row: 13 };
/** Windows-1252 bytes of the characters outside Latin-1 that a report may hold. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
};

/** Text as a PDF string literal in WinAnsi; characters it cannot show become '?'. */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    const byte = code < 256 ? code : (WIN_ANSI[ch] ?? 63);
    const c = String.fromCharCode(byte);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `(${out})`;
}

/** Approximate Helvetica advance widths (1/1000 em): enough to fit and right-align cells. */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const ch of text) {
    if (/[0-9$]/.test(ch)) units += 556;
    else if (/[ .,:;'|!il\u00a0]/.test(ch)) units += 278;
    else if (ch === '-' || ch === '(' || ch === ')') units += 333;
    else if (/[mwMW]/.test(ch)) units += 833;
    else if (/[A-ZÁÉÍÓÚÑ]/.test(ch)) units += 667;
    else units += 556;
  }
  return (units * size) / 1000;
}

function fitText(text: string, width: number, size: number): string {
  if (textWidth(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function columnWidths(table: ExportTable): number[] {
  const usable = PAGE.width - 2 * PAGE.margin;
  const weights = table.columns.map((c, i) =>
    Math.min(40, Math.max(c.header.length, ...table.rows.slice(0, 200).map((r) => (r[i] ?? '').length), 4)),
  );
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (usable * w) / total);
}

export function pdf(
  table: ExportTable,
  format: (cell: string, kind: 'text' | 'money') => string,
): Uint8Array {
  const widths = columnWidths(table);
  const top = PAGE.height - PAGE.margin;
  const headerLines = 1 + (table.subtitle?.length ?? 0);
  const firstRowY = top - SIZE.title - headerLines * SIZE.row - 6;
  const rowsPerPage = Math.max(1, Math.floor((firstRowY - PAGE.margin - SIZE.row) / SIZE.row));
  const pages: (typeof table.rows)[] = [];
  for (let i = 0; i < Math.max(1, table.rows.length); i += rowsPerPage)
    pages.push(table.rows.slice(i, i + rowsPerPage));

  const text = (font: 'F1' | 'F2', size: number, x: number, y: number, value: string) =>
    `BT /${font} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm ${pdfText(value)} Tj ET`;
  const rowOps = (cells: string[], y: number, font: 'F1' | 'F2') => {
    let x = PAGE.margin;
    return cells.map((cell, i) => {
      const width = widths[i] ?? 0;
      const shown = fitText(cell, width - 4, SIZE.cell);
      const money = table.columns[i]?.kind === 'money';
      const left = money ? x + width - 2 - textWidth(shown, SIZE.cell) : x + 2;
      x += width;
      return text(font, SIZE.cell, left, y, shown);
    });
  };

  const streams = pages.map((rows, p) => {
    const ops = [text('F2', SIZE.title, PAGE.margin, top - SIZE.title, table.title)];
    (table.subtitle ?? []).forEach((line, i) => {
      ops.push(text('F1', SIZE.subtitle, PAGE.margin, top - SIZE.title - (i + 1) * SIZE.row, line));
    });
    ops.push(
      ...rowOps(
        table.columns.map((c) => c.header),
        firstRowY,
        'F2',
      ),
    );
    const ruleY = firstRowY - 4;
    ops.push(`0.5 w ${PAGE.margin} ${ruleY} m ${PAGE.width - PAGE.margin} ${ruleY} l S`);
    rows.forEach((cells, r) => {
      const shown = cells.map((cell, i) =>
        cell === null ? '' : format(cell, table.columns[i]?.kind ?? 'text'),
      );
      ops.push(...rowOps(shown, firstRowY - (r + 1) * SIZE.row, 'F1'));
    });
    const footer = `Página ${p + 1} de ${pages.length}`;
    ops.push(
      text('F1', SIZE.cell, PAGE.width - PAGE.margin - textWidth(footer, SIZE.cell), PAGE.margin / 2, footer),
    );
    return ops.join('\n');
  });

  // Objects: 1 catalog, 2 page tree, 3–4 fonts, then a page and its content per page.
  const pageIds = pages.map((_, i) => 5 + i * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ...streams.flatMap((stream, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${(pageIds[i] ?? 0) + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ]),
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is one byte (WinAnsi), so string offsets are byte offsets.
  return Uint8Array.from(body, (c) => c.charCodeAt(0));
}
