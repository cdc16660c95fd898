import type { TExternalSequenceBody, TInternalSequenceBody } from '@posada/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { hoteles, numeracionesInternas, resolucionesFacturacion as resoluciones } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';

const invalid = (errors: Record<string, string[]>) =>
  new ValidationError('Los datos enviados no son válidos', errors);

/**
 * An internal sequence only moves forward: lowering `siguiente` would hand out numbers twice.
 * The row is locked first, so a number handed out meanwhile is taken into account. The kind is
 * fixed once created.
 */
export async function checkInternal(tx: Tx, hotelId: number, body: TInternalSequenceBody, id?: number) {
  if (id === undefined) return body;
  const [current] = await tx
    .select({ siguiente: numeracionesInternas.siguiente })
    .from(numeracionesInternas)
    .where(and(eq(numeracionesInternas.id, id), eq(numeracionesInternas.hotel_id, hotelId)))
    .for('update');
  if (!current) throw new NotFoundError('La numeración no existe');
  if (body.siguiente < current.siguiente) {
    throw invalid({ siguiente: [`No puede ser menor que ${current.siguiente}: esos números ya se usaron`] });
  }
  const { tipo: _fixed, ...values } = body;
  return values;
}

/**
 * The rules of a resolution: numbers already handed out stay handed out (`siguiente` and `hasta`
 * cannot go back below them, `desde` is fixed once used), and two active resolutions of one
 * prefix in one hotel may not share a number. The hotel's row is locked so two concurrent saves
 * cannot both pass the overlap check (an exclusion constraint would need btree_gist).
 */
export async function checkExternal(tx: Tx, hotelId: number, body: TExternalSequenceBody, id?: number) {
  await tx.select({ id: hoteles.id }).from(hoteles).where(eq(hoteles.id, hotelId)).for('update');
  let siguiente = body.siguiente ?? body.desde;
  if (id !== undefined) {
    const [current] = await tx
      .select({ desde: resoluciones.desde, siguiente: resoluciones.siguiente })
      .from(resoluciones)
      .where(and(eq(resoluciones.id, id), eq(resoluciones.hotel_id, hotelId)))
      .for('update');
    if (!current) throw new NotFoundError('La resolución no existe');
    const used = current.siguiente > current.desde;
    siguiente = body.siguiente ?? current.siguiente;
    if (used && body.desde !== current.desde)
      throw invalid({ desde: ['No se puede cambiar: ya se usaron números'] });
    if (siguiente < current.siguiente) {
      throw invalid({
        siguiente: [`No puede ser menor que ${current.siguiente}: esos números ya se usaron`],
      });
    }
    if (body.hasta < current.siguiente - 1) {
      throw invalid({ hasta: [`No puede ser menor que ${current.siguiente - 1}: ese número ya se usó`] });
    }
  }
  if (body.estado) {
    const [clash] = await tx
      .select({
        numero: resoluciones.numero_resolucion,
        desde: resoluciones.desde,
        hasta: resoluciones.hasta,
      })
      .from(resoluciones)
      .where(
        and(
          eq(resoluciones.hotel_id, hotelId),
          eq(resoluciones.prefijo, body.prefijo),
          eq(resoluciones.estado, true),
          id === undefined ? undefined : ne(resoluciones.id, id),
          sql`int4range(${resoluciones.desde}, ${resoluciones.hasta}, '[]') && int4range(${body.desde}::int, ${body.hasta}::int, '[]')`,
        ),
      )
      .limit(1);
    if (clash) {
      const message = `El rango se cruza con la resolución ${clash.numero} (${clash.desde}–${clash.hasta}) del mismo prefijo`;
      throw new ConflictError(message, { desde: [message], hasta: [message] });
    }
  }
  return { ...body, siguiente };
}
