import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reservaHistorial, usuarios } from '../../db/schema';

/** One change of a booking as its history keeps it. */
export interface BookingHistoryEntry {
  hotelId: number;
  /** The booking (`reserva_encabezados.id`). */
  bookingId: number;
  /** The line the change is about (`reservas.id`), when it is about one. */
  lineId?: number | null;
  /** Who changed it; null for the business-date job. */
  userId: number | null;
  /** What happened: `crear`, `actualizar`, `datos`, `cancelar`, `reactivar`, `checkin`, `no_show`, `anticipo`… */
  accion: string;
  antes?: unknown;
  despues?: unknown;
}

/**
 * Appends one change to a booking's history in the caller's transaction (the executor first, as
 * every repository call): the no-show job and the booking's own changes write it the same way.
 */
export async function writeBookingHistory(ex: Executor, entry: BookingHistoryEntry): Promise<void> {
  await ex.insert(reservaHistorial).values({
    hotel_id: entry.hotelId,
    encabezado_id: entry.bookingId,
    reserva_id: entry.lineId ?? null,
    accion: entry.accion,
    antes: entry.antes ?? null,
    despues: entry.despues ?? null,
    usuario_id: entry.userId,
  });
}

/** A booking's history, newest first. */
export async function readBookingHistory(ex: Executor, bookingId: number) {
  const rows = await ex
    .select({
      id: reservaHistorial.id,
      fecha: sql<string>`to_json(${reservaHistorial.created_at}) #>> '{}'`,
      usuario: usuarios.name,
      accion: reservaHistorial.accion,
      linea_id: reservaHistorial.reserva_id,
      antes: reservaHistorial.antes,
      despues: reservaHistorial.despues,
    })
    .from(reservaHistorial)
    .leftJoin(usuarios, eq(usuarios.id, reservaHistorial.usuario_id))
    .where(eq(reservaHistorial.encabezado_id, bookingId))
    .orderBy(desc(reservaHistorial.id));
  return rows;
}
