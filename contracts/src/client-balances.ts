import { z } from 'zod';
import { zPositiveMoneyAmount } from './amounts';
import { ZMoney, ZTimestamp } from './cash-register-record';
import { zPage } from './common';
import { optionalText } from './form-fields';
import { lazyShape, zId } from './scalars';

/**
 * A client's balance in favour at a hotel (saldo a favor): money the hotel owes the client, left
 * by a credit note issued without giving the money back at once. A cashier refunds it later
 * through an open register; the receivables module (anticipos) builds on the same balance.
 */
export const ZClientBalance = z
  .object(
    lazyShape(() => ({
      cliente_id: z.number().int(),
      nombre: z.string(),
      /** Document type and number, "CC 1020304050". */
      documento: z.string(),
      saldo: ZMoney,
      /** When the balance last changed (null: the client never had one). */
      updated_at: ZTimestamp.nullable(),
    })),
  )
  .meta({ id: 'SaldoFavor' });
export type TClientBalance = z.infer<typeof ZClientBalance>;
export const ZClientBalancePage = zPage(ZClientBalance);
export const ZClientBalanceData = z.object(lazyShape(() => ({ data: ZClientBalance })));

/**
 * Refund of (part of) a client's balance in favour through the caller's open register
 * (`POST /saldoFavorDevolver`, permission facturas.devolver, optional `Idempotency-Key`): the money
 * leaves the register's group of `forma_pago_id`.
 */
export const ZClientBalanceRefundBody = z.object(
  lazyShape(() => ({
    cliente_id: zId('Seleccione el cliente'),
    monto: zPositiveMoneyAmount('Ingrese el valor a devolver'),
    forma_pago_id: zId('Seleccione el medio de la devolución'),
    motivo: optionalText(300, { multiline: true }),
  })),
);
export type TClientBalanceRefundBody = z.infer<typeof ZClientBalanceRefundBody>;
export type TClientBalanceRefundInput = z.input<typeof ZClientBalanceRefundBody>;

export const ZClientBalanceRefunded = z.object(
  lazyShape(() => ({
    message: z.string(),
    data: ZClientBalance.extend({
      /** What this refund gave back. */
      devuelto: ZMoney,
    }),
  })),
);
export type TClientBalanceRefunded = z.infer<typeof ZClientBalanceRefunded>;
