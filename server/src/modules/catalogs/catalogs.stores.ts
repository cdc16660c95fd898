import type { TDocumentType, TMeasure, TProductType, TTax } from '@posada/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ciudades, departamentos, impuestos, medidas, tiposDocumento, tiposProducto } from '../../db/schema';
import { createCrudStore } from '../../lib/crud-store';
import { searchAny } from '../../lib/list-query';

/** The national catalogs: shared by every hotel, so not scoped to one. */
export const taxStore = createCrudStore<TTax>({
  table: impuestos,
  entity: 'impuestos',
  notFound: 'El impuesto no existe',
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
  uniques: { impuestos_nombre_unique: { field: 'nombre', message: 'Ya existe un impuesto con ese nombre' } },
});

export const measureStore = createCrudStore<TMeasure>({
  table: medidas,
  entity: 'medidas',
  notFound: 'La medida no existe',
  fields: { id: medidas.id, codigo: medidas.codigo, nombre: medidas.nombre, estado: medidas.estado },
  orderBy: [asc(medidas.nombre)],
  search: (term) => searchAny(term, [medidas.nombre, medidas.codigo]),
  scoped: false,
  uniques: { medidas_codigo_unique: { field: 'codigo', message: 'Ya existe una medida con ese código' } },
});

export const productTypeStore = createCrudStore<TProductType>({
  table: tiposProducto,
  entity: 'tipos_producto',
  notFound: 'El tipo de producto no existe',
  fields: {
    id: tiposProducto.id,
    codigo: tiposProducto.codigo,
    nombre: tiposProducto.nombre,
    estado: tiposProducto.estado,
  },
  orderBy: [asc(tiposProducto.nombre)],
  search: (term) => searchAny(term, [tiposProducto.nombre, tiposProducto.codigo]),
  scoped: false,
  uniques: {
    tipos_producto_codigo_unique: {
      field: 'codigo',
      message: 'Ya existe un tipo de producto con ese código',
    },
  },
});

export const documentTypeStore = createCrudStore<TDocumentType>({
  table: tiposDocumento,
  entity: 'tipos_documento',
  notFound: 'El tipo de documento no existe',
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
  uniques: {
    tipos_documento_codigo_unique: {
      field: 'codigo',
      message: 'Ya existe un tipo de documento con ese código',
    },
    tipos_documento_abreviatura_unique: {
      field: 'abreviatura',
      message: 'Ya existe un tipo de documento con esa abreviatura',
    },
  },
});

/** Every municipality with its department, for the searchable city selects. */
export const cityOptions = (db: Executor) =>
  db
    .select({ id: ciudades.id, nombre: ciudades.nombre, departamento: departamentos.nombre })
    .from(ciudades)
    .innerJoin(departamentos, eq(departamentos.id, ciudades.departamento_id))
    .orderBy(asc(ciudades.nombre), asc(departamentos.nombre));
