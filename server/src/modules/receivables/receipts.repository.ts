import { type TReceipt, type TReceiptListBody, ZReceipt } from '@posada/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { abonoAplicaciones, abonoRetenciones, abonos, clientes } from '../../db/schema';
import { receivableRows } from '../../kernel/receivables';
import { searchAny } from '../../lib/list-query';
import { type Page, pageOffset, toPage } from '../../lib/paging';
import { clientName, intArray, parsedRows } from '../../lib/raw-sql';
import type { OpenInvoice } from './allocation';

export type ReceiptRow = typeof abonos.$inferInsert;

const ZId = z.object({ id: z.number() });
const ZClient = z.object({ id: z.number(), nombre: z.string() });
const ZOpenInvoice = z.object({
  id: z.number(),
  numero: z.string(),
  saldo: z.string(),
}) satisfies z.ZodType<OpenInvoice>;
const ZByKey = z.object({ id: z.number(), huella: z.string().nullable() });
const ZLockedReceipt = z.object({
  id: z.number(),
  cliente_id: z.number(),
  numero: z.string(),
  estado: z.string(),
  forma_pago_id: z.number().nullable(),
  monto: z.string(),
  total_retenciones: z.string(),
  anticipo: z.string(),
  saldo_favor: z.string(),
  pago_movimiento_id: z.number().nullable(),
  retencion_movimiento_id: z.number().nullable(),
  favor_movimiento_id: z.number().nullable(),
  pago_valor: z.string(),
});
const ZReceiptTotals = z.object({ total: z.number(), monto: z.string(), retenciones: z.string() });
const c = alias(clientes, 'c');

/** Receipts as the contract answers them, narrowed by `where` (on `ab`). */
const receiptsWhere = (where: SQL) => sql`
  select ab.id, ab.prefijo || ab.numero as numero, ab.fecha::text as fecha, ab.cliente_id,
    ${clientName(c)} as cliente, td.abreviatura || ' ' || c.numero_documento as documento,
    coalesce(fp.nombre, 'Saldo a favor') as forma_pago, ab.monto::text as monto, ab.total_retenciones::text as total_retenciones,
    ab.anticipo::text as anticipo, ab.saldo_favor::text as saldo_favor,
    ab.referencia, ab.estado, ab.motivo_anulacion, u.name as usuario,
    coalesce((select json_agg(json_build_object('factura_id', ap.factura_id,
        'factura', coalesce(f.prefijo, '') || coalesce(f.numero::text, ''), 'monto', ap.monto::text) order by ap.id)
      from abono_aplicaciones ap join facturas f on f.id = ap.factura_id where ap.abono_id = ab.id), '[]') as aplicaciones,
    coalesce((select json_agg(json_build_object('tipo', r.tipo, 'monto', r.monto::text) order by r.id)
      from abono_retenciones r where r.abono_id = ab.id), '[]') as retenciones
  from abonos ab
  join clientes c on c.id = ab.cliente_id
  join tipos_documento td on td.id = c.tipo_documento_id
  left join formas_pago fp on fp.id = ab.forma_pago_id
  left join usuarios u on u.id = ab.created_by
  where ${where}
  order by ab.fecha desc, ab.id desc`;

