import type { TRoomType } from '@posada/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { habitaciones, tiposHabitacion } from '../../db/schema';
import { createCrudStore } from '../../lib/crud-store';
import { searchAny } from '../../lib/list-query';
import { qualified } from '../../lib/scope';

export const roomTypeStore = createCrudStore<TRoomType>({
  table: tiposHabitacion,
  entity: 'tipos_habitacion',
  notFound: 'El tipo de habitación no existe',
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
  uniques: {
    tipos_habitacion_hotel_nombre_key: {
      field: 'nombre',
      message: 'Ya existe un tipo de habitación con ese nombre',
    },
  },
});

/** The hotel's active types, `{ id, name }` for the selects of rooms and rates. */
export const roomTypeOptions = (db: Executor, hotelId: number) =>
  db
    .select({ id: tiposHabitacion.id, name: tiposHabitacion.nombre })
    .from(tiposHabitacion)
    .where(and(eq(tiposHabitacion.hotel_id, hotelId), eq(tiposHabitacion.estado, true)))
    .orderBy(asc(tiposHabitacion.nombre));
