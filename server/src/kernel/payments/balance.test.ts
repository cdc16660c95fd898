import { describe, expect, it } from 'vitest';
import {
  closingFigures,
  closingResult,
  emptyTotals,
  expectedBalance,
  type ShiftRow,
  summarizeShift,
} from './balance';

const perGroup = <T>(efectivo: T, tarjetas: T, transferencia: T) => ({ efectivo, tarjetas, transferencia });

describe('expected balance', () => {
  it('is opening + payments − refunds − withdrawals, to the cent', () => {
    expect(expectedBalance('100000', { pago: '0.10', devolucion: '0.20', retiro: '0' })).toBe('99999.90');
    expect(expectedBalance('0', { pago: '33.33', devolucion: '0', retiro: '33.33' })).toBe('0.00');
    expect(expectedBalance('99999999999.99', { pago: '0.01', devolucion: '0', retiro: '0' })).toBe(
      '100000000000.00',
    );
  });

  it('names a negative difference faltante and a positive one sobrante', () => {
    expect(closingResult('-0.01')).toBe('faltante');
    expect(closingResult('0.00')).toBe('cuadrada');
    expect(closingResult('500')).toBe('sobrante');
  });

  it('computes the closing figures of each group from the count', () => {
    const totals = emptyTotals();
    totals.efectivo = { pago: '50000', devolucion: '10000', retiro: '20000' };
    totals.tarjetas.pago = '80000';
    const figures = closingFigures(
      perGroup('100000', '0', '0'),
      totals,
      perGroup('119999.99', '80000', '100'),
    );
    expect(figures).toEqual({
      efectivo: { contado: '119999.99', esperado: '120000.00', diferencia: '-0.01' },
      tarjetas: { contado: '80000.00', esperado: '80000.00', diferencia: '0.00' },
      transferencia: { contado: '100.00', esperado: '0.00', diferencia: '100.00' },
    });
  });
});

describe('summarizeShift', () => {
  const row: ShiftRow = {
    turno_id: 1,
    caja_id: 2,
    caja: 'Caja Recepción',
    usuario_id: 3,
    usuario: 'Camila',
    abierto_at: new Date('2026-01-05T13:00:00Z'),
    cerrado_at: null,
    aprobado_por: null,
    observaciones_apertura: null,
    observaciones_cierre: null,
    apertura: perGroup('1000', '0', '0'),
    reportado: perGroup<string | null>(null, null, null),
    contado: perGroup<string | null>(null, null, null),
    esperado: perGroup<string | null>(null, null, null),
  };

  it('computes an open shift from its movements, with no count yet', () => {
    const totals = emptyTotals();
    totals.transferencia.pago = '250.50';
    const s = summarizeShift(row, totals);
    expect(s.estado).toBe('Abierta');
    expect(s.grupos.map((g) => g.esperado)).toEqual(['1000.00', '0.00', '250.50']);
    expect(s.total).toMatchObject({ esperado: '1250.50', contado: null, diferencia: null, resultado: null });
  });

  it('measures the handover: the opening count against the previous closing', () => {
    const handedOver = {
      ...row,
      apertura: perGroup('149000.50', '0', '20000'),
      reportado: perGroup<string | null>('150000', '0', '20000'),
    };
    const s = summarizeShift(handedOver, emptyTotals());
    expect(s.grupos.map((g) => g.entrega)).toEqual(['-999.50', '0.00', '0.00']);
    expect(s.total.entrega).toBe('-999.50');
    expect(summarizeShift(row, emptyTotals()).total.entrega).toBeNull();
  });

  it('keeps the expected amounts stored at closing', () => {
    const closed = {
      ...row,
      cerrado_at: '2026-01-05T23:00:00Z',
      contado: perGroup<string | null>('900', '0', '0'),
      esperado: perGroup<string | null>('1000.00', '0.00', '0.00'),
    };
    const s = summarizeShift(closed, emptyTotals());
    expect(s.estado).toBe('Cerrada');
    expect(s.cerrado_at).toBe('2026-01-05T23:00:00.000Z');
    expect(s.grupos[0]).toMatchObject({ diferencia: '-100.00', resultado: 'faltante' });
    expect(s.total).toMatchObject({ contado: '900.00', diferencia: '-100.00', resultado: 'faltante' });
  });
});
