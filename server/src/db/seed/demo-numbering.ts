import { internalKindCodes, internalSequenceKinds } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { hoteles, numeracionesInternas, resolucionesFacturacion } from '../schema';

/**
 * The demo hotel's numbering: every internal sequence, and a DIAN test resolution (the
 * habilitación range and prefix SETP) in force from 120 days before the first start (the demo's
 * simulated history invoices under it) to a year after it, in the hotel's days.
 */
export async function seedDemoNumbering(db: Executor, hotel_id: number): Promise<void> {
  // The hotel's calendar day, not the database's (UTC): in Bogotá's evening the UTC date is
  // already tomorrow, and a resolution valid only from tomorrow would refuse tonight's invoices.
  const hotelToday = sql`(select (now() at time zone ${hoteles.zona_horaria})::date from ${hoteles} where ${hoteles.id} = ${hotel_id})`;
  await db
    .insert(numeracionesInternas)
    .values(
      internalKindCodes.map((tipo) => ({ hotel_id, tipo, prefijo: internalSequenceKinds[tipo].prefijo })),
    );
  await db.insert(resolucionesFacturacion).values({
    hotel_id,
    numero_resolucion: '18760000001',
    prefijo: 'SETP',
    desde: 990000000,
    hasta: 995000000,
    siguiente: 990000000,
    fecha_desde: sql`${hotelToday} - 120`,
    fecha_hasta: sql`${hotelToday} + 365`,
    clave_tecnica: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  });
}
