import { internalKindCodes, internalSequenceKinds } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { numeracionesInternas, resolucionesFacturacion } from '../schema';

/**
 * The demo hotel's numbering: every internal sequence, and a DIAN test resolution (the
 * habilitación range and prefix SETP) valid for a year from the first start.
 */
export async function seedDemoNumbering(db: Executor, hotel_id: number): Promise<void> {
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
    fecha_desde: sql`current_date`,
    fecha_hasta: sql`current_date + 365`,
    clave_tecnica: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  });
}
