import type { TShiftSummary } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { reportPdfDefinition } from '../../components/report-pdf';
import { reportSheet } from '../../components/report-sheets';
import { closingSlipDocument } from './closing-slip';

/** One group (cash): 1.000 short. */
const totals: TShiftSummary['total'] = {
  apertura: '100000.00',
  entrega: '0.00',
  ingresos: '1500000.50',
  devoluciones: '0.00',
  retiros: '200000.00',
  esperado: '1400000.50',
  contado: '1399000.50',
  diferencia: '-1000.00',
  resultado: 'faltante',
};
const closed: TShiftSummary = {
  turno_id: 12,
  caja_id: 1,
  caja: 'Caja Recepción',
  usuario_id: 2,
  usuario: 'Ana',
  estado: 'Cerrada',
  abierto_at: '2026-01-05T13:00:00.000Z',
  cerrado_at: '2026-01-05T23:00:00.000Z',
  aprobado_por: 'Beto',
  observaciones_apertura: null,
  observaciones_cierre: 'Faltan monedas',
  grupos: [{ grupo: 'efectivo', reportado: '100000.00', ...totals }],
  total: totals,
};

describe('the closing slip as exported (Excel and PDF through the report path)', () => {
  const doc = closingSlipDocument(closed);

  it('names the register, the cashier, the times and whom it was received from', () => {
    expect(doc.title).toBe('Cierre de caja · Caja Recepción');
    expect(doc.filters).toMatch(
      /^Cajero: Ana · Apertura: 05\/01\/2026 .* · Cierre: 05\/01\/2026 .* · Recibida de: Beto$/,
    );
    expect(doc.fileName).toBe('cierre-caja-12');
  });

  it('writes the groups and the total as numbers in the sheet, the result and the remarks as text', () => {
    const [part] = doc.parts;
    expect(part?.rows[0]?.cells).toEqual([
      'Efectivo',
      '100000.00',
      '1500000.50',
      '0.00',
      '200000.00',
      '1400000.50',
      '1399000.50',
      '-1000.00',
      'Faltante',
    ]);
    expect(part?.totals?.slice(0, 2)).toEqual(['Total', '100000.00']);
    expect(part?.notes).toEqual(['Observaciones: Faltan monedas']);
    if (!part) throw new Error('sin tabla');
    const sheet = reportSheet(doc.title, doc.filters, part, '05/01/2026');
    const values = sheet.data.map((row) => row.map((c) => (c && 'value' in c ? c.value : null)));
    const efectivo = values.find((row) => row[0] === 'Efectivo');
    expect(efectivo?.slice(1, 8)).toEqual([100000, 1500000.5, 0, 200000, 1400000.5, 1399000.5, -1000]);
    const contado = sheet.data.find((row) => row[0] && 'value' in row[0] && row[0].value === 'Efectivo')?.[6];
    expect(contado).toMatchObject({ type: Number, format: '"$" #,##0' });
    expect(values.some((row) => row[0] === 'Total' && row[8] === 'Faltante')).toBe(true);
  });

  it('prints the same figures in the PDF, es-CO', () => {
    const text = JSON.stringify(reportPdfDefinition(doc, { nombre: 'Hotel Posada', logo: null })).replace(
      /\u00a0/g,
      ' ',
    );
    for (const figure of [
      '$ 1.500.001',
      '$ 1.399.001',
      '-$ 1.000',
      'Faltante',
      'Observaciones: Faltan monedas',
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).toContain('Cierre de caja · Caja Recepción');
  });
});
