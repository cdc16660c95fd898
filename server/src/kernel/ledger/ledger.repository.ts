import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  cuentaMovimientoExistencias,
  cuentaMovimientoImpuestos,
  cuentaMovimientos,
  cuentas,
  estancias,
  habitaciones,
} from '../../db/schema';
import { parsedRows } from '../../lib/raw-sql';

/** An entry id drawn ahead (bigserial, read as text so both drivers answer the same). */
const ZDrawnId = z.object({ id: z.string().regex(/^\d+$/).transform(Number) });

export type EntryRow = Omit<typeof cuentaMovimientos.$inferInsert, 'id'>;
export type EntryTaxRow = Omit<typeof cuentaMovimientoImpuestos.$inferInsert, 'id' | 'movimiento_id'>;
export type EntryStockRow = Omit<typeof cuentaMovimientoExistencias.$inferInsert, 'movimiento_id'>;

/** The ledger's rows: accounts, entries with their taxes and the stock they took. */
export function createLedgerRepository() {
  return {
    async insertAccount(ex: Executor, values: typeof cuentas.$inferInsert): Promise<number> {
      const [row] = await ex.insert(cuentas).values(values).returning({ id: cuentas.id });
      if (!row) throw new Error('No se creó la cuenta');
      return row.id;
    },

    async stayAccount(ex: Executor, stayId: number) {
      const [row] = await ex
        .select({ id: cuentas.id, estado: cuentas.estado })
        .from(cuentas)
        .where(eq(cuentas.estancia_id, stayId));
      return row;
    },

    /**
     * The hotel's room and the account of its active stay, if any (a charge, a sale or an order
     * for a room).
     */
    async roomAccount(ex: Executor, hotelId: number, roomId: number) {
      const [row] = await ex
        .select({ numero: habitaciones.numero, cuenta_id: cuentas.id, cliente_id: estancias.cliente_id })
        .from(habitaciones)
        .leftJoin(
          estancias,
          and(eq(estancias.habitacion_id, habitaciones.id), eq(estancias.estado, 'activa')),
        )
        .leftJoin(cuentas, eq(cuentas.estancia_id, estancias.id))
        .where(and(eq(habitaciones.id, roomId), eq(habitaciones.hotel_id, hotelId)));
      return row;
    },

    /** The account, locked for the rest of the transaction: entries of one account are serialized. */
    async lockAccount(ex: Executor, hotelId: number, id: number) {
      const [row] = await ex
        .select({
          id: cuentas.id,
          estado: cuentas.estado,
          tipo: cuentas.tipo,
          estancia_id: cuentas.estancia_id,
          cliente_id: cuentas.cliente_id,
          /** The stay's IVA exemption (a foreign tourist's), false for other accounts. */
          exento_iva: sql<boolean>`coalesce(${estancias.exento_iva}, false)`,
        })
        .from(cuentas)
        .leftJoin(estancias, eq(estancias.id, cuentas.estancia_id))
        .where(and(eq(cuentas.id, id), eq(cuentas.hotel_id, hotelId)))
        .for('update', { of: cuentas });
      return row;
    },

    /**
     * Inserts entries with their taxes and stock lines. The ids are drawn from the sequence first,
     * so each child row knows its entry without relying on the order RETURNING answers in.
     */
    async insertEntries(
      ex: Executor,
      entries: { row: EntryRow; impuestos: EntryTaxRow[]; existencias: EntryStockRow[] }[],
    ): Promise<number[]> {
      if (entries.length === 0) return [];
      const [only] = entries;
      if (entries.length === 1 && only && !only.impuestos.length && !only.existencias.length) {
        // One entry with nothing hanging from it (a payment): its id comes back from the insert.
        const [row] = await ex
          .insert(cuentaMovimientos)
          .values(only.row)
          .returning({ id: cuentaMovimientos.id });
        return row ? [row.id] : [];
      }
      const drawn = await ex.execute(
        sql`select nextval(pg_get_serial_sequence('cuenta_movimientos', 'id'))::text as id from generate_series(1, ${entries.length})`,
      );
      const newIds = parsedRows('ledger.drawIds', ZDrawnId, drawn).map((r) => r.id);
      await ex.insert(cuentaMovimientos).values(entries.map((e, i) => ({ ...e.row, id: newIds[i] })));
      const taxes = entries.flatMap((e, i) =>
        e.impuestos.map((t) => ({ ...t, movimiento_id: newIds[i] as number })),
      );
      if (taxes.length) await ex.insert(cuentaMovimientoImpuestos).values(taxes);
      const stock = entries.flatMap((e, i) =>
        e.existencias.map((s) => ({ ...s, movimiento_id: newIds[i] as number })),
      );
      if (stock.length) await ex.insert(cuentaMovimientoExistencias).values(stock);
      return newIds;
    },

    /** Charges, payments and discounts of an account, summed in SQL (exact numeric). */
    async totals(ex: Executor, cuentaId: number) {
      const sumOf = (tipo: string) =>
        sql<string>`coalesce(sum(${cuentaMovimientos.total}) filter (where ${cuentaMovimientos.tipo} = ${tipo}), 0)::numeric(14,2)::text`;
      const [row] = await ex
        .select({ cargos: sumOf('cargo'), pagos: sumOf('pago'), descuentos: sumOf('descuento') })
        .from(cuentaMovimientos)
        .where(eq(cuentaMovimientos.cuenta_id, cuentaId));
      return row ?? { cargos: '0.00', pagos: '0.00', descuentos: '0.00' };
    },

    /** The tax rows of entries, by entry (to reverse or move them with their taxes). */
    async taxesOf(ex: Executor, entryIds: number[]): Promise<Map<number, EntryTaxRow[]>> {
      const byEntry = new Map<number, EntryTaxRow[]>();
      if (entryIds.length === 0) return byEntry;
      const rows = await ex
        .select()
        .from(cuentaMovimientoImpuestos)
        .where(inArray(cuentaMovimientoImpuestos.movimiento_id, entryIds))
        .orderBy(asc(cuentaMovimientoImpuestos.id));
      for (const { id: _id, movimiento_id, ...tax } of rows) {
        byEntry.set(movimiento_id, [...(byEntry.get(movimiento_id) ?? []), tax]);
      }
      return byEntry;
    },

    /** The close of an open account, not yet run: run alone, or carried along in another statement. */
    closing: (ex: Executor, cuentaId: number, userId: number) =>
      ex
        .update(cuentas)
        .set({ estado: 'cerrada', closed_at: sql`now()`, closed_by: userId })
        .where(and(eq(cuentas.id, cuentaId), eq(cuentas.estado, 'abierta'))),

    /** What charges took from the shelves: to put back (a reversal, a credit note) or carry along (a whole move). */
    async stockOf(ex: Executor, entryIds: number[]) {
      if (entryIds.length === 0) return [];
      return ex
        .select({
          movimiento_id: cuentaMovimientoExistencias.movimiento_id,
          producto_id: cuentaMovimientoExistencias.producto_id,
          bodega_id: cuentaMovimientoExistencias.bodega_id,
          cantidad: cuentaMovimientoExistencias.cantidad,
          costo_unitario: cuentaMovimientoExistencias.costo_unitario,
          valor: cuentaMovimientoExistencias.valor,
        })
        .from(cuentaMovimientoExistencias)
        .where(inArray(cuentaMovimientoExistencias.movimiento_id, entryIds));
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
