import type { TTrainingItem } from '@posada/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { capacitaciones } from '../../db/schema';
import { createCrudStore } from '../../lib/crud-store';
import { searchAny } from '../../lib/list-query';

const fields = {
  id: capacitaciones.id,
  titulo: capacitaciones.titulo,
  url: capacitaciones.url,
  orden: capacitaciones.orden,
  estado: capacitaciones.estado,
};
const order = [asc(capacitaciones.orden), asc(capacitaciones.titulo)];

/** Training items of the request's hotel. */
export const trainingStore = createCrudStore<TTrainingItem>({
  table: capacitaciones,
  entity: 'capacitaciones',
  notFound: 'La capacitación no existe',
  fields,
  orderBy: order,
  search: (term) => searchAny(term, [capacitaciones.titulo, capacitaciones.url]),
  scoped: true,
});

/** What the Capacitaciones screen shows: the hotel's active items, in their order. */
export const activeTrainings = (db: Executor, hotelId: number) =>
  db
    .select(fields)
    .from(capacitaciones)
    .where(and(eq(capacitaciones.hotel_id, hotelId), eq(capacitaciones.estado, true)))
    .orderBy(...order);
