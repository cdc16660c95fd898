import type { TClient } from '@posada/contracts';
import { asc, sql } from 'drizzle-orm';
import { ciudades, clientes, tiposDocumento } from '../../db/schema';
import { createCrudStore } from '../../lib/crud-store';
import { clientSearchQuery } from './client-search';

const displayName = sql<string>`coalesce(${clientes.razon_social},
  trim(coalesce(${clientes.nombres}, '') || ' ' || coalesce(${clientes.apellidos}, '')))`;

export const clientStore = createCrudStore<TClient>({
  table: clientes,
  entity: 'clientes',
  notFound: 'El cliente no existe',
  fields: {
    id: clientes.id,
    tipo_documento_id: clientes.tipo_documento_id,
    tipo_documento: sql<string>`(select ${tiposDocumento.abreviatura} from ${tiposDocumento}
      where ${tiposDocumento.id} = ${clientes.tipo_documento_id})`,
    numero_documento: clientes.numero_documento,
    dv: clientes.dv,
    nombres: clientes.nombres,
    apellidos: clientes.apellidos,
    razon_social: clientes.razon_social,
    nombre_completo: displayName,
    nacionalidad_id: clientes.nacionalidad_id,
    fecha_nacimiento: clientes.fecha_nacimiento,
    email: clientes.email,
    telefono: clientes.telefono,
    direccion: clientes.direccion,
    ciudad_id: clientes.ciudad_id,
    ciudad: sql<
      string | null
    >`(select ${ciudades.nombre} from ${ciudades} where ${ciudades.id} = ${clientes.ciudad_id})`,
    extranjero_no_residente: clientes.extranjero_no_residente,
    soporte_migratorio: clientes.soporte_migratorio,
    estado: clientes.estado,
  },
  orderBy: [asc(displayName), asc(clientes.id)],
  // Uses the full-text index on `busqueda` (names and document, lower case, without accents).
  search: (term) => {
    const query = clientSearchQuery(term);
    return query
      ? sql`to_tsvector('simple', ${clientes.busqueda}) @@ to_tsquery('simple', ${query})`
      : undefined;
  },
  scoped: true,
  uniques: {
    clientes_hotel_documento_key: {
      field: 'numero_documento',
      message: 'Ya existe un cliente con ese tipo y número de documento',
    },
  },
});
