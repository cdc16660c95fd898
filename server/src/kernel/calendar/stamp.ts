import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hoteles, rackVersiones } from '../../db/schema';
import { preparedOnce } from '../../lib/prepared';

/**
 * The hotel's change version: raised at commit by the database whenever a room, type, stay,
 * booking, claimed night, block, client, employee, rate or tax changes, whoever writes (migrations
 * 0004, 0014, 0015). A query that reads it beside its data carries the version its own statement saw.
 */
export const hotelVersion = sql<string>`coalesce((select ${rackVersiones.version} from ${rackVersiones}
  where ${rackVersiones.hotel_id} = ${hoteles.id}), 0)::text`;

/** Read on every cached request (rack, calendar, availability), so prepared: planned once per connection. */
const stampQuery = preparedOnce((ex: Executor) =>
  ex
    .select({ zona_horaria: hoteles.zona_horaria, version: hotelVersion })
    .from(hoteles)
    .where(eq(hoteles.id, sql.placeholder('hotelId')))
    .prepare('posada_hotel_stamp'),
);

/** The hotel's change version and time zone (its business date comes from the clock). */
export interface HotelStamp {
  version: string;
  zona_horaria: string;
}

/** The hotel's stamp, if it exists. */
export async function hotelStamp(ex: Executor, hotelId: number): Promise<HotelStamp | undefined> {
  const [row] = await stampQuery(ex).execute({ hotelId });
  return row;
}
