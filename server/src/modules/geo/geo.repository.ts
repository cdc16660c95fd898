import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ciudades, departamentos, paises } from '../../db/schema';

/** The seeded geo catalogs (DIAN lists), read-only. */
export function createGeoRepository() {
  const country = { id: paises.id, codigo: paises.codigo, nombre: paises.nombre };
  return {
    countries: (ex: Executor, id?: number | null) =>
      ex
        .select(country)
        .from(paises)
        .where(id ? eq(paises.id, id) : undefined)
        .orderBy(asc(paises.nombre)),
    departments: (ex: Executor, paisId: number) =>
      ex
        .select({
          id: departamentos.id,
          codigo: departamentos.codigo,
          nombre: departamentos.nombre,
          pais_id: departamentos.pais_id,
        })
        .from(departamentos)
        .where(eq(departamentos.pais_id, paisId))
        .orderBy(asc(departamentos.nombre)),
    cities: (ex: Executor, departamentoId: number) =>
      ex
        .select({
          id: ciudades.id,
          codigo: ciudades.codigo,
          nombre: ciudades.nombre,
          departamento_id: ciudades.departamento_id,
        })
        .from(ciudades)
        .where(eq(ciudades.departamento_id, departamentoId))
        .orderBy(asc(ciudades.nombre)),
  };
}

export type GeoRepository = ReturnType<typeof createGeoRepository>;
