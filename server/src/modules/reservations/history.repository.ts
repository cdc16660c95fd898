import type { TReservationHistoryEntry } from '@posada/contracts';
import { desc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reservaHistorial, usuarios } from '../../db/schema';
import { rowsOf } from '../../lib/raw-sql';

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

/** The insert of one history entry, not yet run (embedded beside the audit entry's). */
function bookingHistoryInsert(ex: Executor, entry: BookingHistoryEntry) {
  return ex.insert(reservaHistorial).values({
    hotel_id: entry.hotelId,
    encabezado_id: entry.bookingId,
    reserva_id: entry.lineId ?? null,
    accion: entry.accion,
    antes: entry.antes ?? null,
    despues: entry.despues ?? null,
    usuario_id: entry.userId,
  });
}

/**
 * Appends one change to a booking's history together with its audit entry (`audit`, the audit
 * log's insert), in one statement: answers the history entry as `readBookingHistory` reads it.
 */
export async function writeBookingHistoryWith(
  ex: Executor,
  entry: BookingHistoryEntry,
  audit: SQLWrapper,
): Promise<TReservationHistoryEntry> {
  const history = bookingHistoryInsert(ex, entry).returning({
    id: reservaHistorial.id,
    created_at: reservaHistorial.created_at,
  });
  const [row] = rowsOf<{ id: number | string; fecha: string; usuario: string | null }>(
    await ex.execute(sql`
      with h as ${history}, a as ${audit}
      select h.id, to_json(h.created_at) #>> '{}' as fecha,
        (select u.name from usuarios u where u.id = ${entry.userId}) as usuario
      from h`),
  );
  if (!row) throw new Error('No se escribió la historia de la reserva');
  return {
    // A bigserial: node-postgres answers it as text (the column's own mapping is not applied here).
    id: Number(row.id),
    fecha: row.fecha,
    usuario: row.usuario,
    accion: entry.accion,
    linea_id: entry.lineId ?? null,
    antes: entry.antes ?? null,
    despues: entry.despues ?? null,
  };
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
