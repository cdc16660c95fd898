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
 * How a payment of `paid` (the money plus the withholdings the client kept, plus the balance in
 * favour it uses) comes off the client's open invoices: as the accountant chose (`chosen`, each
 * within its invoice's balance and adding up to `paid`), or oldest first. Never more than what is
 * owed: an overpayment is refused — unless `keep` (the most of it that may be kept as the
 * client's advance: the money received), then what is not applied is the advance.
 */
export function allocate(
  open: OpenInvoice[],
  paid: string,
  chosen?: Application[],
  keep?: string,
): { applications: Application[]; anticipo: string } {
  const owed = addMoney('0', ...open.map((i) => i.saldo));
  if (keep === undefined && compareMoney(paid, owed) > 0) {
    throw new AllocationError(
      `El abono supera el saldo del cliente (${formatCop(owed)}): registre a lo sumo ese valor o guarde el excedente como anticipo`,
      'monto',
    );
  }
  const applications = chosen ? chosenApplications(open, chosen) : oldestFirst(open, paid);
  const applied = addMoney('0', ...applications.map((c) => c.monto));
  const anticipo = subtractMoney(paid, applied);
  if (keep === undefined && chosen && compareMoney(anticipo, '0') !== 0) {
    throw new AllocationError(
      `Lo aplicado (${formatCop(applied)}) debe sumar el abono más las retenciones (${formatCop(paid)})`,
      'aplicaciones',
    );
  }
  if (compareMoney(anticipo, '0') < 0) {
    throw new AllocationError(
      `Lo aplicado (${formatCop(applied)}) supera el abono más las retenciones (${formatCop(paid)})`,
      'aplicaciones',
    );
  }
  if (keep !== undefined && compareMoney(anticipo, keep) > 0) {
    throw new AllocationError(
      `El anticipo (${formatCop(anticipo)}) no puede superar el dinero recibido (${formatCop(keep)}): las retenciones se aplican a facturas`,
      'anticipo',
    );
  }
  return { applications, anticipo };
}

/** The accountant's applications, each to an open invoice of the client and within its balance. */
function chosenApplications(open: OpenInvoice[], chosen: Application[]): Application[] {
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
  return chosen.map((c) => ({ factura_id: c.factura_id, monto: normalizeMoney(c.monto) }));
}

/** `paid` over the open invoices, oldest due first, each up to its balance. */
function oldestFirst(open: OpenInvoice[], paid: string): Application[] {
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
