import { internalSequenceKinds, type SequenceKind } from '@posada/contracts';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { hoteles, numeracionesInternas, resolucionesFacturacion as resoluciones } from '../../db/schema';
import { BusinessRuleError } from '../../lib/errors';

export interface HandedNumber {
  prefijo: string;
  numero: number;
  /** Prefix and number as printed: 'RC15', 'SETP990000001'. */
  texto: string;
  /** The DIAN resolution the invoice number belongs to (`factura` only). */
  resolucion_id?: number;
}

const handed = (prefijo: string, numero: number, resolucion_id?: number): HandedNumber => ({
  prefijo,
  numero,
  texto: `${prefijo}${numero}`,
  ...(resolucion_id === undefined ? {} : { resolucion_id }),
});

/**
 * Hands out the next number of a hotel's sequence inside the caller's transaction. The increment
 * takes the sequence's row lock, so concurrent callers wait in turn and each gets its own number;
 * if the caller's transaction rolls back, so does the increment, and no number is skipped.
 * An internal sequence that does not exist yet starts at 1 with its kind's default prefix;
 * `factura` takes the active DIAN resolution valid today (hotel's date) with numbers left.
 */
export async function nextNumber(tx: Tx, hotelId: number, kind: SequenceKind): Promise<HandedNumber> {
  if (kind === 'factura') return nextInvoiceNumber(tx, hotelId);
  await tx
    .insert(numeracionesInternas)
    .values({ hotel_id: hotelId, tipo: kind, prefijo: internalSequenceKinds[kind].prefijo })
    .onConflictDoNothing();
  const [row] = await tx
    .update(numeracionesInternas)
    .set({ siguiente: sql`${numeracionesInternas.siguiente} + 1`, updated_at: sql`now()` })
    .where(
      and(
        eq(numeracionesInternas.hotel_id, hotelId),
        eq(numeracionesInternas.tipo, kind),
        eq(numeracionesInternas.estado, true),
      ),
    )
    .returning({
      prefijo: numeracionesInternas.prefijo,
      numero: sql<number>`${numeracionesInternas.siguiente} - 1`,
    });
  if (!row)
    throw new BusinessRuleError(
      `La numeración de ${internalSequenceKinds[kind].label.toLowerCase()} está inactiva`,
    );
  return handed(row.prefijo, Number(row.numero));
}

async function nextInvoiceNumber(tx: Tx, hotelId: number): Promise<HandedNumber> {
  const today = sql`(now() at time zone (select ${hoteles.zona_horaria} from ${hoteles} where ${hoteles.id} = ${hotelId}))::date`;
  // Locks the chosen resolution; a caller that waited re-reads it with the number already moved.
  const [chosen] = await tx
    .select({ id: resoluciones.id })
    .from(resoluciones)
    .where(
      and(
        eq(resoluciones.hotel_id, hotelId),
        eq(resoluciones.estado, true),
        lte(resoluciones.siguiente, resoluciones.hasta),
        sql`${today} between ${resoluciones.fecha_desde} and ${resoluciones.fecha_hasta}`,
      ),
    )
    .orderBy(asc(resoluciones.fecha_desde), asc(resoluciones.id))
    .limit(1)
    .for('update');
  if (!chosen) {
    throw new BusinessRuleError('No hay una resolución de facturación vigente con números disponibles');
  }
  const [row] = await tx
    .update(resoluciones)
    .set({ siguiente: sql`${resoluciones.siguiente} + 1`, updated_at: sql`now()` })
    .where(and(eq(resoluciones.id, chosen.id), lte(resoluciones.siguiente, resoluciones.hasta)))
    .returning({ prefijo: resoluciones.prefijo, numero: sql<number>`${resoluciones.siguiente} - 1` });
  if (!row) throw new BusinessRuleError('La resolución de facturación se agotó; intente de nuevo');
  return handed(row.prefijo, Number(row.numero), chosen.id);
}
