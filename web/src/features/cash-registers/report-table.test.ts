import type { TCashReport, TCashReportTotals, TShiftSummary } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { cashReportDocument, totalsNotes } from './report-table';

const totals = (over: Partial<TCashReportTotals> = {}): TCashReportTotals => ({
  saldo_inicial: '150000.00',
  ingresos: '10000.00',
  devoluciones: '0.00',
  retiros: '0.00',
  esperado: '160000.00',
  contado: null,
  diferencia: null,
  resultado: null,
  diferencia_entrega: '-2000.00',
  diferencia_cierre: '-5000.00',
  ...over,
});
const open: TShiftSummary = {
  turno_id: 9,
  caja_id: 1,
  caja: 'Caja Recepción',
  usuario_id: 2,
  usuario: 'Ana',
  estado: 'Abierta',
  abierto_at: '2026-01-05T13:00:00.000Z',
  cerrado_at: null,
  aprobado_por: 'Beto',
  observaciones_apertura: null,
  observaciones_cierre: null,
  grupos: [],
  total: {
    apertura: '148000.00',
    entrega: '-2000.00',
    ingresos: '10000.00',
    devoluciones: '0.00',
    retiros: '0.00',
    esperado: '158000.00',
    contado: null,
    diferencia: null,
    resultado: null,
  },
};
const report: TCashReport = {
  desde: '2026-01-05',
  hasta: '2026-01-05',
  data: [open],
  totales: {
    grupos: [
      { grupo: 'efectivo', ...totals() },
      {
        grupo: 'tarjetas',
        ...totals({ saldo_inicial: '0.00', contado: '0.00', diferencia: '0.00', resultado: 'cuadrada' }),
      },
    ],
    total: totals(),
  },
};

describe('the register report as exported', () => {
  it('has the shifts with their handover difference, then the range’s totals in the order they add up', () => {
    const doc = cashReportDocument(report, { caja: 'Caja Recepción', cajero: 'Ana' });
    expect(doc.filters).toBe(
      'Turnos abiertos del 05/01/2026 al 05/01/2026 · Caja: Caja Recepción · Cajero: Ana',
    );
    expect(doc.fileName).toBe('reporte-cajas-2026-01-05-2026-01-05');
    const [shifts, totalsSection] = doc.parts;
    expect(shifts?.columns.map((c) => c.header)).toContain('Dif. entrega');
    expect(shifts?.rows[0]?.cells).toContain('-2000.00');
    expect(shifts?.rows[0]?.cells[1]).toBe('Abierta');
    expect(totalsSection?.title).toBe('Totales del rango');
    expect(totalsSection?.columns.map((c) => c.header)).toEqual([
      'Grupo',
      'Saldo inicial',
      'Ingresos',
      'Devoluciones',
      'Retiros',
      'Saldo esperado',
      'Saldo contado',
      'Diferencia',
      'Dif. en entregas',
      'Dif. en cierres',
      'Resultado',
    ]);
    expect(totalsSection?.rows.map((r) => r.cells)).toEqual([
      [
        'Efectivo',
        '150000.00',
        '10000.00',
        '0.00',
        '0.00',
        '160000.00',
        null,
        null,
        '-2000.00',
        '-5000.00',
        null,
      ],
      [
        'Tarjetas',
        '0.00',
        '10000.00',
        '0.00',
        '0.00',
        '160000.00',
        '0.00',
        '0.00',
        '-2000.00',
        '-5000.00',
        'Cuadrada',
      ],
      [
        'Total',
        '150000.00',
        '10000.00',
        '0.00',
        '0.00',
        '160000.00',
        null,
        null,
        '-2000.00',
        '-5000.00',
        null,
      ],
    ]);
    expect(totalsSection?.rows.map((r) => r.strong)).toEqual([false, false, true]);
    expect(totalsSection?.notes).toEqual(totalsNotes(report));
  });

  it('explains the totals, and why nothing is counted while a register is open', () => {
    const notes = totalsNotes(report);
    expect(notes[0]).toMatch(/^Saldo inicial: lo que recibió cada caja/);
    expect(notes).toContain('Hay 1 caja abierta: el saldo contado y la diferencia se conocen al cerrar.');
    expect(totalsNotes({ ...report, data: [{ ...open, estado: 'Cerrada' }] })).toHaveLength(3);
    expect(cashReportDocument(report).filters).toBe('Turnos abiertos del 05/01/2026 al 05/01/2026');
  });
});
