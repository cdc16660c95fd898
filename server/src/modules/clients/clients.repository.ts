import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ciudades, clientes, paises, tiposDocumento } from '../../db/schema';
import { clientSearchQuery } from '../../kernel/clients/client-search';
import { createCrudRepository } from '../../lib/crud/crud-repository';

const displayName = sql<string>`coalesce(${clientes.razon_social},
  trim(coalesce(${clientes.nombres}, '') || ' ' || coalesce(${clientes.apellidos}, '')))`;

/** The clients of a hotel (guests and companies). */
export function createClientsRepository() {
  return {
    ...createCrudRepository({
      table: clientes,
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
        credito_aprobado: clientes.credito_aprobado,
        limite_credito: clientes.limite_credito,
        plazo_dias: clientes.plazo_dias,
        contacto_cobro: clientes.contacto_cobro,
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
    }),

    /** The document type's abbreviation and state, and whether the country and city exist. */
    async references(
      ex: Executor,
      refs: { tipo_documento_id: number; nacionalidad_id: number | null; ciudad_id: number | null },
    ) {
      const [row] = await ex
        .select({
          tipo: tiposDocumento.abreviatura,
          tipoActivo: tiposDocumento.estado,
          pais:
            refs.nacionalidad_id === null
              ? sql<boolean>`true`
              : sql<boolean>`exists (select 1 from ${paises} where ${paises.id} = ${refs.nacionalidad_id})`,
          ciudad:
            refs.ciudad_id === null
              ? sql<boolean>`true`
              : sql<boolean>`exists (select 1 from ${ciudades} where ${ciudades.id} = ${refs.ciudad_id})`,
        })
        .from(tiposDocumento)
        .where(eq(tiposDocumento.id, refs.tipo_documento_id));
      return row;
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
