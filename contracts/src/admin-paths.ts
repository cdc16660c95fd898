/**
 * Paths of the administration calls of catalogs, payment methods, configuration, clients,
 * suppliers, employees and numbering (relative to `/api`). The specification's own paths come
 * first; the rest are added in its style (docs/api.md lists them).
 */
const id = (base: string) => (value: number | string) => `${base}/${value}`;

export const catalogPaths = {
  taxes: '/impuesto',
  taxShow: id('/impuesto/show'),
  taxUpdate: id('/impuesto/update'),
  measures: '/medida',
  measureShow: id('/medida/show'),
  measureUpdate: id('/medida/update'),
  productTypes: '/producto/tipos',
  productTypeShow: id('/producto/tipos/show'),
  productTypeUpdate: id('/producto/tipos/update'),
  documentTypes: '/type_document',
  documentTypeShow: id('/type_document/show'),
  documentTypeUpdate: id('/type_document/update'),
  cities: '/ciudades',
} as const;

export const paymentMethodPaths = {
  list: '/medioPagoListar',
  show: id('/medioPagoMostrar'),
  create: '/medioPagoCrear',
  update: id('/medioPagoActualizar'),
  remove: id('/medioPagoEliminar'),
  dian: '/mediosPagoDian',
} as const;

export const configurationPaths = {
  current: '/configurations',
  save: '/configurations/save',
  get: id('/configurations/get'),
  remove: id('/configurations/delete'),
  plan: '/configurations/plan',
  uploadImage: '/configurations/upload-image',
  image: '/configuration/image',
  lodgingProducts: '/configurations/lodging-products',
  trainings: '/capacitaciones',
  trainingList: '/capacitacionListar',
  trainingCreate: '/capacitacionCrear',
  trainingUpdate: id('/capacitacionActualizar'),
  trainingRemove: id('/capacitacionEliminar'),
} as const;

/** Clients, suppliers and employees share the spec's Listar/Crear/Mostrar/Actualizar/Eliminar style. */
function peoplePaths(name: string) {
  return {
    list: `/${name}Listar`,
    create: `/${name}Crear`,
    show: id(`/${name}Mostrar`),
    update: `/${name}Actualizar`,
    remove: id(`/${name}Eliminar`),
  } as const;
}
export const clientPaths = peoplePaths('cliente');
export const supplierPaths = peoplePaths('proveedor');
export const employeePaths = { ...peoplePaths('empleado'), users: '/empleadoUsuarios' } as const;

export const numberingPaths = {
  internalList: '/numeracionInternaListar',
  internalCreate: '/numeracionInternaCrear',
  internalShow: id('/numeracionInternaMostrar'),
  internalUpdate: '/numeracionInternaActualizar',
  externalList: '/numeracionExternaListar',
  externalCreate: '/numeracionExternaCrear',
  externalShow: id('/numeracionExternaMostrar'),
  externalUpdate: '/numeracionExternaActualizar',
} as const;
