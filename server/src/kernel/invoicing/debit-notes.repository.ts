import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { facturas, impuestos, notaDebitoLineas, notasDebito } from '../../db/schema';

const noteNumber = sql<string>`${notasDebito.prefijo} || ${notasDebito.numero}::text`;

/** An invoice's debit notes as its detail lists them (the same summary as its credit notes). */
export function debitNotesOf(ex: Executor, invoiceId: number) {
  return ex
    .select({
      id: notasDebito.id,
      numero: noteNumber,
      fecha: sql<string>`${notasDebito.fecha}::text`,
      motivo: notasDebito.motivo,
      total: sql<string>`${notasDebito.total}::text`,
    })
    .from(notasDebito)
    .where(eq(notasDebito.factura_id, invoiceId))
    .orderBy(asc(notasDebito.id));
}

/** Debit notes: written with their lines, read back, and what they add to their invoice. */
export function createDebitNotesRepository() {
  return {
    /** The active taxes a note's lines name, by id. */
    taxes(ex: Executor, ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return ex
        .select({
          id: impuestos.id,
          nombre: impuestos.nombre,
          tipo: impuestos.tipo,
          porcentaje: sql<string>`${impuestos.porcentaje}::text`,
        })
        .from(impuestos)
        .where(and(inArray(impuestos.id, ids), eq(impuestos.estado, true)));
    },

    async insert(
      ex: Executor,
      note: typeof notasDebito.$inferInsert,
      lines: Omit<typeof notaDebitoLineas.$inferInsert, 'nota_debito_id'>[],
    ): Promise<number> {
      const [row] = await ex.insert(notasDebito).values(note).returning({ id: notasDebito.id });
      if (!row) throw new Error('La nota débito no se guardó');
      await ex.insert(notaDebitoLineas).values(lines.map((l) => ({ ...l, nota_debito_id: row.id })));
      return row.id;
    },

    async addDebited(ex: Executor, invoiceId: number, amount: string) {
      await ex
        .update(facturas)
        .set({ total_debitos: sql`${facturas.total_debitos} + ${amount}::numeric` })
        .where(eq(facturas.id, invoiceId));
    },

    /** A debit note with its lines. */
    async find(ex: Executor, hotelId: number, id: number) {
      const [head] = await ex
        .select({
          id: notasDebito.id,
          numero: noteNumber,
          factura_id: notasDebito.factura_id,
          factura_numero: sql<string>`${facturas.prefijo} || ${facturas.numero}::text`,
          fecha: sql<string>`${notasDebito.fecha}::text`,
          motivo: notasDebito.motivo,
          base: sql<string>`${notasDebito.base}::text`,
          total_impuestos: sql<string>`${notasDebito.total_impuestos}::text`,
          total: sql<string>`${notasDebito.total}::text`,
        })
        .from(notasDebito)
        .innerJoin(facturas, eq(facturas.id, notasDebito.factura_id))
        .where(and(eq(notasDebito.id, id), eq(notasDebito.hotel_id, hotelId)));
      if (!head) return undefined;
      const lineas = await ex
        .select({
          orden: notaDebitoLineas.orden,
          concepto: notaDebitoLineas.concepto,
          cantidad: sql<string>`${notaDebitoLineas.cantidad}::text`,
          precio_unitario: sql<string>`${notaDebitoLineas.precio_unitario}::text`,
          base: sql<string>`${notaDebitoLineas.base}::text`,
          total_impuestos: sql<string>`${notaDebitoLineas.total_impuestos}::text`,
          total: sql<string>`${notaDebitoLineas.total}::text`,
          impuestos: notaDebitoLineas.impuestos,
        })
        .from(notaDebitoLineas)
        .where(eq(notaDebitoLineas.nota_debito_id, id))
        .orderBy(asc(notaDebitoLineas.orden));
      return { ...head, lineas };
    },
  };
}

export type DebitNotesRepository = ReturnType<typeof createDebitNotesRepository>;
