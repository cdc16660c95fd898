import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  clientes,
  documentosElectronicos,
  entregasElectronicas,
  facturas,
  notasCredito,
  notasDebito,
} from '../../../db/schema';
import { defineOutbox } from '../../../kernel/outbox';
import { paperBuyerEmail } from '../paper-invoices.repository';
import { posBuyerEmail } from '../pos.repository';

export type DeliveryRow = typeof entregasElectronicas.$inferSelect;

/**
 * The e-mails to buyers as a queue (kernel/outbox), as the outbox is: `pendiente` and `error` rows
 * due at `proximo_intento_at`, held by `bloqueado_hasta` longer than an SMTP conversation's
 * timeouts (no two processes send one e-mail at once), ten a pass, retried after 1, 2, 4… minutes,
 * at most an hour, while the mail server fails.
 */
export const deliveryQueue = defineOutbox({
  table: entregasElectronicas,
  key: entregasElectronicas.documento_electronico_id,
  waiting: inArray(entregasElectronicas.estado, ['pendiente', 'error']),
  attempts: entregasElectronicas.intentos,
  nextAttempt: entregasElectronicas.proximo_intento_at,
  lease: entregasElectronicas.bloqueado_hasta,
  updatedAt: entregasElectronicas.updated_at,
  leaseMs: 5 * 60_000,
  batch: 10,
  backoffCapMs: 60 * 60_000,
});

/** The queue of e-mails to buyers (entregas_electronicas) and what a delivery reads. */
export function createDeliveryRepository() {
  return {
    /** The e-mails' queue: claimed by the delivery job, settled with the mail server's answer. */
    queue: deliveryQueue,

    find: async (ex: Executor, outboxId: number) =>
      (
        await ex
          .select()
          .from(entregasElectronicas)
          .where(eq(entregasElectronicas.documento_electronico_id, outboxId))
      )[0],

    outbox: async (ex: Executor, outboxId: number) =>
      (await ex.select().from(documentosElectronicos).where(eq(documentosElectronicos.id, outboxId)))[0],

    /**
     * The buyer's e-mail today: the client's record (completed after the invoice, it counts), else
     * the one the invoice kept. Notes go to their invoice's buyer, POS documents to their sale's.
     */
    buyerEmail: async (ex: Executor, clase: string, documentId: number): Promise<string | null> => {
      // A POS document goes to its sale's client (the final consumer has none).
      if (clase === 'tiquete_pos' || clase === 'nota_ajuste_pos') return posBuyerEmail(ex, documentId);
      if (clase === 'factura_talonario') return paperBuyerEmail(ex, documentId);
      const invoiceId =
        clase === 'factura'
          ? documentId
          : (
              await ex
                .select({ id: clase === 'nota_credito' ? notasCredito.factura_id : notasDebito.factura_id })
                .from(clase === 'nota_credito' ? notasCredito : notasDebito)
                .where(eq(clase === 'nota_credito' ? notasCredito.id : notasDebito.id, documentId))
            )[0]?.id;
      if (invoiceId === undefined) return null;
      const [row] = await ex
        .select({ cliente: clientes.email, factura: facturas.comprador_email })
        .from(facturas)
        .leftJoin(clientes, and(eq(clientes.id, facturas.cliente_id)))
        .where(eq(facturas.id, invoiceId));
      return row?.cliente?.trim() || row?.factura?.trim() || null;
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
