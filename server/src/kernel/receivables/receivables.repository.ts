import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../lib/raw-sql';

/**
 * The receivables of a hotel as one SQL source: each credit invoice with what credit and debit
 * notes and payments in force did to it, and its balance — computed from the rows every time, so
 * no stored balance can drift. `where` narrows the invoices (always by hotel first). A few
 * invoices (one client's, a payment's) sum their applications one by one through the index;
 * `wide` (the aging of the whole hotel) sums every application of the hotel once and joins them.
 */
export const receivableRows = (hotelId: number, where: SQL = sql``, { wide = false } = {}) => sql`
  select f.id, f.hotel_id, f.cliente_id, f.fecha, f.vencimiento,
    coalesce(f.prefijo, '') || coalesce(f.numero::text, '') as numero,
    f.total, f.total_notas, f.total_debitos,
    coalesce(a.aplicado, 0) as aplicado,
    f.total + f.total_debitos - f.total_notas - coalesce(a.aplicado, 0) as saldo
  from facturas f
  ${
    wide
      ? sql`left join (
    select ap.factura_id, sum(ap.monto) as aplicado from abono_aplicaciones ap
    join abonos ab on ab.id = ap.abono_id
    where ab.hotel_id = ${hotelId} and ab.estado = 'vigente' group by ap.factura_id
  ) a on a.factura_id = f.id`
      : sql`left join lateral (
    select sum(ap.monto) as aplicado from abono_aplicaciones ap
    join abonos ab on ab.id = ap.abono_id and ab.estado = 'vigente'
    where ap.factura_id = f.id
  ) a on true`
  }
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
