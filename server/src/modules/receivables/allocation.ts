import { addMoney, compareMoney, formatCop, normalizeMoney, subtractMoney } from '../../lib/money';

/** An open receivable as a payment sees it, oldest due first. */
export interface OpenInvoice {
  id: number;
  numero: string;
  saldo: string;
}

export interface Application {
  factura_id: number;
  monto: string;
}

/** A payment that cannot be applied: the message, and the field it belongs to. */
export class AllocationError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** What a payment takes off the client's invoices: the money plus the withholdings the client kept. */
export function receiptTotal(monto: string, retenciones: { monto: string }[]): string {
  return addMoney(monto, ...retenciones.map((r) => r.monto));
}

/**
 * How a payment of `paid` (the money plus the withholdings the client kept) comes off the
 * client's open invoices: as the accountant chose (`chosen`, each within its invoice's balance and
 * adding up to `paid`), or oldest first. Never more than what is owed: an overpayment is refused.
 */
export function allocate(open: OpenInvoice[], paid: string, chosen?: Application[]): Application[] {
  const owed = addMoney('0', ...open.map((i) => i.saldo));
  if (compareMoney(paid, owed) > 0) {
    throw new AllocationError(
      `El abono supera el saldo del cliente (${formatCop(owed)}): registre a lo sumo ese valor`,
      'monto',
    );
  }
  if (chosen) {
    const byId = new Map(open.map((i) => [i.id, i]));
    chosen.forEach((c, i) => {
      const invoice = byId.get(c.factura_id);
      if (!invoice) {
        throw new AllocationError(
          'La factura no es de este cliente, no es a crédito o no tiene saldo',
          `aplicaciones.${i}.factura_id`,
        );
      }
      if (compareMoney(c.monto, invoice.saldo) > 0) {
        throw new AllocationError(
          `Supera el saldo de la factura ${invoice.numero} (${formatCop(invoice.saldo)})`,
          `aplicaciones.${i}.monto`,
        );
      }
    });
    const applied = addMoney('0', ...chosen.map((c) => c.monto));
    if (compareMoney(applied, paid) !== 0) {
      throw new AllocationError(
        `Lo aplicado (${formatCop(applied)}) debe sumar el abono más las retenciones (${formatCop(paid)})`,
        'aplicaciones',
      );
    }
    return chosen.map((c) => ({ factura_id: c.factura_id, monto: normalizeMoney(c.monto) }));
  }
  const applications: Application[] = [];
  let left = normalizeMoney(paid);
  for (const invoice of open) {
    if (compareMoney(left, '0') <= 0) break;
    const monto = compareMoney(left, invoice.saldo) < 0 ? left : normalizeMoney(invoice.saldo);
    if (compareMoney(monto, '0') <= 0) continue;
    applications.push({ factura_id: invoice.id, monto });
    left = subtractMoney(left, monto);
  }
  return applications;
}
