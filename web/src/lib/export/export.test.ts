import { describe, expect, it } from 'vitest';
import { pdf, pdfText, textWidth, wrapText } from './pdf';
import type { ExportTable } from './table';
import { columnName, escapeXml, xlsx } from './xlsx';
import { crc32, zip } from './zip';

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

/** The entries of a stored zip, read back through its local headers. */
function unzip(bytes: Uint8Array): Record<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const files: Record<string, string> = {};
  let at = 0;
  while (view.getUint32(at, true) === 0x04034b50) {
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const name = new TextDecoder().decode(bytes.slice(at + 30, at + 30 + nameLength));
    const data = bytes.slice(at + 30 + nameLength, at + 30 + nameLength + size);
    expect(crc32(data)).toBe(view.getUint32(at + 14, true));
    files[name] = new TextDecoder().decode(data);
    at += 30 + nameLength + size;
  }
  return files;
}

const table: ExportTable = {
  title: 'Reporte de Cajas',
  subtitle: ['Del 01/01/2026 al 31/01/2026'],
  columns: [{ header: 'Caja' }, { header: 'Diferencia', kind: 'money' }],
  rows: [
    ['Caja Recepción (principal)', '-500.00'],
    ['Caja <Bar> & "Piscina"', '1200.50'],
    ['Sin dato', null],
  ],
};

describe('zip', () => {
  it('computes the standard CRC-32 and ends with the directory record', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    const bytes = zip([{ name: 'a.txt', data: new TextEncoder().encode('hola') }]);
    expect(unzip(bytes)).toEqual({ 'a.txt': 'hola' });
    const end = new DataView(bytes.buffer, bytes.length - 22);
    expect(end.getUint32(0, true)).toBe(0x06054b50);
    expect(end.getUint16(10, true)).toBe(1);
  });
});

describe('xlsx', () => {
  it('names columns like Excel', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(escapeXml('a<b & "c"\u0001')).toBe('a&lt;b &amp; &quot;c&quot;');
  });

  it('writes a workbook whose amounts are numbers and whose texts are escaped', () => {
    const files = unzip(xlsx(table, 'Cajas'));
    expect(Object.keys(files)).toContain('xl/worksheets/sheet1.xml');
    expect(files['xl/workbook.xml']).toContain('name="Cajas"');
    const sheet = files['xl/worksheets/sheet1.xml'] ?? '';
    expect(sheet).toContain('<t xml:space="preserve">Reporte de Cajas</t>');
    expect(sheet).toContain('<c r="B5" s="2"><v>-500.00</v></c>');
    expect(sheet).toContain('Caja &lt;Bar&gt; &amp; &quot;Piscina&quot;');
    expect(sheet).toContain(
      '<row r="7"><c r="A7" t="inlineStr" s="0"><is><t xml:space="preserve">Sin dato</t></is></c></row>',
    );
  });
});

const withTotals: ExportTable = {
  ...table,
  sections: [
    {
      heading: 'Totales del rango',
      columns: [{ header: 'Grupo' }, { header: 'Saldo inicial', kind: 'money' }, { header: 'Resultado' }],
      rows: [['Efectivo', '200000.00', 'Faltante']],
      notes: ['Saldo esperado = saldo inicial + ingresos − devoluciones − retiros.'],
    },
  ],
};

