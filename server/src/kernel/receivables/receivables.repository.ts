import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../lib/raw-sql';

/**
 * The receivables of a hotel as one SQL source: each credit invoice with its balance, total + debit
 * notes − credit notes − payments in force. The three are the invoice's own running totals, each
 * kept in the transaction of the document that changes it (notes, payments and their annulment)
 * with the invoice locked; `server/test/receivables.test.ts` checks `total_abonos` against the
 * applications. `where` narrows the invoices (always by hotel first).
 */
export const receivableRows = (hotelId: number, where: SQL = sql``) => sql`
  select f.id, f.hotel_id, f.cliente_id, f.fecha, f.vencimiento,
    coalesce(f.prefijo, '') || coalesce(f.numero::text, '') as numero,
    f.total, f.total_notas, f.total_debitos, f.total_abonos as aplicado,
    f.total + f.total_debitos - f.total_notas - f.total_abonos as saldo
  from facturas f
  where f.hotel_id = ${hotelId} and f.forma = 'credito' and f.cliente_id is not null ${where}`;

/** The client's credit terms and what the client owes now. */
export function createReceivablesRepository() {
  return {
    /**
     * The client's credit terms, its row locked to the caller's commit when `lock` (two credit
     * sales to one client are checked against the limit one after the other), and its balance.
     */
    async credit(ex: Executor, hotelId: number, clientId: number, lock: boolean) {
      const [client] = rowsOf<{
        credito_aprobado: boolean;
        limite_credito: string | null;
        plazo_dias: number;
      }>(
        await ex.execute(sql`select credito_aprobado, limite_credito::text, plazo_dias from clientes
          where id = ${clientId} and hotel_id = ${hotelId} ${lock ? sql`for update` : sql``}`),
      );
      if (!client) return undefined;
      const [owed] = rowsOf<{ saldo: string }>(
        await ex.execute(sql`select coalesce(sum(r.saldo), 0)::numeric(14,2)::text as saldo
          from (${receivableRows(hotelId, sql`and f.cliente_id = ${clientId}`)}) r`),
      );
      return { ...client, saldo: owed?.saldo ?? '0.00' };
    },
  };
}

export type ReceivablesRepository = ReturnType<typeof createReceivablesRepository>;
