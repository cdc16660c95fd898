import { agingBuckets, type TReceivablesListBody, ZReceivableClient } from '@posada/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { clientes } from '../../db/schema';
import { clientSearchQuery } from '../../kernel/clients/client-search';
import { receivableRows } from '../../kernel/receivables';
import { clientName, parsedRows } from '../../lib/raw-sql';

/** The totals of every bucket over all the clients matching, and their count. */
const ZAgingTotals = ZReceivableClient.pick({
  corriente: true,
  d1_30: true,
  d31_60: true,
  d61_90: true,
  d90: true,
  saldo: true,
}).extend({ total: z.number() });
/** A client of the page, with the totals of all the clients matching on every row (`total_…`). */
const ZClientPageRow = ZReceivableClient.extend({
  total: z.number(),
  total_corriente: z.string(),
  total_d1_30: z.string(),
  total_d31_60: z.string(),
  total_d61_90: z.string(),
  total_d90: z.string(),
  total_saldo: z.string(),
});
const ZOpenInvoice = z.object({
  factura_id: z.number(),
  numero: z.string(),
  fecha: z.string(),
  vencimiento: z.string(),
  total: z.string(),
  notas_credito: z.string(),
  notas_debito: z.string(),
  abonos: z.string(),
  saldo: z.string(),
});
const ZMovement = z.object({
  fecha: z.string(),
  tipo: z.enum(['factura', 'nota_credito', 'nota_debito', 'abono', 'anulacion_abono']),
  documento: z.string(),
  factura: z.string().nullable(),
  cargo: z.string(),
  abono: z.string(),
});
const ZBalanceMovement = z.object({
  fecha: z.string(),
  tipo: z.string(),
  concepto: z.string(),
  documento: z.string().nullable(),
  monto: z.string(),
  saldo: z.string(),
});
const ZHeld = z.object({ saldo: z.string() });
const ZCreditClient = z.object({
  cliente_id: z.number(),
  cliente: z.string(),
  documento: z.string(),
  credito_aprobado: z.boolean(),
  limite_credito: z.string().nullable(),
  plazo_dias: z.number(),
  contacto_cobro: z.string().nullable(),
});
const c = alias(clientes, 'c');

/** `sum(saldo)` of each aging bucket and the total, over rows with `dias` (days past due). */
const agingSums = sql.raw(
  [
    ...agingBuckets.map((b) => {
      const bounds = [
        Number.isFinite(b.from) ? `dias >= ${b.from}` : null,
        Number.isFinite(b.to) ? `dias <= ${b.to}` : null,
      ].filter(Boolean);
      return `coalesce(sum(saldo) filter (where ${bounds.join(' and ')}), 0)::numeric(14,2)::text as ${b.key}`;
    }),
    'coalesce(sum(saldo), 0)::numeric(14,2)::text as saldo',
  ].join(', '),
);

/** The list's filters (any left out) and the business date the aging is measured on. */
export type ReceivableFilters = Partial<Omit<TReceivablesListBody, 'page' | 'per_page'>> & { hoy: string };
type Filters = ReceivableFilters;

/** The open receivables (balance not zero) of the filters, with their days past due on `hoy`. */
function openRows(hotelId: number, f: Filters): SQL {
  const where = sql.join(
    [
      f.cliente_id ? sql`and f.cliente_id = ${f.cliente_id}` : sql``,
      f.desde ? sql`and f.fecha >= ${f.desde}` : sql``,
      f.hasta ? sql`and f.fecha <= ${f.hasta}` : sql``,
    ],
    sql` `,
  );
  return sql`select r.cliente_id, r.saldo, (${f.hoy}::date - r.vencimiento) as dias
    from (${receivableRows(hotelId, where)}) r where r.saldo <> 0`;
}

