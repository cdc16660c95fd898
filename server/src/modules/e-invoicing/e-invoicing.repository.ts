import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { facturacionElectronica, hoteles, setPruebas } from '../../db/schema';

export type EInvoicingRow = typeof facturacionElectronica.$inferSelect;
type Values = Partial<Omit<EInvoicingRow, 'hotel_id' | 'updated_at'>>;

/** The hotel's electronic-invoicing row (one per hotel) and the NIT its certificate must carry. */
export function createEInvoicingRepository() {
  return {
    find: async (ex: Executor, hotelId: number, lock = false): Promise<EInvoicingRow | undefined> => {
      const query = ex
        .select()
        .from(facturacionElectronica)
        .where(eq(facturacionElectronica.hotel_id, hotelId));
      return (await (lock ? query.for('update') : query))[0];
    },
    /** Inserts the row with `values` or updates it; the software id is required on the first write. */
    save: async (ex: Executor, hotelId: number, values: Values & { software_id: string }) => {
      await ex
        .insert(facturacionElectronica)
        .values({ hotel_id: hotelId, ...values })
        .onConflictDoUpdate({
          target: facturacionElectronica.hotel_id,
          set: { ...values, updated_at: sql`now()` },
        });
    },
    update: async (ex: Executor, hotelId: number, values: Values) => {
      await ex
        .update(facturacionElectronica)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(facturacionElectronica.hotel_id, hotelId));
    },
    testSet: (ex: Executor, hotelId: number) =>
      ex.select().from(setPruebas).where(eq(setPruebas.hotel_id, hotelId)).orderBy(asc(setPruebas.id)),
    hotelNit: async (ex: Executor, hotelId: number) =>
      (await ex.select({ nit: hoteles.nit, dv: hoteles.dv }).from(hoteles).where(eq(hoteles.id, hotelId)))[0],
  };
}

export type EInvoicingRepository = ReturnType<typeof createEInvoicingRepository>;
