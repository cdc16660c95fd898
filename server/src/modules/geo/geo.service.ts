import type { Db } from '../../db/client';
import type { GeoRepository } from './geo.repository';

/** The country → department → city cascade of the address forms (DIAN lists, read-only). */
export function createGeoService({ db, repo }: { db: Db; repo: GeoRepository }) {
  return {
    /** Every country, or only the one asked for. */
    countries: (id?: number | null) => repo.countries(db, id),
    departments: (paisId: number) => repo.departments(db, paisId),
    cities: (departamentoId: number) => repo.cities(db, departamentoId),
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
