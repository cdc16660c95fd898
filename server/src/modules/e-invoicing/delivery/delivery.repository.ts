import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  clientes,
  documentosElectronicos,
  entregasElectronicas,
  facturas,
  notasCredito,
  notasDebito,
} from '../../../db/schema';

export type DeliveryRow = typeof entregasElectronicas.$inferSelect;

/** The queue of e-mails to buyers (entregas_electronicas) and what a delivery reads. */
export function createDeliveryRepository() {
  return {
    /**
     * Takes up to `limit` deliveries due at `now` for `leaseMs`, as the outbox's claim does: rows
     * another process holds, or that wait for their next try, are skipped; the claim commits at once.
     */
    claimDue: async (ex: Executor, now: Date, limit: number, leaseMs: number): Promise<DeliveryRow[]> => {
      const at = now.toISOString();
      const until = new Date(now.getTime() + leaseMs).toISOString();
      const { rows } = await ex.execute<{ id: number }>(sql`
        update ${entregasElectronicas}
        set bloqueado_hasta = ${until}::timestamptz, intentos = intentos + 1, updated_at = now()
        where documento_electronico_id in (
          select documento_electronico_id from ${entregasElectronicas}
          where estado in ('pendiente', 'error') and proximo_intento_at <= ${at}::timestamptz
            and (bloqueado_hasta is null or bloqueado_hasta < ${at}::timestamptz)
          order by proximo_intento_at, documento_electronico_id
          limit ${limit}
          for update skip locked)
        returning documento_electronico_id as id`);
      if (rows.length === 0) return [];
      return ex
        .select()
        .from(entregasElectronicas)
        .where(
          inArray(
            entregasElectronicas.documento_electronico_id,
            rows.map((r) => Number(r.id)),
          ),
        )
        .orderBy(asc(entregasElectronicas.documento_electronico_id));
    },

    find: async (ex: Executor, outboxId: number) =>
      (
        await ex
          .select()
          .from(entregasElectronicas)
          .where(eq(entregasElectronicas.documento_electronico_id, outboxId))
      )[0],

    outbox: async (ex: Executor, outboxId: number) =>
      (await ex.select().from(documentosElectronicos).where(eq(documentosElectronicos.id, outboxId)))[0],

    update: async (
      ex: Executor,
      outboxId: number,
      values: Partial<Omit<DeliveryRow, 'documento_electronico_id'>>,
    ) => {
      await ex
        .update(entregasElectronicas)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(entregasElectronicas.documento_electronico_id, outboxId));
    },

    /**
     * The buyer's e-mail today: the client's record (completed after the invoice, it counts), else
     * the one the invoice kept. Notes go to their invoice's buyer.
     */
    buyerEmail: async (ex: Executor, clase: string, documentId: number): Promise<string | null> => {
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
