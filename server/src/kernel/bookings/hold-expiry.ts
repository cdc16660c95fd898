import { and, lte, type Placeholder, sql } from 'drizzle-orm';
import { reservas } from '../../db/schema';
import type { HotelStamp } from '../calendar/stamp';

/**
 * Expires a hotel's holds past their instant before its inventory is read or sold, so a hold
 * that expired since the business-day job's last run (at most a minute ago) never blocks a room.
 * A creation probes for them in its own context read and expires them only when there are some;
 * a cached read takes the hotel's stamp with the probe (`stampAfterExpiry`).
 */
export interface HoldExpiry {
  /** Expires the due holds of one hotel, or of every hotel; answers how many. */
  expireHolds(hotelId?: number): Promise<number>;
  /** Expires the hotel's due holds when a probe finds some; answers how many. */
  expireDueHolds(hotelId: number): Promise<number>;
  /** The same, then the hotel's stamp for a cached read. */
  stampAfterExpiry(hotelId: number): Promise<HotelStamp | undefined>;
}

/**
 * A line that is a hold past its instant at `now` (the app's clock; a placeholder in a prepared
 * statement takes it as ISO text): what the business-day job expires, served by the partial index
 * `reservas_pendiente_vence_idx`. The state is written in the statement, not passed: a prepared
 * statement's generic plan could not prove that index's predicate from a parameter.
 */
export const holdPastItsInstant = (now: Date | Placeholder) =>
  and(sql`${reservas.estado} = 'Pendiente'`, lte(reservas.vence_at, now));
