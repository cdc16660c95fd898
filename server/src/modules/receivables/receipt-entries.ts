import { type TReceiptBody, withholdingKinds } from '@posada/contracts';
import type { LedgerEntry } from '../../kernel/ledger';
import { compareMoney, subtractMoney } from '../../lib/money';

type Base = Pick<LedgerEntry, 'hotel_id' | 'cuenta_id' | 'created_by'>;
/** The entries posted, by what each stands for (undefined: not posted). */
export type Posted = { pago?: number; retencion?: number; favor?: number };
type Slot = keyof Posted;

/** The entries to post with the slot each answers, and how the ids the ledger answers map back. */
function slotted(rows: [Slot, LedgerEntry | null][]) {
  const kept = rows.filter((r): r is [Slot, LedgerEntry] => r[1] !== null);
  return {
    entries: kept.map(([, e]) => e),
    posted: (ids: number[]): Posted => Object.fromEntries(kept.map(([slot], i) => [slot, ids[i]])),
  };
}

const positive = (value: string) => compareMoney(value, '0') > 0;

/**
 * What a payment credits to the company's account: the money applied to invoices (a `pago` with
 * its register movement; the advance kept is not credited), the withholdings (a `descuento`) and
 * the balance in favour used (a `pago` without a method nor register: the balance's own).
 */
export function paymentEntries(
  base: Base,
  p: {
    recibo: string;
    concepto: string;
    forma_pago_id: number | null;
    /** The money applied (received less the advance kept) and its register movement. */
    applied: string;
    cajaMovimientoId: number | null;
    retenciones: TReceiptBody['retenciones'];
    totalRetenciones: string;
    favor: string;
  },
) {
  return slotted([
    [
      'pago',
      positive(p.applied) && p.cajaMovimientoId !== null
        ? {
            ...base,
            tipo: 'pago',
            concepto: p.concepto,
            valor: p.applied,
            total: p.applied,
            forma_pago_id: p.forma_pago_id,
            caja_movimiento_id: p.cajaMovimientoId,
          }
        : null,
    ],
    [
      'retencion',
      positive(p.totalRetenciones)
        ? {
            ...base,
            tipo: 'descuento',
            concepto: `Retenciones del abono ${p.recibo}: ${p.retenciones
              .map((r) => withholdingKinds[r.tipo])
              .join(', ')}`.slice(0, 200),
            valor: p.totalRetenciones,
            total: p.totalRetenciones,
          }
        : null,
    ],
    [
      'favor',
      positive(p.favor)
        ? {
            ...base,
            tipo: 'pago',
            concepto: `Saldo a favor aplicado, abono ${p.recibo}`,
            valor: p.favor,
            total: p.favor,
          }
        : null,
    ],
  ]);
}

/** The reversals of what a payment credited, when it is annulled (the money's with its refund). */
export function reversalEntries(
  base: Base & { concepto: string; motivo: string },
  r: {
    forma_pago_id: number | null;
    pago_movimiento_id: number | null;
    pago_valor: string;
    retencion_movimiento_id: number | null;
    total_retenciones: string;
    favor_movimiento_id: number | null;
    saldo_favor: string;
  },
  refundId: number | null,
) {
  const back = (monto: string) => ({ valor: subtractMoney('0', monto), total: subtractMoney('0', monto) });
  return slotted([
    [
      'pago',
      r.pago_movimiento_id !== null && refundId !== null
        ? {
            ...base,
            tipo: 'pago',
            ...back(r.pago_valor),
            forma_pago_id: r.forma_pago_id,
            caja_movimiento_id: refundId,
            reversa_de: r.pago_movimiento_id,
          }
        : null,
    ],
    [
      'retencion',
      r.retencion_movimiento_id !== null
        ? { ...base, tipo: 'descuento', ...back(r.total_retenciones), reversa_de: r.retencion_movimiento_id }
        : null,
    ],
    [
      'favor',
      r.favor_movimiento_id !== null
        ? { ...base, tipo: 'pago', ...back(r.saldo_favor), reversa_de: r.favor_movimiento_id }
        : null,
    ],
  ]);
}
