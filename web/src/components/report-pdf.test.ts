import { describe, expect, it } from 'vitest';
import type { FigureColumn } from './report-document';
import { type ReportDocument, reportPart } from './report-document';
import { reportPdfDefinition } from './report-pdf';

interface Row {
  fecha: string;
  concepto: string;
  valor: string | null;
}

const columns: FigureColumn<Row>[] = [
  { header: 'Fecha', kind: 'date', value: (r) => r.fecha },
  { header: 'Concepto', kind: 'text', value: (r) => r.concepto },
  { header: 'Valor', kind: 'money', value: (r) => r.valor },
];

const doc: ReportDocument = {
  title: 'Reporte de prueba',
  filters: 'Del 01/11/2026 al 30/11/2026',
  fileName: 'prueba',
  parts: [
    reportPart({
      sheet: 'Movimientos',
      columns,
      rows: [
        { fecha: '2026-11-02', concepto: 'Señal • cabaña €', valor: '1500000.50' },
        { fecha: '2026-11-03', concepto: 'Sin valor', valor: null },
      ],
      totals: { fecha: '', concepto: '', valor: '1500000.50' },
      notes: ['El valor es antes de impuestos.'],
    }),
  ],
};

type Cell = { text: string; bold?: boolean; alignment?: string; fillColor?: string };
const tableOf = (definition: ReturnType<typeof reportPdfDefinition>) =>
  (definition.content[2] as { table: { headerRows: number; body: Cell[][] } }).table;

describe('the report PDF', () => {
  const definition = reportPdfDefinition(doc, { nombre: 'Hotel Sierra Nevada', logo: null });

  it('heads the first page with the hotel, the title and the filters', () => {
    const head = JSON.stringify(definition.content[0]);
    expect(head).toContain('Hotel Sierra Nevada');
    expect(head).toContain('Reporte de prueba');
    expect(head).toContain('Del 01/11/2026 al 30/11/2026');
    expect(definition.content[1]).toMatchObject({ text: 'Movimientos' });
  });

  it('repeats the header row on every page and numbers the pages "Página 1 de 3"', () => {
    expect(tableOf(definition).headerRows).toBe(1);
    const footer = JSON.stringify(definition.footer(2, 3));
    expect(footer).toContain('Página 2 de 3');
  });

  it('shows the figures as the screen does: dates dd/mm/aaaa, COP the Colombian way, right-aligned', () => {
    const [header, first, second, totals] = tableOf(definition).body;
    expect(header?.map((c) => c.text)).toEqual(['Fecha', 'Concepto', 'Valor']);
    expect(header?.[2]).toMatchObject({ alignment: 'right', bold: true });
    expect(first?.map((c) => c.text.replace(/\u00a0/g, ' '))).toEqual([
      '02/11/2026',
      'Señal • cabaña €',
      '$ 1.500.001',
    ]);
    expect(first?.[2]?.alignment).toBe('right');
    expect(second?.[2]?.text).toBe('—');
    expect(totals?.[0]).toMatchObject({ text: 'Total', bold: true });
  });

  it('prints the notes under their table, and the logo when the hotel has one', () => {
    expect(definition.content[3]).toMatchObject({ text: 'El valor es antes de impuestos.' });
    const withLogo = reportPdfDefinition(doc, { nombre: 'H', logo: 'data:image/png;base64,AAAA' });
    expect(JSON.stringify(withLogo.content[0])).toContain('data:image/png;base64,AAAA');
  });

  it('shares the page among a wide table’s columns so it never runs past the margin', () => {
    const wide: FigureColumn<number>[] = Array.from({ length: 14 }, (_, i) => ({
      header: `Ingresos transferencia ${i}`,
      kind: i < 3 ? 'text' : 'money',
      value: (r) => (i < 3 ? `Caja de recepción ${r}` : `${r * 1_000_000}.00`),
    }));
    const definition = reportPdfDefinition(
      { ...doc, parts: [reportPart({ sheet: 'Turnos', columns: wide, rows: [1, 2, 3] })] },
      { nombre: 'H', logo: null },
    );
    expect(definition.pageOrientation).toBe('landscape');
    const widths = (definition.content[2] as { table: { widths: number[] } }).table.widths;
    // A4 landscape inside 32-point margins; 8 points of padding on each inner side of a column.
    expect(widths.reduce((a, b) => a + b, 0) + 16 * (widths.length - 1)).toBeLessThanOrEqual(842 - 64);
    expect(Math.min(...widths)).toBeGreaterThan(30);
  });
});
