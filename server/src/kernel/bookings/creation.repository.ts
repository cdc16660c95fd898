import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { clientes, hoteles, reservas } from '../../db/schema';
import { preparedOnce } from '../../lib/prepared';
import { clientName, intArray, parsedRows } from '../../lib/raw-sql';
import type { RateRow, RoomRow, RoomTypeRow } from './availability.repository';
import { holdPastItsInstant } from './hold-expiry';

/** What a booking's creation checks before it writes, read at once. */
export interface CreationContext {
  zona_horaria: string;
  /** Whether the hotel has holds past their instant, to be expired before it sells. */
  holds_due: boolean;
  /** The booking made earlier with the same idempotency key, if any. */
  earlier: { id: number; huella: string | null } | null;
  /** The holder, if the hotel has it (active or not). */
  cliente: { nombre: string; documento: string; estado: boolean } | null;
  tipos: RoomTypeRow[];
  tarifas: RateRow[];
  habitaciones: RoomRow[];
  /** The ids and instant the booking will be written with (`bookingIds`). */
  ids: BookingIds;
  /** The hold's expiry as the database answers it back (null without one). */
  vence_at: string | null;
}

/** A booking's id, its lines' ids in the order they are written, and its creation instant. */
const ZBookingIds = z.object({ reserva: z.number(), lineas: z.array(z.number()), at: z.string() });
export type BookingIds = z.infer<typeof ZBookingIds>;
const ZDrawnIds = z.object({ ids: ZBookingIds });

/**
 * Draws the ids of a booking of `lines` lines before it is written, so its history entry (which
 * names them) goes in the same statement as the booking; a creation that then fails leaves a gap
 * in the numbers, as a rolled-back insert would.
 */
export const bookingIds = (lines: number | Placeholder) => sql<BookingIds>`json_build_object(
  'reserva', nextval(pg_get_serial_sequence('reserva_encabezados', 'id')),
  'lineas', (select json_agg(nextval(pg_get_serial_sequence('reservas', 'id'))) from generate_series(1, ${lines}::int)),
  'at', to_json(now()) #>> '{}')`;

/** Draws a booking's ids on their own (the rack's hold, which has no context read). */
export async function drawBookingIds(ex: Executor, lines: number): Promise<BookingIds> {
  const [row] = parsedRows(
    'bookings.drawIds',
    ZDrawnIds,
    await ex.execute(sql`select ${bookingIds(lines)} as ids`),
  );
  if (!row) throw new Error('No se tomaron los números de la reserva');
  return row.ids;
}

const hotel = sql.placeholder('hotelId');
const c = alias(clientes, 'c');
const typeIds = sql`${sql.placeholder('typeIds')}::int[]`;

/**
 * The reads of a booking's creation in one statement (a round trip each was most of its cost):
 * the hotel's time zone, whether it has holds past their instant (the probe of `expireDueHolds`),
 * the booking of the idempotency key, the holder, the lines' room types,
 * their rates with the tax percentage and the assigned rooms with their open blocks — the same
 * rows the availability repository reads one query at a time — and the ids the booking will be
 * written with. Money and dates come as text, as
 * the driver gives them for the columns themselves. Prepared: planning it took longer than
 * running it.
 */
const contextQuery = preparedOnce((ex: Executor) =>
  ex
    .select({
      zona_horaria: hoteles.zona_horaria,
      holds_due: sql<boolean>`exists ${ex
        .select({ id: reservas.id })
        .from(reservas)
        .where(and(holdPastItsInstant(sql.placeholder('now')), eq(reservas.hotel_id, hotel)))}`,
      earlier: sql<CreationContext['earlier']>`(select json_build_object('id', e.id, 'huella', e.huella)
        from reserva_encabezados e
        where e.hotel_id = ${hotel} and e.clave_idempotencia = ${sql.placeholder('key')})`,
      cliente: sql<CreationContext['cliente']>`(select json_build_object('nombre', ${clientName(c)},
          'documento', c.numero_documento, 'estado', c.estado)
        from clientes c where c.id = ${sql.placeholder('clienteId')} and c.hotel_id = ${hotel})`,
      tipos: sql<RoomTypeRow[]>`(select coalesce(json_agg(json_build_object('id', t.id, 'nombre', t.nombre,
          'capacidad_adultos', t.capacidad_adultos, 'capacidad_ninos', t.capacidad_ninos, 'estado', t.estado)), '[]')
        from tipos_habitacion t where t.hotel_id = ${hotel} and t.id = any(${typeIds}))`,
      tarifas: sql<RateRow[]>`(select coalesce(json_agg(json_build_object('id', r.id,
          'tipo_habitacion_id', r.tipo_habitacion_id, 'nombre', r.nombre, 'precio_noche', r.precio_noche::text,
          'personas_incluidas', r.personas_incluidas, 'valor_persona_adicional', r.valor_persona_adicional::text,
          'vigencia_desde', r.vigencia_desde::text, 'vigencia_hasta', r.vigencia_hasta::text,
          'impuesto_porcentaje', i.porcentaje::text, 'estado', r.estado) order by r.nombre, r.id), '[]')
        from tarifas r join tipos_habitacion t on t.id = r.tipo_habitacion_id
        left join impuestos i on i.id = r.impuesto_id
        where t.hotel_id = ${hotel} and t.id = any(${typeIds}))`,
      habitaciones: sql<RoomRow[]>`(select coalesce(json_agg(json_build_object('id', x.id, 'numero', x.numero,
          'tipo_habitacion_id', x.tipo_habitacion_id, 'estado', x.estado, 'mantenimiento', m.id is not null)), '[]')
        from habitaciones x left join mantenimientos m on m.habitacion_id = x.id and m.hasta is null
        where x.hotel_id = ${hotel} and x.id = any(${sql.placeholder('roomIds')}::int[]))`,
      ids: bookingIds(sql.placeholder('lines')),
      vence_at: sql<string | null>`to_json(${sql.placeholder('venceAt')}::timestamptz) #>> '{}'`,
    })
    .from(hoteles)
    .where(eq(hoteles.id, hotel))
    .prepare('posada_booking_context'),
);

/** What a creation checks before it writes (`contextQuery`); undefined when the hotel does not exist. */
export async function readCreationContext(
  ex: Executor,
  hotelId: number,
  ask: {
    now: Date;
    key: string;
    clienteId: number;
    typeIds: number[];
    roomIds: number[];
    lines: number;
    venceAt: string | null;
  },
): Promise<CreationContext | undefined> {
  const [row] = await contextQuery(ex).execute({
    hotelId,
    now: ask.now.toISOString(),
    key: ask.key,
    clienteId: ask.clienteId,
    typeIds: intArray(ask.typeIds),
    roomIds: intArray(ask.roomIds),
    lines: ask.lines,
    venceAt: ask.venceAt,
  });
  return row;
}