describe('sections', () => {
  it('writes each further table under the first in Excel: heading, header, rows, notes', () => {
    const sheet = unzip(xlsx(withTotals))['xl/worksheets/sheet1.xml'] ?? '';
    // Rows 1–7 as before, a blank row 8, then the section from row 9.
    expect(sheet).toContain('<row r="8"></row>');
    expect(sheet).toContain(
      '<c r="A9" t="inlineStr" s="1"><is><t xml:space="preserve">Totales del rango</t>',
    );
    expect(sheet).toContain('<c r="B10" t="inlineStr" s="1"><is><t xml:space="preserve">Saldo inicial</t>');
    expect(sheet).toContain('<c r="B11" s="2"><v>200000.00</v></c>');
    expect(sheet).toContain('<c r="A12" t="inlineStr" s="0"><is><t xml:space="preserve">Saldo esperado =');
    expect(sheet).toContain('<col min="3" max="3" width="22" customWidth="1"/>');
  });

  it('prints each table with its own header in PDF, and repeats it on a new page', () => {
    const text = latin1(pdf(withTotals, (cell) => cell));
    expect(text).toContain('(Totales del rango) Tj');
    expect(text).toContain('(Saldo inicial) Tj');
    expect(text).toContain('(Saldo esperado = saldo inicial + ingresos - devoluciones - retiros.) Tj');
    const long: ExportTable = {
      ...withTotals,
      rows: Array.from({ length: 30 }, (_, i) => [`Fila ${i}`, `${i}.00`]),
      sections: [
        {
          ...(withTotals.sections?.[0] as NonNullable<ExportTable['sections']>[0]),
          rows: Array.from({ length: 20 }, () => ['Efectivo', '1.00', 'Cuadrada']),
        },
      ],
    };
    const many = latin1(pdf(long, (cell) => cell));
    const pages = Number(/\/Count (\d+)/.exec(many)?.[1]);
    expect(pages).toBe(2);
    expect(many.split('(Saldo inicial) Tj').length - 1).toBe(2);
    expect(many.split('(Totales del rango) Tj').length - 1).toBe(1);
  });

  it('keeps amounts whole in a wide table: headers wrap, text columns give way', () => {
    const headers = ['Fecha apertura', 'Fecha cierre', 'Caja', 'Cajero'];
    const amounts = Array.from({ length: 10 }, () => 'Ingresos transferencia');
    const wide: ExportTable = {
      title: 'Reporte de Cajas',
      columns: [
        ...headers.map((header) => ({ header })),
        ...amounts.map((header) => ({ header, kind: 'money' as const })),
      ],
      rows: [
        [
          '22/11/2026 17:21',
          'Abierta',
          'Caja Recepción principal del primer piso',
          'Ricardo Recepción',
          ...amounts.map(() => '-12345678.00'),
        ],
      ],
    };
    const text = latin1(pdf(wide, (cell, kind) => (kind === 'money' ? `-$ ${cell.slice(1, -3)}` : cell)));
    expect(text.split('(-$ 12345678) Tj').length - 1).toBe(10);
    expect(text).toContain('(Ingresos) Tj');
    expect(text.split('(transferencia) Tj').length - 1).toBe(10);
    expect(text).toMatch(/\(C[^)]*\u0085\) Tj/);
  });

  it('prints an empty cell as the screens do: —', () => {
    expect(latin1(pdf(table, (cell) => cell))).toContain('(\u0097) Tj');
  });

  it('wraps a long note at word boundaries within the width', () => {
    const lines = wrapText('uno dos tres cuatro cinco seis siete', 40, 8);
    expect(lines.join(' ')).toBe('uno dos tres cuatro cinco seis siete');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 8)).toBeLessThanOrEqual(40);
  });
});

describe('pdf', () => {
  it('writes WinAnsi strings with escaped parentheses', () => {
    expect(pdfText('Recepción (1) \\ …')).toBe('(Recepci\u00f3n \\(1\\) \\\\ \u0085)');
    expect(pdfText('漢')).toBe('(?)');
    expect(pdfText('Línea › Precio: $ 1 → $ 2')).toBe('(L\u00ednea \u009b Precio: $ 1 \u00bb $ 2)');
    expect(textWidth('10', 10)).toBeCloseTo(11.12);
  });

  it('writes a valid document: header, objects at their xref offsets, pages that repeat the header', () => {
    const many: ExportTable = {
      ...table,
      rows: Array.from({ length: 70 }, (_, i) => [`Fila ${i}`, `${i}.00`]),
    };
    const text = latin1(pdf(many, (cell, kind) => (kind === 'money' ? `$ ${cell}` : cell)));
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => {
      expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
    });
    const pages = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text.split('(Diferencia) Tj').length - 1).toBe(pages);
    expect(text).toContain('(Fila 69) Tj');
    expect(text).toContain(`(P\u00e1gina ${pages} de ${pages}) Tj`);
  });
});
