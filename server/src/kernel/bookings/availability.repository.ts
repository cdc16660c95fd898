import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { clientes, habitaciones, impuestos, mantenimientos, tarifas, tiposHabitacion } from '../../db/schema';
import { idList, intArray, parsedRows } from '../../lib/raw-sql';
import type { PricingRate } from '../pricing/pricing';
import { freeCount, freeJoins, freeNightsCtes } from './free-nights';

export interface RoomTypeRow {
  id: number;
  nombre: string;
  capacidad_adultos: number;
  capacidad_ninos: number;
  estado: boolean;
}

export type RateRow = PricingRate & { tipo_habitacion_id: number; estado: boolean };

/** A room a line asks for, with whether a maintenance block is open on it. */
export interface RoomRow {
  id: number;
  numero: string;
  tipo_habitacion_id: number;
  estado: boolean;
  mantenimiento: boolean;
}

const ZFreeNight = z.object({ tipo_habitacion_id: z.number(), fecha: z.string(), libres: z.number() });
const ZFreeRoom = z.object({
  id: z.number(),
  numero: z.string(),
  piso: z.number(),
  tipo_habitacion_id: z.number(),
});

/** What a line is checked and priced against: room types, their free nights and rooms, rates, clients. */
export function createAvailabilityRepository() {
  return {
    async roomTypes(ex: Executor, hotelId: number, ids?: number[]): Promise<RoomTypeRow[]> {
      if (ids?.length === 0) return [];
      return ex
        .select({
          id: tiposHabitacion.id,
          nombre: tiposHabitacion.nombre,
          capacidad_adultos: tiposHabitacion.capacidad_adultos,
          capacidad_ninos: tiposHabitacion.capacidad_ninos,
          estado: tiposHabitacion.estado,
        })
        .from(tiposHabitacion)
        .where(and(eq(tiposHabitacion.hotel_id, hotelId), ids ? inArray(tiposHabitacion.id, ids) : undefined))
        .orderBy(asc(tiposHabitacion.nombre), asc(tiposHabitacion.id));
    },

    /** The free rooms of each type on each night of [llegada, salida) (`freeNightsCtes`). */
    async nightsFree(ex: Executor, hotelId: number, typeIds: number[], llegada: string, salida: string) {
      if (typeIds.length === 0) return [];
      return parsedRows(
        'availability.nightsFree',
        ZFreeNight,
        await ex.execute(sql`
          with ${freeNightsCtes(hotelId, llegada, salida, typeIds)},
          tipos as (select unnest(${intArray(typeIds)}::int[]) as id)
          select t.id as tipo_habitacion_id, d.fecha::text as fecha, ${freeCount} as libres
          from tipos t
          cross join dias d
          ${freeJoins}
          order by t.id, d.fecha`),
      );
    },

    /** Active rooms of the types with no open maintenance block and no claimed night in the range. */
    async freeRooms(ex: Executor, typeIds: number[], llegada: string, salida: string) {
      if (typeIds.length === 0) return [];
      return parsedRows(
        'availability.freeRooms',
        ZFreeRoom,
        await ex.execute(sql`
          select h.id, h.numero, h.piso, h.tipo_habitacion_id from habitaciones h
          where h.tipo_habitacion_id in (${idList(typeIds)}) and h.estado
            and not exists (select 1 from mantenimientos m where m.habitacion_id = h.id and m.hasta is null)
            and not exists (select 1 from noches_habitacion n where n.habitacion_id = h.id
              and n.noches && daterange(${llegada}::date, ${salida}::date))
          order by h.piso, h.numero`),
      );
    },

    /** The rates of the types (active or not, to name an inactive one) with their tax percentage. */
    async rates(ex: Executor, typeIds: number[]): Promise<RateRow[]> {
      if (typeIds.length === 0) return [];
      return ex
        .select({
          id: tarifas.id,
          tipo_habitacion_id: tarifas.tipo_habitacion_id,
          nombre: tarifas.nombre,
          precio_noche: tarifas.precio_noche,
          personas_incluidas: tarifas.personas_incluidas,
          valor_persona_adicional: tarifas.valor_persona_adicional,
          vigencia_desde: tarifas.vigencia_desde,
          vigencia_hasta: tarifas.vigencia_hasta,
          impuesto_porcentaje: impuestos.porcentaje,
          estado: tarifas.estado,
        })
        .from(tarifas)
        .leftJoin(impuestos, eq(impuestos.id, tarifas.impuesto_id))
        .where(inArray(tarifas.tipo_habitacion_id, typeIds))
        .orderBy(asc(tarifas.nombre), asc(tarifas.id));
    },

    async activeClient(ex: Executor, hotelId: number, id: number) {
      const [row] = await ex
        .select({ id: clientes.id })
        .from(clientes)
        .where(and(eq(clientes.id, id), eq(clientes.hotel_id, hotelId), eq(clientes.estado, true)));
      return row;
    },

    async rooms(ex: Executor, hotelId: number, ids: number[]): Promise<RoomRow[]> {
      if (ids.length === 0) return [];
      return ex
        .select({
          id: habitaciones.id,
          numero: habitaciones.numero,
          tipo_habitacion_id: habitaciones.tipo_habitacion_id,
          estado: habitaciones.estado,
          mantenimiento: sql<boolean>`${mantenimientos.id} is not null`,
        })
        .from(habitaciones)
        .leftJoin(
          mantenimientos,
          and(eq(mantenimientos.habitacion_id, habitaciones.id), isNull(mantenimientos.hasta)),
        )
        .where(and(eq(habitaciones.hotel_id, hotelId), inArray(habitaciones.id, ids)));
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
