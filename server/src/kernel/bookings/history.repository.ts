import type { TReservationHistoryEntry } from '@posada/contracts';
import { desc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { reservaHistorial, usuarios } from '../../db/schema';
import { isoOf, parsedRows } from '../../lib/raw-sql';

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

/** The insert of history entries (in order), not yet run (embedded beside the audit entries'). */
function bookingHistoryInsert(ex: Executor, entries: BookingHistoryEntry[]) {
  return ex.insert(reservaHistorial).values(
    entries.map((entry) => ({
      hotel_id: entry.hotelId,
      encabezado_id: entry.bookingId,
      reserva_id: entry.lineId ?? null,
      accion: entry.accion,
      antes: entry.antes ?? null,
      despues: entry.despues ?? null,
      usuario_id: entry.userId,
    })),
  );
}

/** What a written history entry answers: its id, instant and who wrote it. */
const ZWrittenEntry = z.object({
  id: z.union([z.number(), z.string()]),
  fecha: z.string(),
  usuario: z.string().nullable(),
});
type WrittenEntry = z.infer<typeof ZWrittenEntry>;
const ZWritten = z.object({ written: z.array(ZWrittenEntry).nullable() });

/**
 * Changes of a booking for its history, in order, with their audit entries (`audit`, the audit
 * log's insert of them), as two parts of the caller's `with` (`h`, `a`): `ctes` to place there,
 * `answer` to select (each entry's id, instant and user, as JSON in order), `entries` to turn that
 * answer into the history entries as `readBookingHistory` reads them, oldest first.
 */
export function bookingHistoryWrite(ex: Executor, changes: BookingHistoryEntry[], audit: SQLWrapper) {
  const history = bookingHistoryInsert(ex, changes).returning({
    id: reservaHistorial.id,
    created_at: reservaHistorial.created_at,
    usuario_id: reservaHistorial.usuario_id,
  });
  return {
    ctes: sql`h as ${history}, a as ${audit}`,
    answer: sql`(select json_agg(json_build_object('id', h.id, 'fecha', to_json(h.created_at) #>> '{}',
      'usuario', (select u.name from usuarios u where u.id = h.usuario_id)) order by h.id) from h)`,
    entries: (written: WrittenEntry[] | null): TReservationHistoryEntry[] =>
      changes.map((change, i) => {
        const row = written?.[i];
        if (!row) throw new Error('No se escribió la historia de la reserva');
        return {
          // A bigserial: node-postgres answers it as text (the column's own mapping is not applied here).
          id: Number(row.id),
          fecha: row.fecha,
          usuario: row.usuario,
          accion: change.accion,
          linea_id: change.lineId ?? null,
          antes: change.antes ?? null,
          despues: change.despues ?? null,
        };
      }),
  };
}

export type BookingHistoryWrite = ReturnType<typeof bookingHistoryWrite>;

/** Runs a history write (`bookingHistoryWrite`) as its own statement; answers its entries. */
export async function writeBookingHistory(
  ex: Executor,
  write: BookingHistoryWrite,
): Promise<TReservationHistoryEntry[]> {
  const [row] = parsedRows(
    'bookings.history.write',
    ZWritten,
    await ex.execute(sql`with ${write.ctes} select ${write.answer} as written`),
  );
  return write.entries(row?.written ?? null);
}

/** A booking's history, newest first. */
export async function readBookingHistory(ex: Executor, bookingId: number) {
  const rows = await ex
    .select({
      id: reservaHistorial.id,
      fecha: isoOf(reservaHistorial.created_at),
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
