import type { TRoom } from '@posada/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { estancias, habitaciones, tiposHabitacion } from '../../db/schema';
import { createCrudStore } from '../../lib/crud-store';
import { NotFoundError } from '../../lib/errors';
import { searchAny } from '../../lib/list-query';
import { qualified } from '../../lib/scope';

const typeName = sql<string>`(select ${tiposHabitacion.nombre} from ${tiposHabitacion}
  where ${tiposHabitacion.id} = ${qualified(habitaciones.tipo_habitacion_id)})`;
const occupied = sql<boolean>`exists (select 1 from ${estancias}
  where ${estancias.habitacion_id} = ${qualified(habitaciones.id)} and ${estancias.estado} = 'activa')`;

export const roomStore = createCrudStore<TRoom>({
  table: habitaciones,
  entity: 'habitaciones',
  notFound: 'La habitación no existe',
  fields: {
    id: habitaciones.id,
    numero: habitaciones.numero,
    piso: habitaciones.piso,
    tipo_habitacion_id: habitaciones.tipo_habitacion_id,
    tipo: typeName,
    observaciones: habitaciones.observaciones,
    ocupada: occupied,
    estado: habitaciones.estado,
  },
  // Natural order of room numbers within a floor: '99' before '100'.
  orderBy: [asc(habitaciones.piso), asc(sql`length(${habitaciones.numero})`), asc(habitaciones.numero)],
  search: (term) => searchAny(term, [habitaciones.numero, habitaciones.observaciones, typeName]),
  scoped: true,
  uniques: {
    habitaciones_hotel_numero_key: { field: 'numero', message: 'Ya existe una habitación con ese número' },
  },
});

/**
 * Locks the room row as every room action of the rack does (`select … for update`), so a
 * deactivation and an occupation of the same room cannot both win.
 */
export async function lockRoom(tx: Tx, hotelId: number, id: number) {
  const [room] = await tx
    .select({
      numero: habitaciones.numero,
      tipo_habitacion_id: habitaciones.tipo_habitacion_id,
      ocupada: occupied,
    })
    .from(habitaciones)
    .where(and(eq(habitaciones.id, id), eq(habitaciones.hotel_id, hotelId)))
    .for('update');
  if (!room) throw new NotFoundError('La habitación no existe');
  return room;
}
