import type { TRateBody } from '@posada/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { impuestos, tarifas, tiposHabitacion } from '../../db/schema';
import { ConflictError, ValidationError } from '../../lib/errors';
import { rateStore } from './rates.store';

const day = (date: string | null, open: string) => (date ? date.split('-').reverse().join('/') : open);

/**
 * The type must be one of the hotel's and the tax must exist. Two active rates of one name and
 * type may not be valid on the same night (an open end counts as unbounded), or a stay's night
 * would have two prices. The type's row is locked first, so concurrent saves for one type queue
 * and each sees what the previous one committed.
 */
export async function checkRate(tx: Tx, hotelId: number, body: TRateBody, id?: number): Promise<TRateBody> {
  if (id !== undefined) await rateStore.find(tx, hotelId, id);
  const [type] = await tx
    .select({ id: tiposHabitacion.id })
    .from(tiposHabitacion)
    .where(and(eq(tiposHabitacion.id, body.tipo_habitacion_id), eq(tiposHabitacion.hotel_id, hotelId)))
    .for('update');
  const [tax] =
    body.impuesto_id === null
      ? [{ id: null }]
      : await tx.select({ id: impuestos.id }).from(impuestos).where(eq(impuestos.id, body.impuesto_id));
  const errors: Record<string, string[]> = {};
  if (!type) errors.tipo_habitacion_id = ['El tipo de habitación no existe'];
  if (!tax) errors.impuesto_id = ['El impuesto no existe'];
  if (Object.keys(errors).length > 0) throw new ValidationError('Los datos enviados no son válidos', errors);
  if (!body.estado) return body;

  // A null bound of a range is unbounded, exactly what an open vigencia means.
  const [clash] = await tx
    .select({ desde: tarifas.vigencia_desde, hasta: tarifas.vigencia_hasta })
    .from(tarifas)
    .where(
      and(
        eq(tarifas.tipo_habitacion_id, body.tipo_habitacion_id),
        eq(tarifas.estado, true),
        sql`lower(${tarifas.nombre}) = lower(${body.nombre})`,
        id === undefined ? undefined : ne(tarifas.id, id),
        sql`daterange(${tarifas.vigencia_desde}, ${tarifas.vigencia_hasta}, '[]')
          && daterange(${body.vigencia_desde}::date, ${body.vigencia_hasta}::date, '[]')`,
      ),
    )
    .limit(1);
  if (clash) {
    const message = `La vigencia se cruza con la tarifa «${body.nombre}» de este tipo (${day(clash.desde, 'sin inicio')} – ${day(clash.hasta, 'sin fin')})`;
    throw new ConflictError(message, { vigencia_desde: [message], vigencia_hasta: [message] });
  }
  return body;
}
