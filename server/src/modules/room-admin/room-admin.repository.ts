import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { estancias, habitaciones, impuestos, tarifas, tiposHabitacion } from '../../db/schema';
import { createCrudRepository } from '../../lib/crud/crud-repository';
import { searchAny } from '../../lib/list-query';
import { qualified } from '../../lib/scope';

const rateTypeName = sql<string>`(select ${tiposHabitacion.nombre} from ${tiposHabitacion}
  where ${tiposHabitacion.id} = ${qualified(tarifas.tipo_habitacion_id)})`;
const roomTypeName = sql<string>`(select ${tiposHabitacion.nombre} from ${tiposHabitacion}
  where ${tiposHabitacion.id} = ${qualified(habitaciones.tipo_habitacion_id)})`;
const occupied = sql<boolean>`exists (select 1 from ${estancias}
  where ${estancias.habitacion_id} = ${qualified(habitaciones.id)} and ${estancias.estado} = 'activa')`;

export interface RoomFilters {
  piso?: number | null | undefined;
  tipo_habitacion_id?: number | null | undefined;
}
export interface RateFilters {
  tipo_habitacion_id?: number | null | undefined;
}

/** Room types, rooms and rates of a hotel. */
export function createRoomAdminRepository() {
  return {
    types: createCrudRepository({
      table: tiposHabitacion,
      fields: {
        id: tiposHabitacion.id,
        nombre: tiposHabitacion.nombre,
        descripcion: tiposHabitacion.descripcion,
        capacidad_adultos: tiposHabitacion.capacidad_adultos,
        capacidad_ninos: tiposHabitacion.capacidad_ninos,
        camas: tiposHabitacion.camas,
        habitaciones: sql<number>`(select count(*)::int from ${habitaciones}
          where ${habitaciones.tipo_habitacion_id} = ${qualified(tiposHabitacion.id)})`,
        estado: tiposHabitacion.estado,
      },
      orderBy: [asc(tiposHabitacion.nombre), asc(tiposHabitacion.id)],
      search: (term) => searchAny(term, [tiposHabitacion.nombre, tiposHabitacion.descripcion]),
      scoped: true,
    }),

    rooms: createCrudRepository({
      table: habitaciones,
      fields: {
        id: habitaciones.id,
        numero: habitaciones.numero,
        piso: habitaciones.piso,
        tipo_habitacion_id: habitaciones.tipo_habitacion_id,
        tipo: roomTypeName,
        observaciones: habitaciones.observaciones,
        ocupada: occupied,
        estado: habitaciones.estado,
      },
      // Natural order of room numbers within a floor: '99' before '100'.
      orderBy: [asc(habitaciones.piso), asc(sql`length(${habitaciones.numero})`), asc(habitaciones.numero)],
      search: (term) => searchAny(term, [habitaciones.numero, habitaciones.observaciones, roomTypeName]),
      filter: (f: RoomFilters) =>
        and(
          f.piso === null || f.piso === undefined ? undefined : eq(habitaciones.piso, f.piso),
          f.tipo_habitacion_id ? eq(habitaciones.tipo_habitacion_id, f.tipo_habitacion_id) : undefined,
        ),
      scoped: true,
    }),

    rates: createCrudRepository({
      table: tarifas,
      fields: {
        id: tarifas.id,
        tipo_habitacion_id: tarifas.tipo_habitacion_id,
        tipo: rateTypeName,
        nombre: tarifas.nombre,
        precio_noche: tarifas.precio_noche,
        personas_incluidas: tarifas.personas_incluidas,
        valor_persona_adicional: tarifas.valor_persona_adicional,
        vigencia_desde: tarifas.vigencia_desde,
        vigencia_hasta: tarifas.vigencia_hasta,
        impuesto_id: tarifas.impuesto_id,
        impuesto: sql<string | null>`(select ${impuestos.nombre} from ${impuestos}
          where ${impuestos.id} = ${qualified(tarifas.impuesto_id)})`,
        estado: tarifas.estado,
      },
      orderBy: [
        asc(rateTypeName),
        asc(tarifas.nombre),
        sql`${tarifas.vigencia_desde} asc nulls first`,
        asc(tarifas.id),
      ],
      search: (term) => searchAny(term, [tarifas.nombre, rateTypeName]),
      filter: (f: RateFilters) =>
        f.tipo_habitacion_id ? eq(tarifas.tipo_habitacion_id, f.tipo_habitacion_id) : undefined,
      scoped: true,
    }),

    /** The hotel's active types, `{ id, name }` for the selects of rooms, rates and the rack. */
    typeOptions: (ex: Executor, hotelId: number) =>
      ex
        .select({ id: tiposHabitacion.id, name: tiposHabitacion.nombre })
        .from(tiposHabitacion)
        .where(and(eq(tiposHabitacion.hotel_id, hotelId), eq(tiposHabitacion.estado, true)))
        .orderBy(asc(tiposHabitacion.nombre)),

    /** A type of the hotel; `lock` makes concurrent saves of its rates queue. */
    async type(ex: Executor, hotelId: number, id: number, lock = false) {
      const query = ex
        .select({ id: tiposHabitacion.id, estado: tiposHabitacion.estado })
        .from(tiposHabitacion)
        .where(and(eq(tiposHabitacion.id, id), eq(tiposHabitacion.hotel_id, hotelId)));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    /**
     * Locks the room row as every room action of the rack does (`select … for update`), so a
     * deactivation and an occupation of the same room cannot both win.
     */
    async lockRoom(ex: Executor, hotelId: number, id: number) {
      const [room] = await ex
        .select({
          numero: habitaciones.numero,
          tipo_habitacion_id: habitaciones.tipo_habitacion_id,
          ocupada: occupied,
        })
        .from(habitaciones)
        .where(and(eq(habitaciones.id, id), eq(habitaciones.hotel_id, hotelId)))
        .for('update');
      return room;
    },

    async taxExists(ex: Executor, id: number): Promise<boolean> {
      const [row] = await ex.select({ id: impuestos.id }).from(impuestos).where(eq(impuestos.id, id));
      return row !== undefined;
    },

    /** An active rate of the type with the same name (any case) valid on a night of the range. */
    async overlappingRate(
      ex: Executor,
      r: {
        tipo_habitacion_id: number;
        nombre: string;
        vigencia_desde: string | null;
        vigencia_hasta: string | null;
      },
      exceptId: number | undefined,
    ) {
      // A null bound of a range is unbounded, exactly what an open vigencia means.
      const [clash] = await ex
        .select({ desde: tarifas.vigencia_desde, hasta: tarifas.vigencia_hasta })
        .from(tarifas)
        .where(
          and(
            eq(tarifas.tipo_habitacion_id, r.tipo_habitacion_id),
            eq(tarifas.estado, true),
            sql`lower(${tarifas.nombre}) = lower(${r.nombre})`,
            exceptId === undefined ? undefined : ne(tarifas.id, exceptId),
            sql`daterange(${tarifas.vigencia_desde}, ${tarifas.vigencia_hasta}, '[]')
              && daterange(${r.vigencia_desde}::date, ${r.vigencia_hasta}::date, '[]')`,
          ),
        )
        .limit(1);
      return clash;
    },
  };
}

export type RoomAdminRepository = ReturnType<typeof createRoomAdminRepository>;
