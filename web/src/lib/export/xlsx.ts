import { type ExportTable, sectionsOf } from './table';
import { zip } from './zip';

/**
 * An Office Open XML workbook (.xlsx) with one sheet: the title, its subtitle lines, then each
 * table (heading, bold header, rows, notes) after a blank row. Amounts become numbers with a
 * peso format, so Excel can add them up.
 */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const STYLE = { text: 0, bold: 1, money: 2 } as const;

export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

const textCell = (ref: string, text: string, style: number) =>
  `<c r="${ref}" t="inlineStr" s="${style}"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;

function sheetXml(table: ExportTable): string {
  const sections = sectionsOf(table);
  const lines: string[] = [];
  const row = (cells: string[]) => lines.push(`<row r="${lines.length + 1}">${cells.join('')}</row>`);
  const ref = (col: number) => `${columnName(col)}${lines.length + 1}`;
  row([textCell(ref(0), table.title, STYLE.bold)]);
  for (const line of table.subtitle ?? []) row([textCell(ref(0), line, STYLE.text)]);
  sections.forEach((section) => {
    row([]);
    if (section.heading) row([textCell(ref(0), section.heading, STYLE.bold)]);
    row(section.columns.map((c, i) => textCell(ref(i), c.header, STYLE.bold)));
    for (const cells of section.rows) {
      row(
        cells.map((value, i) => {
          if (value === null || value === '') return '';
          if (section.columns[i]?.kind === 'money' && /^-?\d+(\.\d+)?$/.test(value)) {
            return `<c r="${ref(i)}" s="${STYLE.money}"><v>${value}</v></c>`;
          }
          return textCell(ref(i), value, STYLE.text);
        }),
      );
    }
    for (const note of section.notes ?? []) row([textCell(ref(0), note, STYLE.text)]);
  });
  const count = Math.max(...sections.map((s) => s.columns.length));
  const widths = Array.from({ length: count }, (_, i) => {
    const text = sections.some((s) => s.columns[i] && s.columns[i].kind !== 'money');
    return `<col min="${i + 1}" max="${i + 1}" width="${text ? 22 : 16}" customWidth="1"/>`;
  }).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    `<cols>${widths}</cols><sheetData>${lines.join('')}</sheetData></worksheet>`
  );
}

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const rootRels =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

const workbookRels =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '</Relationships>';

const styles =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="&quot;$&quot;\\ #,##0.00"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border/></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '</styleSheet>';

export function xlsx(table: ExportTable, sheetName = 'Informe'): Uint8Array {
  const encode = (text: string) => new TextEncoder().encode(text);
  const workbook =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    `<sheets><sheet name="${escapeXml(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  return zip([
    { name: '[Content_Types].xml', data: encode(contentTypes) },
    { name: '_rels/.rels', data: encode(rootRels) },
    { name: 'xl/workbook.xml', data: encode(workbook) },
    { name: 'xl/_rels/workbook.xml.rels', data: encode(workbookRels) },
    { name: 'xl/styles.xml', data: encode(styles) },
    { name: 'xl/worksheets/sheet1.xml', data: encode(sheetXml(table)) },
  ]);
}
