import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ciudades, departamentos, impuestos, medidas, tiposDocumento, tiposProducto } from '../../db/schema';
import { createCrudRepository } from '../../lib/crud/crud-repository';
import { searchAny } from '../../lib/list-query';

/** The national catalogs: shared by every hotel, so not scoped to one. */
export function createCatalogsRepository() {
  return {
    taxes: createCrudRepository({
      table: impuestos,
      fields: {
        id: impuestos.id,
        nombre: impuestos.nombre,
        tipo: impuestos.tipo,
        porcentaje: impuestos.porcentaje,
        estado: impuestos.estado,
      },
      orderBy: [asc(impuestos.tipo), asc(impuestos.porcentaje), asc(impuestos.nombre)],
      search: (term) => searchAny(term, [impuestos.nombre, impuestos.tipo]),
      scoped: false,
    }),

    measures: createCrudRepository({
      table: medidas,
      fields: { id: medidas.id, codigo: medidas.codigo, nombre: medidas.nombre, estado: medidas.estado },
      orderBy: [asc(medidas.nombre)],
      search: (term) => searchAny(term, [medidas.nombre, medidas.codigo]),
      scoped: false,
    }),

    productTypes: createCrudRepository({
      table: tiposProducto,
      fields: {
        id: tiposProducto.id,
        codigo: tiposProducto.codigo,
        nombre: tiposProducto.nombre,
        estado: tiposProducto.estado,
      },
      orderBy: [asc(tiposProducto.nombre)],
      search: (term) => searchAny(term, [tiposProducto.nombre, tiposProducto.codigo]),
      scoped: false,
    }),

    documentTypes: createCrudRepository({
      table: tiposDocumento,
      fields: {
        id: tiposDocumento.id,
        codigo: tiposDocumento.codigo,
        abreviatura: tiposDocumento.abreviatura,
        nombre: tiposDocumento.nombre,
        estado: tiposDocumento.estado,
      },
      orderBy: [asc(tiposDocumento.codigo)],
      search: (term) =>
        searchAny(term, [tiposDocumento.nombre, tiposDocumento.abreviatura, tiposDocumento.codigo]),
      scoped: false,
    }),

    /** Every municipality with its department, for the searchable city selects. */
    cities: (ex: Executor) =>
      ex
        .select({ id: ciudades.id, nombre: ciudades.nombre, departamento: departamentos.nombre })
        .from(ciudades)
        .innerJoin(departamentos, eq(departamentos.id, ciudades.departamento_id))
        .orderBy(asc(ciudades.nombre), asc(departamentos.nombre)),
  };
}

export type CatalogsRepository = ReturnType<typeof createCatalogsRepository>;
