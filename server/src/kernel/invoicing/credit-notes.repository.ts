import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  cajaMovimientos,
  facturaLineas,
  facturas,
  notaCreditoLineas,
  notasCredito,
  saldoFavorMovimientos,
} from '../../db/schema';
import { fromCents, toCents } from '../../lib/money';
import { numberText } from './invoices.repository';

/** What credit notes already took from each line of an invoice (base and taxes, by position). */
export async function creditedByLine(ex: Executor, invoiceId: number) {
  const rows = await ex
    .select({
      linea: notaCreditoLineas.factura_linea_id,
      base: notaCreditoLineas.base,
      impuestos: notaCreditoLineas.impuestos,
    })
    .from(notaCreditoLineas)
    .innerJoin(notasCredito, eq(notasCredito.id, notaCreditoLineas.nota_credito_id))
    .where(eq(notasCredito.factura_id, invoiceId));
  const sums = new Map<number, { base: bigint; impuestos: bigint[] }>();
  for (const r of rows) {
    const s = sums.get(r.linea) ?? { base: 0n, impuestos: [] };
    s.base += toCents(r.base);
    r.impuestos.forEach((t, i) => {
      s.impuestos[i] = (s.impuestos[i] ?? 0n) + toCents(t.valor);
    });
    sums.set(r.linea, s);
  }
  return new Map(
    [...sums].map(([id, s]) => [id, { base: fromCents(s.base), impuestos: s.impuestos.map(fromCents) }]),
  );
}

/** Credit notes: written with their lines, read back, and what they annul on their invoice. */
export function createCreditNotesRepository() {
  return {
    async insertCreditNote(
      ex: Executor,
      note: typeof notasCredito.$inferInsert,
      lines: Omit<typeof notaCreditoLineas.$inferInsert, 'nota_credito_id'>[],
    ): Promise<number> {
      const [row] = await ex.insert(notasCredito).values(note).returning({ id: notasCredito.id });
      if (!row) throw new Error('La nota crédito no se guardó');
      await ex.insert(notaCreditoLineas).values(lines.map((l) => ({ ...l, nota_credito_id: row.id })));
      return row.id;
    },

    /** A credit note with its lines and the refund it paid out. */
    async creditNote(ex: Executor, hotelId: number, id: number) {
      const [head] = await ex
        .select({
          id: notasCredito.id,
          numero: sql<string>`${notasCredito.prefijo} || ${notasCredito.numero}::text`,
          factura_id: notasCredito.factura_id,
          factura_numero: numberText,
          fecha: sql<string>`${notasCredito.fecha}::text`,
          motivo: notasCredito.motivo,
          base: sql<string>`${notasCredito.base}::text`,
          total_impuestos: sql<string>`${notasCredito.total_impuestos}::text`,
          total: sql<string>`${notasCredito.total}::text`,
          devuelto: sql<string>`coalesce(${cajaMovimientos.monto}, 0)::numeric(14,2)::text`,
          saldo_favor: sql<string>`coalesce(${saldoFavorMovimientos.monto}, 0)::numeric(14,2)::text`,
        })
        .from(notasCredito)
        .innerJoin(facturas, eq(facturas.id, notasCredito.factura_id))
        .leftJoin(cajaMovimientos, eq(cajaMovimientos.id, notasCredito.caja_movimiento_id))
        .leftJoin(saldoFavorMovimientos, eq(saldoFavorMovimientos.nota_credito_id, notasCredito.id))
        .where(and(eq(notasCredito.id, id), eq(notasCredito.hotel_id, hotelId)));
      if (!head) return undefined;
      const lineas = await ex
        .select({
          factura_linea_id: notaCreditoLineas.factura_linea_id,
          descripcion: facturaLineas.descripcion,
          cantidad: sql<string>`${notaCreditoLineas.cantidad}::text`,
          base: sql<string>`${notaCreditoLineas.base}::text`,
          total_impuestos: sql<string>`${notaCreditoLineas.total_impuestos}::text`,
          total: sql<string>`${notaCreditoLineas.total}::text`,
          /** Its taxes as given back (the PDF's rows per tax; the API's answer leaves them out). */
          impuestos: notaCreditoLineas.impuestos,
        })
        .from(notaCreditoLineas)
        .innerJoin(facturaLineas, eq(facturaLineas.id, notaCreditoLineas.factura_linea_id))
        .where(eq(notaCreditoLineas.nota_credito_id, id))
        .orderBy(asc(facturaLineas.orden));
      return { ...head, lineas };
    },

    creditedByLine,

    async annulLines(ex: Executor, lines: { id: number; cantidad: string }[]) {
      for (const line of lines) {
        await ex
          .update(facturaLineas)
          .set({ cantidad_anulada: sql`${facturaLineas.cantidad_anulada} + ${line.cantidad}::numeric` })
          .where(eq(facturaLineas.id, line.id));
      }
    },

    async addCredited(ex: Executor, invoiceId: number, amount: string) {
      await ex
        .update(facturas)
        .set({
          total_notas: sql`${facturas.total_notas} + ${amount}::numeric`,
          estado: sql`case when ${facturas.total_notas} + ${amount}::numeric >= ${facturas.total} then 'anulada' else ${facturas.estado} end`,
        })
        .where(eq(facturas.id, invoiceId));
    },
  };
}

export type CreditNotesRepository = ReturnType<typeof createCreditNotesRepository>;