/** Payments (abonos): the invoices they lock and pay, their rows, and how they read back. */
export function createReceiptsRepository() {
  return {
    /** The client's name when it is a client of the hotel. */
    async client(ex: Executor, hotelId: number, clientId: number) {
      const [row] = parsedRows(
        'receipts.client',
        ZClient,
        await ex.execute(sql`select c.id, ${clientName(c)} as nombre from clientes c
          where c.id = ${clientId} and c.hotel_id = ${hotelId}`),
      );
      return row;
    },

    /**
     * Locks the client's credit invoices that have a balance, in id order (every payment takes
     * them in the same order), and answers them read again after the lock, oldest due first.
     */
    async lockOpenInvoices(ex: Executor, hotelId: number, clientId: number): Promise<OpenInvoice[]> {
      const ids = parsedRows(
        'receipts.lockOpenInvoices',
        ZId,
        await ex.execute(sql`select f.id from facturas f
          where f.id in (select r.id from (${receivableRows(hotelId, sql`and f.cliente_id = ${clientId}`)}) r
            where r.saldo > 0)
          order by f.id for update`),
      ).map((r) => r.id);
      if (ids.length === 0) return [];
      return parsedRows(
        'receipts.openInvoices',
        ZOpenInvoice,
        await ex.execute(sql`select r.id, r.numero, r.saldo::numeric(14,2)::text as saldo
          from (${receivableRows(hotelId, sql`and f.id = any(${intArray(ids)}::int[])`)}) r
          where r.saldo > 0 order by r.vencimiento, r.fecha, r.id`),
      );
    },

    /** The company's open credit account (where its credit invoices were charged). */
    async companyAccount(ex: Executor, hotelId: number, clientId: number) {
      const [row] = parsedRows(
        'receipts.companyAccount',
        ZId,
        await ex.execute(sql`select id from cuentas where hotel_id = ${hotelId} and cliente_id = ${clientId}
          and tipo = 'empresa' and estado = 'abierta'`),
      );
      return row;
    },

    async byKey(ex: Executor, hotelId: number, key: string) {
      const [row] = parsedRows(
        'receipts.byKey',
        ZByKey,
        await ex.execute(
          sql`select id, huella from abonos where hotel_id = ${hotelId} and clave_idempotencia = ${key}`,
        ),
      );
      return row;
    },

    async insert(
      ex: Executor,
      row: ReceiptRow,
      applications: { factura_id: number; monto: string }[],
      withholdings: { tipo: string; monto: string }[],
    ): Promise<number> {
      const [made] = await ex.insert(abonos).values(row).returning({ id: abonos.id });
      if (!made) throw new Error('El abono no se pudo guardar');
      if (applications.length > 0) {
        await ex.insert(abonoAplicaciones).values(applications.map((a) => ({ ...a, abono_id: made.id })));
      }
      if (withholdings.length > 0) {
        await ex.insert(abonoRetenciones).values(withholdings.map((w) => ({ ...w, abono_id: made.id })));
      }
      return made.id;
    },

    /**
     * Adds (a payment) or takes back (its annulment, `sign` −1) what a payment applied to each
     * invoice's running total; the invoices are locked already.
     */
    async applyToInvoices(ex: Executor, abonoId: number, sign: 1 | -1): Promise<void> {
      await ex.execute(sql`update facturas f set total_abonos = f.total_abonos + ${sign} * ap.monto
        from abono_aplicaciones ap where ap.abono_id = ${abonoId} and f.id = ap.factura_id`);
    },

    /** Locks the invoices a payment applied to (id order, as a payment takes them). */
    async lockInvoicesOf(ex: Executor, abonoId: number): Promise<void> {
      await ex.execute(sql`select id from facturas where id in
        (select factura_id from abono_aplicaciones where abono_id = ${abonoId}) order by id for update`);
    },

    /** The payment, locked to the caller's commit. */
    async lock(ex: Executor, hotelId: number, id: number) {
      const [row] = parsedRows(
        'receipts.lock',
        ZLockedReceipt,
        await ex.execute(sql`select id, cliente_id, prefijo || numero as numero, estado, forma_pago_id,
            monto::text, total_retenciones::text, anticipo::text, saldo_favor::text,
            pago_movimiento_id::int, retencion_movimiento_id::int,
            (select m.cuenta_movimiento_id::int from saldo_favor_movimientos m
              where m.abono_id = abonos.id and m.tipo = 'uso') as favor_movimiento_id,
            (monto - anticipo)::text as pago_valor
          from abonos where id = ${id} and hotel_id = ${hotelId} for update`),
      );
      return row;
    },

    async annul(
      ex: Executor,
      id: number,
      values: { motivo: string; userId: number; devolucion: number | null },
    ): Promise<void> {
      await ex
        .update(abonos)
        .set({
          estado: 'anulado',
          motivo_anulacion: values.motivo,
          anulado_at: sql`now()`,
          anulado_by: values.userId,
          devolucion_movimiento_id: values.devolucion,
        })
        .where(eq(abonos.id, id));
    },

    async receipt(ex: Executor, hotelId: number, id: number): Promise<TReceipt | undefined> {
      const [row] = parsedRows(
        'receipts.receipt',
        ZReceipt,
        await ex.execute(receiptsWhere(sql`ab.hotel_id = ${hotelId} and ab.id = ${id}`)),
      );
      return row;
    },

    /**
     * abonoListar: the hotel's receipts, latest first, one page in SQL (the indexes on hotel and
     * date, and on hotel, client and date), with what the filtered receipts in force collected.
     */
    async list(
      ex: Executor,
      hotelId: number,
      q: Partial<TReceiptListBody> & { page: number; per_page: number },
    ): Promise<Page<TReceipt> & { totales: { monto: string; retenciones: string } }> {
      const where =
        and(
          sql`ab.hotel_id = ${hotelId}`,
          q.cliente_id ? sql`ab.cliente_id = ${q.cliente_id}` : undefined,
          q.desde ? sql`ab.fecha >= ${q.desde}::date` : undefined,
          q.hasta ? sql`ab.fecha <= ${q.hasta}::date` : undefined,
          q.estado ? sql`ab.estado = ${q.estado}` : undefined,
          searchAny(q.search, [sql`ab.prefijo || ab.numero`, sql`c.busqueda`]),
        ) ?? sql`true`;
      const [rows, [totals]] = await Promise.all([
        ex.execute(sql`${receiptsWhere(where)} limit ${q.per_page} offset ${pageOffset(q)}`),
        ex.execute(sql`select count(*)::int as total,
            coalesce(sum(ab.monto) filter (where ab.estado = 'vigente'), 0)::numeric(14,2)::text as monto,
            coalesce(sum(ab.total_retenciones) filter (where ab.estado = 'vigente'), 0)::numeric(14,2)::text as retenciones
          from abonos ab join clientes c on c.id = ab.cliente_id where ${where}`),
      ]).then(
        ([r, t]) =>
          [
            parsedRows('receipts.list', ZReceipt, r),
            parsedRows('receipts.list.totals', ZReceiptTotals, t),
          ] as const,
      );
      return {
        ...toPage(rows, totals?.total ?? 0, q),
        totales: { monto: totals?.monto ?? '0.00', retenciones: totals?.retenciones ?? '0.00' },
      };
    },
  };
}

export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
