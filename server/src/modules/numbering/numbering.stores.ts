import {
  internalSequenceKinds,
  resolutionWarning,
  type TExternalSequence,
  type TInternalSequence,
} from '@posada/contracts';
import { asc, desc, sql } from 'drizzle-orm';
import { hoteles, numeracionesInternas, resolucionesFacturacion as resoluciones } from '../../db/schema';
import { createCrudStore } from '../../lib/crud-store';
import { searchAny } from '../../lib/list-query';

const kindName = sql<string>`case ${numeracionesInternas.tipo} ${sql.join(
  Object.entries(internalSequenceKinds).map(([code, kind]) => sql`when ${code} then ${kind.label}`),
  sql` `,
)} else ${numeracionesInternas.tipo} end`;

export const internalStore = createCrudStore<TInternalSequence>({
  table: numeracionesInternas,
  entity: 'numeraciones_internas',
  notFound: 'La numeración no existe',
  fields: {
    id: numeracionesInternas.id,
    tipo: numeracionesInternas.tipo,
    tipo_nombre: kindName,
    prefijo: numeracionesInternas.prefijo,
    siguiente: numeracionesInternas.siguiente,
    estado: numeracionesInternas.estado,
  },
  orderBy: [asc(kindName)],
  search: (term) => searchAny(term, [kindName, numeracionesInternas.prefijo]),
  scoped: true,
  uniques: {
    numeraciones_internas_hotel_tipo_key: {
      field: 'tipo',
      message: 'Ya existe una numeración para ese tipo de documento',
    },
  },
});

/** The hotel's local date: resolutions start and expire on the hotel's calendar. */
const hotelToday = sql`(now() at time zone (select ${hoteles.zona_horaria} from ${hoteles}
  where ${hoteles.id} = ${resoluciones.hotel_id}))::date`;

export const externalStore = createCrudStore<TExternalSequence>({
  table: resoluciones,
  entity: 'resoluciones_facturacion',
  notFound: 'La resolución no existe',
  fields: {
    id: resoluciones.id,
    numero_resolucion: resoluciones.numero_resolucion,
    prefijo: resoluciones.prefijo,
    desde: resoluciones.desde,
    hasta: resoluciones.hasta,
    siguiente: resoluciones.siguiente,
    fecha_desde: resoluciones.fecha_desde,
    fecha_hasta: resoluciones.fecha_hasta,
    clave_tecnica: resoluciones.clave_tecnica,
    estado: resoluciones.estado,
    restantes: sql<number>`greatest(0, ${resoluciones.hasta} - ${resoluciones.siguiente} + 1)`,
    dias_restantes: sql<number>`(${resoluciones.fecha_hasta} - ${hotelToday})`,
  },
  orderBy: [desc(resoluciones.estado), desc(resoluciones.fecha_hasta), asc(resoluciones.id)],
  search: (term) => searchAny(term, [resoluciones.numero_resolucion, resoluciones.prefijo]),
  scoped: true,
  complete: (row) => ({ ...row, alerta: resolutionWarning(row as Parameters<typeof resolutionWarning>[0]) }),
});
