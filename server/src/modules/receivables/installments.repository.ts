import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { cuotaPlanes, cuotaPlanFacturas, cuotas } from '../../db/schema';
import { receivableRows } from '../../kernel/receivables';
import { intArray, parsedRows } from '../../lib/raw-sql';

const ZPlanRow = z.object({
  id: z.number(),
  aplicado_inicial: z.string(),
  /** What payments in force have applied to the plan's invoices now. */
  aplicado: z.string(),
  facturas: z.array(z.object({ factura_id: z.number(), numero: z.string() })),
  cuotas: z.array(z.object({ numero: z.number(), fecha: z.string(), monto: z.string() })),
});
export type PlanRow = z.infer<typeof ZPlanRow>;
const ZLockedInvoice = z.object({
  id: z.number(),
  numero: z.string(),
  cliente_id: z.number(),
  fecha: z.string(),
  saldo: z.string(),
  aplicado: z.string(),
});
const ZLockedPlan = ZPlanRow.pick({ id: true, aplicado_inicial: true, aplicado: true });

const applied = (invoiceIds: SQLIds) => sql`(select coalesce(sum(ap.monto), 0) from abono_aplicaciones ap
  join abonos ab on ab.id = ap.abono_id and ab.estado = 'vigente' where ap.factura_id in ${invoiceIds})`;
type SQLIds = ReturnType<typeof sql>;

/** Installment plans: the invoices they lock, what was applied to them, the plans as read. */
export function createInstallmentsRepository() {
  return {
    /**
     * Locks the invoices (id order, as payments do) and answers the credit ones of the hotel with
     * their client, date and balance read after the lock.
     */
    async lockInvoices(ex: Executor, hotelId: number, ids: number[]) {
      await ex.execute(sql`select id from facturas where hotel_id = ${hotelId}
        and id = any(${intArray(ids)}::int[]) order by id for update`);
      return parsedRows(
        'installments.lockInvoices',
        ZLockedInvoice,
        await ex.execute(sql`select r.id, r.numero, r.cliente_id, r.fecha::text as fecha,
            r.saldo::numeric(14,2)::text as saldo, r.aplicado::numeric(14,2)::text as aplicado
          from (${receivableRows(hotelId, sql`and f.id = any(${intArray(ids)}::int[])`)}) r`),
      );
    },

    /** The plans holding any of the invoices, locked. */
    async lockPlansOf(ex: Executor, ids: number[]) {
      return parsedRows(
        'installments.lockPlansOf',
        ZLockedPlan,
        await ex.execute(sql`select p.id, p.aplicado_inicial::text,
            ${applied(sql`(select factura_id from cuota_plan_facturas pf where pf.plan_id = p.id)`)}::numeric(14,2)::text as aplicado
          from cuota_planes p where p.id in (select plan_id from cuota_plan_facturas
            where factura_id = any(${intArray(ids)}::int[]))
          order by p.id for update`),
      );
    },

    /** A plan replaced while nothing was paid on it: its rows go (a plan is no document). */
    async removePlans(ex: Executor, ids: number[]) {
      if (ids.length === 0) return;
      await ex.delete(cuotas).where(inArray(cuotas.plan_id, ids));
      await ex.delete(cuotaPlanFacturas).where(inArray(cuotaPlanFacturas.plan_id, ids));
      await ex.delete(cuotaPlanes).where(inArray(cuotaPlanes.id, ids));
    },

    async insertPlan(
      ex: Executor,
      plan: typeof cuotaPlanes.$inferInsert,
      invoiceIds: number[],
      installments: { fecha: string; monto: string }[],
    ): Promise<number> {
      const [made] = await ex.insert(cuotaPlanes).values(plan).returning({ id: cuotaPlanes.id });
      if (!made) throw new Error('El plan de cuotas no se pudo guardar');
      await ex
        .insert(cuotaPlanFacturas)
        .values(invoiceIds.map((factura_id) => ({ plan_id: made.id, factura_id })));
      await ex
        .insert(cuotas)
        .values(
          installments.map((c, i) => ({ plan_id: made.id, numero: i + 1, fecha: c.fecha, monto: c.monto })),
        );
      return made.id;
    },

    /** Plans as read: of a client, or one plan. */
    async plans(ex: Executor, hotelId: number, where: { clientId: number } | { planId: number }) {
      const filter =
        'clientId' in where ? sql`p.cliente_id = ${where.clientId}` : sql`p.id = ${where.planId}`;
      return parsedRows(
        'installments.plans',
        ZPlanRow,
        await ex.execute(sql`select p.id, p.aplicado_inicial::text,
            ${applied(sql`(select factura_id from cuota_plan_facturas pf where pf.plan_id = p.id)`)}::numeric(14,2)::text as aplicado,
            (select json_agg(json_build_object('factura_id', f.id,
                'numero', coalesce(f.prefijo, '') || coalesce(f.numero::text, '')) order by f.id)
              from cuota_plan_facturas pf join facturas f on f.id = pf.factura_id where pf.plan_id = p.id) as facturas,
            (select json_agg(json_build_object('numero', c.numero, 'fecha', c.fecha::text, 'monto', c.monto::text)
                order by c.numero)
              from cuotas c where c.plan_id = p.id) as cuotas
          from cuota_planes p where p.hotel_id = ${hotelId} and ${filter} order by p.id`),
      );
    },
  };
}

export type InstallmentsRepository = ReturnType<typeof createInstallmentsRepository>;
