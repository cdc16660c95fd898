import { describe, expect, it } from 'vitest';
import type { FigureColumn } from './report-document';
import { reportPart } from './report-document';
import { figureCell, reportSheet } from './report-workbook';

interface Row {
  fecha: string;
  vendidas: number;
  ocupacion: string;
  adr: string;
}

const columns: FigureColumn<Row>[] = [
  { header: 'Fecha', kind: 'date', value: (r) => r.fecha },
  { header: 'Vendidas', kind: 'count', value: (r) => r.vendidas },
  { header: 'Ocupación', kind: 'percent', value: (r) => r.ocupacion },
  { header: 'ADR', kind: 'money', value: (r) => r.adr },
];

describe('the report workbook', () => {
  const sheet = reportSheet(
    'Reporte de Ocupación',
    'Del 10/03/2026 al 11/03/2026',
    reportPart({
      sheet: 'Por día',
      columns,
      rows: [
        { fecha: '2026-03-10', vendidas: 2, ocupacion: '66.67', adr: '100000.00' },
        { fecha: '2026-03-11', vendidas: 1, ocupacion: '33.33', adr: '1234567.50' },
      ],
      totals: { fecha: '', vendidas: 3, ocupacion: '50.00', adr: '411522.50' },
    }),
  );

  it('puts the title and the filters on top, and freezes them with the bold header', () => {
    expect(sheet.sheet).toBe('Por día');
    expect(sheet.stickyRowsCount).toBe(4);
    expect(sheet.data[0]?.[0]).toMatchObject({ value: 'Reporte de Ocupación', fontWeight: 'bold' });
    expect(sheet.data[1]?.[0]).toMatchObject({
      value: expect.stringContaining('Del 10/03/2026 al 11/03/2026'),
    });
    expect(sheet.data[3]?.map((c) => c && 'value' in c && c.value)).toEqual([
      'Fecha',
      'Vendidas',
      'Ocupación',
      'ADR',
    ]);
    expect(sheet.data[3]?.every((c) => c && 'fontWeight' in c && c.fontWeight === 'bold')).toBe(true);
    expect(sheet.columns?.map((c) => c.width)).toEqual([12, 12, 12, 16]);
  });

  it('writes numbers as numbers with the format the screen shows, and dates as dates', () => {
    const [fecha, vendidas, ocupacion, adr] = sheet.data[5] ?? [];
    expect(fecha).toMatchObject({ type: Date, value: new Date(Date.UTC(2026, 2, 11)), format: 'dd/mm/yyyy' });
    expect(vendidas).toMatchObject({ type: Number, value: 1, format: '#,##0' });
    expect(ocupacion).toMatchObject({ type: Number, value: 33.33, format: '0.00" %"' });
    expect(adr).toMatchObject({ type: Number, value: 1234567.5, format: '"$" #,##0' });
  });

  it('ends with the totals row in bold', () => {
    const totals = sheet.data[6] ?? [];
    expect(totals[0]).toMatchObject({ value: 'Total', fontWeight: 'bold' });
    expect(totals[3]).toMatchObject({ type: Number, value: 411522.5, fontWeight: 'bold' });
    expect(sheet.data).toHaveLength(7);
  });

  it('leaves an empty figure as an empty cell', () => {
    expect(figureCell('money', null)).toBeNull();
    expect(figureCell('percent', '')).toBeNull();
  });
});
