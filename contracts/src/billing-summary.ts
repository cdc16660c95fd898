import { z } from 'zod';
import { ZMoney } from './cash-register-record';
import { lazyShape } from './scalars';

/**
 * The Facturación summary (`GET /facturacionResumen`) and the tax total it shares with the invoices.
 * Apart from the invoices' forms and documents (invoices.ts) so Detalle Cuentas, which shows the
 * summary at its first visit, builds only these schemas.
 */

/** One tax's total on an invoice, a debit note or the day's summary. */
export const ZInvoiceTax = z.object(
  lazyShape(() => ({
    tipo: z.string(),
    porcentaje: ZMoney,
    nombre: z.string(),
    base: ZMoney,
    valor: ZMoney,
  })),
);

/** Today's billing in the hotel's day: invoices, taxes, payment methods, pending check-outs, balances. */
export const ZBillingSummary = z
  .object(
    lazyShape(() => ({
      fecha: z.string(),
      facturas: z.number().int(),
      total: ZMoney,
      impuestos: z.array(ZInvoiceTax),
      medios: z.array(z.object({ nombre: z.string(), medio_dian: z.string().nullable(), monto: ZMoney })),
      notas_credito: ZMoney,
      /** Stays due out today or before that are still in the room. */
      salidas_pendientes: z.array(
        z.object({
          estancia_id: z.number().int(),
          habitacion: z.string(),
          huesped: z.string(),
          salida: z.string(),
          saldo: ZMoney,
        }),
      ),
      /** Open accounts with a balance, largest first (at most 20). */
      cuentas_con_saldo: z.array(
        z.object({ cuenta_id: z.number().int(), nombre: z.string(), saldo: ZMoney }),
      ),
    })),
  )
  .meta({ id: 'ResumenFacturacion' });
export type TBillingSummary = z.infer<typeof ZBillingSummary>;
export const ZBillingSummaryData = z.object(lazyShape(() => ({ data: ZBillingSummary })));
