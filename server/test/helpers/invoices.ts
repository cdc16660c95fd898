import type { Executor } from '../../src/db/client';
import { resolucionesFacturacion } from '../../src/db/schema';

/** A DIAN resolution of the hotel, valid over 2026 unless told, with numbers from `desde`. */
export async function makeResolution(
  db: Executor,
  hotelId: number,
  over: Partial<typeof resolucionesFacturacion.$inferInsert> = {},
) {
  const desde = over.desde ?? 1;
  const [row] = await db
    .insert(resolucionesFacturacion)
    .values({
      hotel_id: hotelId,
      numero_resolucion: '18764000001',
      prefijo: 'FE',
      desde,
      hasta: 999_999,
      siguiente: desde,
      fecha_desde: '2026-01-01',
      fecha_hasta: '2026-12-31',
      clave_tecnica: 'clave-tecnica-de-prueba',
      ...over,
    })
    .returning();
  if (!row) throw new Error('No se creó la resolución');
  return row;
}
