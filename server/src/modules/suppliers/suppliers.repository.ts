import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ciudades, proveedores } from '../../db/schema';
import { createCrudRepository } from '../../lib/crud/crud-repository';
import { searchAny } from '../../lib/list-query';

export function createSuppliersRepository() {
  return {
    ...createCrudRepository({
      table: proveedores,
      fields: {
        id: proveedores.id,
        nit: proveedores.nit,
        dv: proveedores.dv,
        razon_social: proveedores.razon_social,
        contacto: proveedores.contacto,
        telefono: proveedores.telefono,
        email: proveedores.email,
        direccion: proveedores.direccion,
        ciudad_id: proveedores.ciudad_id,
        ciudad: sql<
          string | null
        >`(select ${ciudades.nombre} from ${ciudades} where ${ciudades.id} = ${proveedores.ciudad_id})`,
        estado: proveedores.estado,
      },
      orderBy: [asc(proveedores.razon_social), asc(proveedores.id)],
      search: (term) => searchAny(term, [proveedores.razon_social, proveedores.nit, proveedores.contacto]),
      scoped: true,
    }),

    async cityExists(ex: Executor, id: number): Promise<boolean> {
      const [city] = await ex.select({ id: ciudades.id }).from(ciudades).where(eq(ciudades.id, id));
      return city !== undefined;
    },
  };
}

export type SuppliersRepository = ReturnType<typeof createSuppliersRepository>;
