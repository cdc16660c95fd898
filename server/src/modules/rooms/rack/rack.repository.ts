import type { RoomFacts } from '@posada/contracts';
import { and, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import {
  clientes,
  empleados,
  habitaciones,
  habitacionHistorial,
  hoteles,
  mantenimientos,
} from '../../../db/schema';
import { hotelStamp, hotelVersion } from '../../../kernel/calendar/stamp';
import { preparedOnce } from '../../../lib/prepared';
import { clientName, isoOf, parsedRows } from '../../../lib/raw-sql';

const ZRackRow = z.object({
  id: z.number(),
  numero: z.string(),
  piso: z.number(),
  tipo_habitacion_id: z.number(),
  tipo: z.string(),
  observaciones: z.string().nullable(),
  sucia: z.boolean(),
  sucia_desde: z.string().nullable(),
  limpieza_empleado_id: z.number().nullable(),
  limpieza_empleado: z.string().nullable(),
  mant_motivo: z.string().nullable(),
  mant_desde: z.string().nullable(),
  estancia_id: z.number().nullable(),
  huesped: z.string().nullable(),
  est_llegada: z.string().nullable(),
  est_salida: z.string().nullable(),
  personas: z.number().nullable(),
  reserva_id: z.number().nullable(),
  reserva_cliente: z.string().nullable(),
  reserva_cliente_id: z.number().nullable(),
  res_llegada: z.string().nullable(),
  res_salida: z.string().nullable(),
  hoy: z.string(),
  /** The hotel's rack version seen by the same statement (see `rackVersiones`). */
  version: z.string(),
});
export type RackRow = z.infer<typeof ZRackRow>;

/** What the rack's cache is keyed on: the hotel's rack version and its local date. */
export interface RackStamp {
  version: string;
  hoy: string;
}

export const factsOf = (row: RackRow): RoomFacts => ({
  mantenimiento: row.mant_motivo !== null,
  ocupada: row.estancia_id !== null,
  sucia: row.sucia,
  reservada: row.reserva_id !== null,
});

const h = alias(habitaciones, 'h');
const m = alias(mantenimientos, 'm');
const ce = alias(clientes, 'ce');
const cr = alias(clientes, 'cr');

/**
 * The rack in one query whatever the room count: each room with its open maintenance block, its
 * active stay and guest, and the reservation arriving `hoy` (the hotel's business date).
 */
function rackQuery(hotelId: number | Placeholder, hoy: string | Placeholder, roomId?: number | Placeholder) {
  return sql`
    with hoy as (
      select ${hoy}::date as d, ${hotelVersion} as version from ${hoteles} where ${hoteles.id} = ${hotelId}
    )
    select h.id, h.numero, h.piso, h.tipo_habitacion_id, t.nombre as tipo, h.observaciones,
      h.limpieza = 'sucia' as sucia, ${isoOf(h.sucia_desde)} as sucia_desde,
      le.id as limpieza_empleado_id, le.nombres as limpieza_empleado,
      m.motivo as mant_motivo, ${isoOf(m.desde)} as mant_desde,
      e.id as estancia_id, ${clientName(ce)} as huesped, e.llegada as est_llegada, e.salida as est_salida,
      e.adultos + e.ninos as personas,
      r.id as reserva_id, ${clientName(cr)} as reserva_cliente, r.cliente_id as reserva_cliente_id, r.llegada as res_llegada, r.salida as res_salida,
      hoy.d::text as hoy, hoy.version
    from habitaciones h
    cross join hoy
    join tipos_habitacion t on t.id = h.tipo_habitacion_id
    left join empleados le on le.id = h.limpieza_empleado_id
    left join mantenimientos m on m.habitacion_id = h.id and m.hasta is null
    left join estancias e on e.habitacion_id = h.id and e.estado = 'activa'
    left join clientes ce on ce.id = e.cliente_id
    left join lateral (
      select r.id, r.cliente_id, r.llegada, r.salida from reservas r
      where r.habitacion_id = h.id and r.llegada = hoy.d and r.estado in ('Pendiente', 'Confirmada')
      order by r.id limit 1
    ) r on true
    left join clientes cr on cr.id = r.cliente_id
    where h.hotel_id = ${hotelId} and h.estado ${roomId === undefined ? sql`` : sql`and h.id = ${roomId}`}
    order by h.piso, h.numero`;
}

/** Every column of a rack row, read from the subquery `rack` (the schema's keys, so none is left out). */
const rackFields = Object.fromEntries(Object.keys(ZRackRow.shape).map((c) => [c, sql.raw(`rack.${c}`)])) as {
  [K in keyof RackRow]: SQL<RackRow[K]>;
};

/**
 * One room's rack row, read twice by every room action (under its lock, and for the answer):
 * prepared, since planning the query's joins cost PostgreSQL several times running it.
 */
const roomQuery = preparedOnce((ex: Executor) =>
  ex
    .select(rackFields)
    .from(
      sql`(${rackQuery(sql.placeholder('hotelId'), sql.placeholder('hoy'), sql.placeholder('roomId'))}) as rack`,
    )
    .prepare('posada_rack_room'),
);

/** The rack, the room actions' reads and writes, and the room's history. */
export function createRackRepository() {
  const room = async (
    ex: Executor,
    hotelId: number,
    roomId: number,
    hoy: string,
  ): Promise<RackRow | undefined> => {
    const [row] = await roomQuery(ex).execute({ hotelId, hoy, roomId });
    return row;
  };

  return {
    async rack(ex: Executor, hotelId: number, hoy: string): Promise<RackRow[]> {
      return parsedRows('rack', ZRackRow, await ex.execute(rackQuery(hotelId, hoy)));
    },

    /** The hotel's change version and time zone (its business date is computed from the clock). */
    stamp: hotelStamp,

    async floors(ex: Executor, hotelId: number): Promise<number[]> {
      const rows = await ex
        .selectDistinct({ piso: habitaciones.piso })
        .from(habitaciones)
        .where(and(eq(habitaciones.hotel_id, hotelId), eq(habitaciones.estado, true)))
        .orderBy(habitaciones.piso);
      return rows.map((r) => r.piso);
    },

    /**
     * Locks the room row (so concurrent actions on it run one after another) and reads it on the
     * business date `today` gives for the hotel's zone, read with the lock (one statement less).
     */
    async lockRoom(
      ex: Executor,
      hotelId: number,
      roomId: number,
      today: (zone: string) => string,
    ): Promise<RackRow | undefined> {
      const [locked] = await ex
        .select({ zona: hoteles.zona_horaria })
        .from(habitaciones)
        .innerJoin(hoteles, eq(hoteles.id, habitaciones.hotel_id))
        .where(
          and(eq(habitaciones.id, roomId), eq(habitaciones.hotel_id, hotelId), eq(habitaciones.estado, true)),
        )
        .for('update', { of: habitaciones });
      if (!locked) return undefined;
      return room(ex, hotelId, roomId, today(locked.zona));
    },

    room,

    async openMaintenance(ex: Executor, hotelId: number, roomId: number, motivo: string, userId: number) {
      await ex
        .insert(mantenimientos)
        .values({ hotel_id: hotelId, habitacion_id: roomId, motivo, created_by: userId });
    },

    async closeMaintenance(ex: Executor, roomId: number, userId: number) {
      await ex
        .update(mantenimientos)
        .set({ hasta: sql`now()`, closed_by: userId })
        .where(and(eq(mantenimientos.habitacion_id, roomId), isNull(mantenimientos.hasta)));
    },

    async setClean(ex: Executor, roomId: number) {
      await ex
        .update(habitaciones)
        .set({ limpieza: 'limpia', sucia_desde: null, limpieza_empleado_id: null, updated_at: sql`now()` })
        .where(eq(habitaciones.id, roomId));
    },

    async assignCleaner(ex: Executor, roomId: number, employeeId: number) {
      await ex
        .update(habitaciones)
        .set({ limpieza_empleado_id: employeeId, updated_at: sql`now()` })
        .where(eq(habitaciones.id, roomId));
    },

    async activeEmployee(ex: Executor, hotelId: number, employeeId: number) {
      const [row] = await ex
        .select({ id: empleados.id, nombres: empleados.nombres })
        .from(empleados)
        .where(
          and(eq(empleados.id, employeeId), eq(empleados.hotel_id, hotelId), eq(empleados.estado, true)),
        );
      return row;
    },

    async activeClient(ex: Executor, hotelId: number, clientId: number) {
      const [row] = await ex
        .select({ id: clientes.id })
        .from(clientes)
        .where(and(eq(clientes.id, clientId), eq(clientes.hotel_id, hotelId), eq(clientes.estado, true)));
      return row;
    },

    async employees(ex: Executor, hotelId: number) {
      return ex
        .select({ id: empleados.id, nombres: empleados.nombres, cargo: empleados.cargo })
        .from(empleados)
        .where(and(eq(empleados.hotel_id, hotelId), eq(empleados.estado, true)))
        .orderBy(empleados.nombres);
    },

    /** The insert of a room's history entry, not yet run (written beside its audit entry). */
    historyInsert: (ex: Executor, entry: typeof habitacionHistorial.$inferInsert) =>
      ex.insert(habitacionHistorial).values(entry),
  };
}

export type RackRepository = ReturnType<typeof createRackRepository>;
