import { type ExportCell, type ExportSection, type ExportTable, sectionsOf } from './table';

/**
 * A PDF of a report's tables (A4 landscape, Helvetica), written by hand: the few objects a viewer
 * needs, text in WinAnsi so Spanish accents print, amounts right-aligned, repeated headers, the
 * notes under each table wrapped to the page.
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
  // The minus sign of formulas prints as a hyphen.
  '−': 0x2d,
  '›': 0x9b,
  // The audit log's before → after, which Helvetica's WinAnsi lacks: as the closest it has.
  '→': 0xbb,
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

/** A note split into lines that fit the width, at word boundaries. */
export function wrapText(text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

type Format = (cell: string, kind: 'text' | 'money') => string;
const PAD = 6;
/** Bold Helvetica runs about 8 % wider than the regular widths `textWidth` knows. */
const BOLD = 1.08;

/**
 * Each column as wide as its widest printed cell and the longest word of its header (headers
 * wrap). Extra room is shared out; when the page is too narrow, amounts keep their width and the
 * text columns give way (and are cut with '…'), since a cut amount is a wrong amount.
 */
function columnWidths(section: ExportSection, format: Format): number[] {
  const usable = PAGE.width - 2 * PAGE.margin;
  const need = section.columns.map((c, i) => {
    const words = c.header.split(/\s+/).map((w) => textWidth(w, SIZE.cell) * BOLD);
    const cells = section.rows
      .slice(0, 200)
      .map((r) => r[i])
      .map((cell) =>
        cell === null || cell === undefined ? 0 : textWidth(format(cell, c.kind ?? 'text'), SIZE.cell),
      );
    return Math.max(12, ...words, ...cells) + PAD;
  });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const total = sum(need);
  if (total <= usable) return need.map((n) => (n * usable) / total);
  const isMoney = (i: number) => section.columns[i]?.kind === 'money';
  const money = sum(need.filter((_, i) => isMoney(i)));
  if (money >= usable) return need.map((n) => (n * usable) / total);
  const scale = (usable - money) / (total - money);
  return need.map((n, i) => (isMoney(i) ? n : n * scale));
}

/** A table's header in at most two lines per column. */
function wrapHeaders(section: ExportSection, widths: number[]): string[][] {
  return section.columns.map((c, i) => {
    const width = (widths[i] ?? 0) - 4;
    const [first = '', ...rest] = wrapText(c.header, width / BOLD, SIZE.cell);
    return rest.length ? [first, fitText(rest.join(' '), width / BOLD, SIZE.cell)] : [first];
  });
}

/** What one printed line of a page holds. */
type Line =
  | { kind: 'heading' | 'note'; text: string }
  | { kind: 'header'; section: number }
  | { kind: 'row'; section: number; cells: ExportCell[] }
  | { kind: 'gap' };

/** The report's tables as lines, in order: heading, header, rows and notes of each. */
function linesOf(sections: ExportSection[]): Line[] {
  const usable = PAGE.width - 2 * PAGE.margin;
  return sections.flatMap((section, i): Line[] => [
    ...(i > 0 ? [{ kind: 'gap' } as const] : []),
    ...(section.heading ? [{ kind: 'heading', text: section.heading } as const] : []),
    { kind: 'header', section: i },
    ...section.rows.map((cells) => ({ kind: 'row', section: i, cells }) as const),
    ...(section.notes ?? []).flatMap((note) =>
      wrapText(note, usable, SIZE.cell).map((text) => ({ kind: 'note', text }) as const),
    ),
  ]);
}

/**
 * Lines into pages of `capacity` line heights (a header may take two). A table's rows that go on
 * to a new page repeat its header there; a heading or header never ends a page; a page never
 * starts with a gap.
 */
function paginate(lines: Line[], capacity: number, headerHeight: (section: number) => number): Line[][] {
  const height = (line: Line) => (line.kind === 'header' ? headerHeight(line.section) : 1);
  const pages: Line[][] = [[]];
  let page = pages[0] as Line[];
  let used = 0;
  for (const line of lines) {
    const needs =
      line.kind === 'heading' ? 2 + headerHeight(0) : line.kind === 'header' ? height(line) + 1 : 1;
    if (used + needs > capacity && page.length > 0) {
      page = [];
      used = 0;
      pages.push(page);
      if (line.kind === 'gap') continue;
      if (line.kind === 'row') {
        page.push({ kind: 'header', section: line.section });
        used += headerHeight(line.section);
      }
    }
    page.push(line);
    used += height(line);
  }
  return pages;
}

export function pdf(table: ExportTable, format: Format): Uint8Array {
  const sections = sectionsOf(table);
  const widths = sections.map((section) => columnWidths(section, format));
  const headers = sections.map((section, i) => wrapHeaders(section, widths[i] ?? []));
  const headerHeight = (section: number) => Math.max(1, ...(headers[section] ?? []).map((h) => h.length));
  const top = PAGE.height - PAGE.margin;
  const headerLines = 1 + (table.subtitle?.length ?? 0);
  const firstRowY = top - SIZE.title - headerLines * SIZE.row - 6;
  const capacity = Math.max(3, Math.floor((firstRowY - PAGE.margin) / SIZE.row));
  const pages = paginate(linesOf(sections), capacity, headerHeight);

  const text = (font: 'F1' | 'F2', size: number, x: number, y: number, value: string) =>
    `BT /${font} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm ${pdfText(value)} Tj ET`;
  const rowOps = (section: number, cells: string[], y: number, font: 'F1' | 'F2') => {
    const columns = sections[section]?.columns ?? [];
    let x = PAGE.margin;
    return cells.map((cell, i) => {
      const width = widths[section]?.[i] ?? 0;
      const shown = fitText(cell, width - 4, SIZE.cell);
      const money = columns[i]?.kind === 'money';
      const left = money ? x + width - 2 - textWidth(shown, SIZE.cell) : x + 2;
      x += width;
      return text(font, SIZE.cell, left, y, shown);
    });
  };
  const lineOps = (line: Line, y: number): string[] => {
    switch (line.kind) {
      case 'gap':
        return [];
      case 'heading':
        return [text('F2', SIZE.subtitle + 1, PAGE.margin, y, line.text)];
      case 'note':
        return [text('F1', SIZE.cell, PAGE.margin, y, line.text)];
      case 'header': {
        const lines = headers[line.section] ?? [];
        const height = headerHeight(line.section);
        const ruleY = y - (height - 1) * SIZE.row - 4;
        return [
          ...Array.from({ length: height }, (_, n) =>
            rowOps(
              line.section,
              lines.map((h) => h[n] ?? ''),
              y - n * SIZE.row,
              'F2',
            ),
          ).flat(),
          `0.5 w ${PAGE.margin} ${ruleY} m ${PAGE.width - PAGE.margin} ${ruleY} l S`,
        ];
      }
      case 'row': {
        const columns = sections[line.section]?.columns ?? [];
        // An empty cell prints as the screens show it: '—' (no amount yet, no result).
        const shown = line.cells.map((cell, i) =>
          cell === null ? '—' : format(cell, columns[i]?.kind ?? 'text'),
        );
        return rowOps(line.section, shown, y, 'F1');
      }
    }
  };

  const streams = pages.map((lines, p) => {
    const ops = [text('F2', SIZE.title, PAGE.margin, top - SIZE.title, table.title)];
    (table.subtitle ?? []).forEach((line, i) => {
      ops.push(text('F1', SIZE.subtitle, PAGE.margin, top - SIZE.title - (i + 1) * SIZE.row, line));
    });
    let at = 0;
    for (const line of lines) {
      ops.push(...lineOps(line, firstRowY - at * SIZE.row));
      at += line.kind === 'header' ? headerHeight(line.section) : 1;
    }
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
