import {
  paymentGroups,
  type TCashReport,
  type TCashReportTotals,
  type TShiftSummary,
} from '@posada/contracts';
import { closingResult } from '../../kernel/payments/balance';
import { addMoney, subtractMoney } from '../../lib/money';

/** The amounts of one account (a group, or all groups) before its balances are derived. */
interface Parts {
  saldo_inicial: string[];
  ingresos: string[];
  devoluciones: string[];
  retiros: string[];
  diferencia_entrega: string[];
  diferencia_cierre: string[];
  /** One count per chain end; null where the chain's last shift is still open. */
  contado: (string | null)[];
}

function account(p: Parts): TCashReportTotals {
  const saldo_inicial = addMoney(...p.saldo_inicial);
  const ingresos = addMoney(...p.ingresos);
  const devoluciones = addMoney(...p.devoluciones);
  const retiros = addMoney(...p.retiros);
  const esperado = subtractMoney(addMoney(saldo_inicial, ingresos), devoluciones, retiros);
  const contado = p.contado.some((c) => c === null) ? null : addMoney(...(p.contado as string[]));
  const diferencia = contado === null ? null : subtractMoney(contado, esperado);
  return {
    saldo_inicial,
    ingresos,
    devoluciones,
    retiros,
    esperado,
    contado,
    diferencia,
    resultado: diferencia === null ? null : closingResult(diferencia),
    diferencia_entrega: addMoney(...p.diferencia_entrega),
    diferencia_cierre: addMoney(...p.diferencia_cierre),
  };
}

/**
 * The totals of the register report (docs/decisions.md, "Register report"), exact.
 *
 * A register's shifts in the report form chains: a shift continues the one before it on the same
 * register when that one is in the report too (a user filter may leave another cashier's shift
 * out, between two of the user's). A chain is one account, so the cash a shift hands to the next
 * is counted once: it starts with what its first shift received (the previous closing's count, or
 * the opening when the register had never closed), moves with every payment, refund and
 * withdrawal, changes at each handover (apertura − previous count) and each closing (contado −
 * esperado), and ends with the count of its last shift — unknown while that shift is open.
 *
 * `previousOf` gives, for each shift, the shift opened just before it on the same register
 * (in the report or not), or null for the register's first.
 */
export function reportTotals(
  shifts: TShiftSummary[],
  previousOf: ReadonlyMap<number, number | null>,
): TCashReport['totales'] {
  const inReport = new Set(shifts.map((s) => s.turno_id));
  const previousInReport = (s: TShiftSummary) => {
    const previous = previousOf.get(s.turno_id);
    return previous !== undefined && previous !== null && inReport.has(previous) ? previous : null;
  };
  const continued = new Set(shifts.map(previousInReport).filter((id) => id !== null));

  const grupos = paymentGroups.map((grupo) => {
    const parts: Parts = {
      saldo_inicial: [],
      ingresos: [],
      devoluciones: [],
      retiros: [],
      diferencia_entrega: [],
      diferencia_cierre: [],
      contado: [],
    };
    for (const shift of shifts) {
      const line = shift.grupos.find((g) => g.grupo === grupo);
      if (!line) continue;
      if (previousInReport(shift) === null) parts.saldo_inicial.push(line.reportado ?? line.apertura);
      parts.ingresos.push(line.ingresos);
      parts.devoluciones.push(line.devoluciones);
      parts.retiros.push(line.retiros);
      if (line.entrega !== null) parts.diferencia_entrega.push(line.entrega);
      if (line.diferencia !== null) parts.diferencia_cierre.push(line.diferencia);
      if (!continued.has(shift.turno_id)) parts.contado.push(line.contado);
    }
    return { grupo, ...account(parts) };
  });

  const total = account({
    saldo_inicial: grupos.map((g) => g.saldo_inicial),
    ingresos: grupos.map((g) => g.ingresos),
    devoluciones: grupos.map((g) => g.devoluciones),
    retiros: grupos.map((g) => g.retiros),
    diferencia_entrega: grupos.map((g) => g.diferencia_entrega),
    diferencia_cierre: grupos.map((g) => g.diferencia_cierre),
    contado: grupos.map((g) => g.contado),
  });
  return { grupos, total };
}
