import type { TInstallmentPlan } from '@posada/contracts';
import { compareMoney, normalizeMoney, subtractMoney } from '../../lib/money';
import type { PlanRow } from './installments.repository';

/**
 * A plan as the statement shows it: what was paid on its invoices since it was made covers the
 * installments in date order; an installment not fully covered whose date is before the business
 * date is overdue. Nothing paid since: the plan may still be replaced.
 */
export function planStatus(plan: PlanRow, hoy: string): TInstallmentPlan {
  const paid = subtractMoney(plan.aplicado, plan.aplicado_inicial);
  let left = compareMoney(paid, '0') > 0 ? paid : '0.00';
  const cuotas = plan.cuotas.map((c) => {
    const covered = compareMoney(left, c.monto) >= 0 ? normalizeMoney(c.monto) : left;
    left = subtractMoney(left, covered);
    const full = compareMoney(covered, c.monto) >= 0;
    return { ...c, monto: normalizeMoney(c.monto), pagado: covered, vencida: !full && c.fecha < hoy };
  });
  return { id: plan.id, facturas: plan.facturas, editable: compareMoney(paid, '0') <= 0, cuotas };
}