/** Clients matching the search and, with `vencidas`, owing something past due. */
function clientFilter(f: Filters): SQL {
  const query = f.search ? clientSearchQuery(f.search) : undefined;
  return sql.join(
    [
      query ? sql`and to_tsvector('simple', c.busqueda) @@ to_tsquery('simple', ${query})` : sql``,
      f.vencidas ? sql`and a.vencido > 0` : sql``,
    ],
    sql` `,
  );
}

/** Receivables by client with aging, in one statement per question (page, count and totals). */
export function createStatementsRepository() {
  function byClient(hotelId: number, f: Filters) {
    return sql`with a as (
        select cliente_id, count(*)::int as facturas, ${agingSums},
          coalesce(sum(saldo) filter (where dias > 0), 0) as vencido
        from (${openRows(hotelId, f)}) o group by cliente_id)
      select a.*, c.id, ${clientName(c)} as cliente, td.abreviatura || ' ' || c.numero_documento as documento,
        c.limite_credito::text as limite_credito, c.plazo_dias
      from a join clientes c on c.id = a.cliente_id
      join tipos_documento td on td.id = c.tipo_documento_id
      where true ${clientFilter(f)}`;
  }

  return {
    /**
     * One page of clients, in one statement: the clients matching and the totals of every bucket
     * over all of them come with each row (window sums, taken before the limit).
     */
    async page(ex: Executor, hotelId: number, f: Filters, limit: number, offset: number) {
      const totals = agingBuckets.map((b) =>
        sql.raw(`coalesce(sum(b.${b.key}::numeric) over (), 0)::numeric(14,2)::text as total_${b.key}`),
      );
      return parsedRows(
        'statements.page',
        ZClientPageRow,
        await ex.execute(sql`select b.*, count(*) over ()::int as total, ${sql.join(totals, sql`, `)},
            coalesce(sum(b.saldo::numeric) over (), 0)::numeric(14,2)::text as total_saldo
          from (${byClient(hotelId, f)}) b
          order by b.saldo::numeric desc, b.cliente_id limit ${limit} offset ${offset}`),
      );
    },

    /** How many clients and the totals by bucket over all of them (a page past the last one). */
    async totals(ex: Executor, hotelId: number, f: Filters) {
      const sums = agingBuckets.map((b) =>
        sql.raw(`coalesce(sum(b.${b.key}::numeric), 0)::numeric(14,2)::text as ${b.key}`),
      );
      const [row] = parsedRows(
        'statements.totals',
        ZAgingTotals,
        await ex.execute(sql`select count(*)::int as total, ${sql.join(sums, sql`, `)},
          coalesce(sum(b.saldo::numeric), 0)::numeric(14,2)::text as saldo
          from (${byClient(hotelId, f)}) b`),
      );
      return row;
    },

    /** The client's invoices with a balance, oldest due first. */
    async openInvoices(ex: Executor, hotelId: number, clientId: number) {
      return parsedRows(
        'statements.openInvoices',
        ZOpenInvoice,
        await ex.execute(sql`select r.id as factura_id, r.numero, r.fecha::text as fecha,
            r.vencimiento::text as vencimiento, r.total::text as total, r.total_notas::text as notas_credito,
            r.total_debitos::text as notas_debito, r.aplicado::numeric(14,2)::text as abonos,
            r.saldo::numeric(14,2)::text as saldo
          from (${receivableRows(hotelId, sql`and f.cliente_id = ${clientId}`)}) r
          where r.saldo <> 0 order by r.vencimiento, r.fecha, r.id`),
      );
    },

    /**
     * Every movement of the client's credit invoices, by date: the invoices, their credit and debit
     * notes, the payments, and the annulments of payments (on the day they were annulled).
     */
    async movements(ex: Executor, hotelId: number, clientId: number) {
      // What a payment took off the invoices: money, withholdings and balance used, less the advance.
      const applied = sql.raw('(ab.monto + ab.total_retenciones + ab.saldo_favor - ab.anticipo)');
      return parsedRows(
        'statements.movements',
        ZMovement,
        await ex.execute(sql`with inv as (
            select id, fecha, coalesce(prefijo, '') || coalesce(numero::text, '') as numero, total
            from facturas where hotel_id = ${hotelId} and cliente_id = ${clientId} and forma = 'credito')
          select m.fecha::text as fecha, m.tipo, m.documento, m.factura,
            m.cargo::numeric(14,2)::text as cargo, m.abono::numeric(14,2)::text as abono from (
            select inv.fecha, 'factura' as tipo, inv.numero as documento, null::text as factura,
              inv.total as cargo, 0::numeric as abono, 1 as orden, inv.id as ref from inv
            union all
            select n.fecha, 'nota_credito', n.prefijo || n.numero, inv.numero, 0, n.total, 2, n.id
              from notas_credito n join inv on inv.id = n.factura_id
            union all
            select n.fecha, 'nota_debito', n.prefijo || n.numero, inv.numero, n.total, 0, 2, n.id
              from notas_debito n join inv on inv.id = n.factura_id
            union all
            select ab.fecha, 'abono', ab.prefijo || ab.numero, null, 0, ${applied}, 3, ab.id
              from abonos ab where ab.hotel_id = ${hotelId} and ab.cliente_id = ${clientId} and ${applied} > 0
            union all
            select (ab.anulado_at at time zone h.zona_horaria)::date, 'anulacion_abono', ab.prefijo || ab.numero,
              null, ${applied}, 0, 4, ab.id
              from abonos ab join hoteles h on h.id = ab.hotel_id
              where ab.hotel_id = ${hotelId} and ab.cliente_id = ${clientId} and ab.estado = 'anulado'
                and ${applied} > 0
          ) m
          order by m.fecha, m.orden, m.ref`),
      );
    },

    /**
     * The client's balance in favour at the hotel and its movements, latest first (in the order
     * they took the balance's lock; advances kept
     * by payments, their use, credit notes, refunds), with the document of each.
     */
    async balanceInFavour(ex: Executor, hotelId: number, clientId: number) {
      const rows = parsedRows(
        'statements.balance',
        ZBalanceMovement,
        await ex.execute(sql`select (m.created_at at time zone h.zona_horaria)::date::text as fecha, m.tipo,
            m.concepto, coalesce(ab.prefijo || ab.numero, coalesce(f.prefijo, '') || coalesce(f.numero::text, ''),
              n.prefijo || n.numero) as documento,
            m.monto::numeric(14,2)::text as monto, m.saldo::numeric(14,2)::text as saldo
          from saldos_favor s
          join hoteles h on h.id = s.hotel_id
          join saldo_favor_movimientos m on m.saldo_favor_id = s.id
          left join abonos ab on ab.id = m.abono_id
          left join facturas f on f.id = m.factura_id
          left join notas_credito n on n.id = m.nota_credito_id
          where s.hotel_id = ${hotelId} and s.cliente_id = ${clientId}
          order by m.id desc limit 200`),
      );
      // The row's balance, not the latest movement's by time: ids follow the row's lock order.
      const [held] = parsedRows(
        'statements.balance.held',
        ZHeld,
        await ex.execute(sql`select saldo::numeric(14,2)::text as saldo from saldos_favor
          where hotel_id = ${hotelId} and cliente_id = ${clientId}`),
      );
      return { saldo: held?.saldo ?? '0.00', movimientos: rows };
    },

    /** The client's credit terms. */
    async client(ex: Executor, hotelId: number, clientId: number) {
      const [row] = parsedRows(
        'statements.client',
        ZCreditClient,
        await ex.execute(sql`select c.id as cliente_id, ${clientName(c)} as cliente,
            td.abreviatura || ' ' || c.numero_documento as documento, c.credito_aprobado,
            c.limite_credito::text as limite_credito, c.plazo_dias, c.contacto_cobro
          from clientes c join tipos_documento td on td.id = c.tipo_documento_id
          where c.id = ${clientId} and c.hotel_id = ${hotelId}`),
      );
      return row;
    },
  };
}

export type StatementsRepository = ReturnType<typeof createStatementsRepository>;
