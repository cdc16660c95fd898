import { paymentGroups, type TShiftGroup, type TShiftSummary } from '@posada/contracts';
import { addMoney, compareMoney, normalizeMoney, subtractMoney } from '../../lib/money';

/**
 * The arithmetic of an assignment, exact and in one place: what each group should hold
 * (opening + payments − refunds − withdrawals) and how a count compares with it.
 */
export type Group = (typeof paymentGroups)[number];
export type PerGroup<T> = Record<Group, T>;

/** SQL sums of an assignment's movements per group, as decimal strings. */
export interface MovementTotals {
  pago: string;
  devolucion: string;
  retiro: string;
}

export const emptyTotals = (): PerGroup<MovementTotals> => ({
  efectivo: { pago: '0', devolucion: '0', retiro: '0' },
  tarjetas: { pago: '0', devolucion: '0', retiro: '0' },
  transferencia: { pago: '0', devolucion: '0', retiro: '0' },
});

export function expectedBalance(apertura: string, totals: MovementTotals): string {
  return subtractMoney(addMoney(apertura, totals.pago), totals.devolucion, totals.retiro);
}

export function closingResult(diferencia: string): 'faltante' | 'sobrante' | 'cuadrada' {
  const sign = compareMoney(diferencia, '0');
  return sign < 0 ? 'faltante' : sign > 0 ? 'sobrante' : 'cuadrada';
}

/** The closing figures of each group: counted, expected and counted − expected. */
export function closingFigures(
  apertura: PerGroup<string>,
  totals: PerGroup<MovementTotals>,
  counted: PerGroup<string>,
) {
  const figures = {} as PerGroup<{ contado: string; esperado: string; diferencia: string }>;
  for (const group of paymentGroups) {
    const esperado = expectedBalance(apertura[group], totals[group]);
    const contado = normalizeMoney(counted[group]);
    figures[group] = { contado, esperado, diferencia: subtractMoney(contado, esperado) };
  }
  return figures;
}

/** An assignment as the repositories read it; closing figures are null while it is open. */
export interface ShiftRow {
  turno_id: number;
  caja_id: number;
  caja: string;
  usuario_id: number;
  usuario: string;
  abierto_at: Date | string;
  cerrado_at: Date | string | null;
  aprobado_por: string | null;
  observaciones_apertura: string | null;
  observaciones_cierre: string | null;
  apertura: PerGroup<string>;
  reportado: PerGroup<string | null>;
  contado: PerGroup<string | null>;
  esperado: PerGroup<string | null>;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const sum = (values: (string | null)[]) =>
  values.some((v) => v === null) ? null : addMoney(...(values as string[]));

/**
 * The summary of one assignment. A closed one keeps the expected amounts stored at closing (no
 * movement can reach it afterwards); an open one computes them from its movements now.
 */
export function summarizeShift(row: ShiftRow, totals: PerGroup<MovementTotals>): TShiftSummary {
  const grupos: TShiftGroup[] = paymentGroups.map((grupo) => {
    const t = totals[grupo];
    const esperado = row.esperado[grupo] ?? expectedBalance(row.apertura[grupo], t);
    const contado = row.contado[grupo];
    const diferencia = contado === null ? null : subtractMoney(contado, esperado);
    const reportado = row.reportado[grupo];
    return {
      grupo,
      apertura: normalizeMoney(row.apertura[grupo]),
      reportado: reportado === null ? null : normalizeMoney(reportado),
      entrega: reportado === null ? null : subtractMoney(row.apertura[grupo], reportado),
      ingresos: normalizeMoney(t.pago),
      devoluciones: normalizeMoney(t.devolucion),
      retiros: normalizeMoney(t.retiro),
      esperado: normalizeMoney(esperado),
      contado: contado === null ? null : normalizeMoney(contado),
      diferencia,
      resultado: diferencia === null ? null : closingResult(diferencia),
    };
  });
  return {
    turno_id: row.turno_id,
    caja_id: row.caja_id,
    caja: row.caja,
    usuario_id: row.usuario_id,
    usuario: row.usuario,
    estado: row.cerrado_at === null ? 'Abierta' : 'Cerrada',
    abierto_at: iso(row.abierto_at),
    cerrado_at: row.cerrado_at === null ? null : iso(row.cerrado_at),
    aprobado_por: row.aprobado_por,
    observaciones_apertura: row.observaciones_apertura,
    observaciones_cierre: row.observaciones_cierre,
    grupos,
    total: totalOf(grupos),
  };
}

/**
 * A shift's total over its groups (what the register held in all). Not for several shifts: the
 * amount one shift hands to the next would count twice (see `report-totals.ts`).
 */
export function totalOf(lines: Omit<TShiftGroup, 'grupo' | 'reportado'>[]): TShiftSummary['total'] {
  const diferencia = sum(lines.map((l) => l.diferencia));
  return {
    apertura: addMoney(...lines.map((l) => l.apertura)),
    entrega: sum(lines.map((l) => l.entrega)),
    ingresos: addMoney(...lines.map((l) => l.ingresos)),
    devoluciones: addMoney(...lines.map((l) => l.devoluciones)),
    retiros: addMoney(...lines.map((l) => l.retiros)),
    esperado: addMoney(...lines.map((l) => l.esperado)),
    contado: sum(lines.map((l) => l.contado)),
    diferencia,
    resultado: diferencia === null ? null : closingResult(diferencia),
  };
}
