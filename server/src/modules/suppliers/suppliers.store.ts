import type { TSupplier } from '@posada/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ciudades, proveedores } from '../../db/schema';
import { createCrudStore } from '../../lib/crud-store';
import { ValidationError } from '../../lib/errors';
import { searchAny } from '../../lib/list-query';

export const supplierStore = createCrudStore<TSupplier>({
  table: proveedores,
  entity: 'proveedores',
  notFound: 'El proveedor no existe',
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
  uniques: { proveedores_hotel_nit_key: { field: 'nit', message: 'Ya existe un proveedor con ese NIT' } },
});

/** The city must exist (answered on the field rather than as a bare foreign-key error). */
export async function checkSupplier<T extends { ciudad_id: number | null }>(
  db: Executor,
  body: T,
): Promise<T> {
  if (body.ciudad_id !== null) {
    const [city] = await db.select({ id: ciudades.id }).from(ciudades).where(eq(ciudades.id, body.ciudad_id));
    if (!city)
      throw new ValidationError('Los datos enviados no son válidos', { ciudad_id: ['La ciudad no existe'] });
  }
  return body;
}
