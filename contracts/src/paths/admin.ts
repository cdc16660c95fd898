/** API paths: the session, the users, roles and hotel, the catalogs and settings, the audit, backups and jobs. */
import { withId } from './with-id';

export const apiPaths = {
  health: '/health',
  /** Readiness: the database and the scheduled jobs (issue 26). */
  ready: '/ready',
  docs: '/docs',
  login: '/login',
  logout: '/logout',
  permisosUsuario: '/getPermisosUsuario',
} as const;

export const userPaths = {
  list: '/usuariosListar',
  create: '/usuariosCrear',
  show: withId('/usuarioMostrar'),
  update: '/usuariosActualizar',
  remove: withId('/usuariosEliminar'),
  hotels: withId('/usuariosHotelMostrar'),
  updateHotels: '/usuariosHotelActualizar',
  updateTheme: withId('/update-theme'),
} as const;

export const hotelPaths = {
  list: '/hotelListar',
  show: withId('/hotelMostrar'),
  create: '/hotelCrear/',
  update: '/hotelActualizar',
  remove: '/hotelEliminar/',
} as const;

export const geoPaths = {
  countries: '/paisListar',
  departments: '/departamentoPaisListar',
  cities: '/ciudadDepartamentoListar',
} as const;

export const rolePaths = {
  list: '/rolListar',
  create: '/rolCrear',
  show: withId('/rolMostrar'),
  update: '/rolActualizar',
  remove: '/rolEliminar',
  permissions: withId('/getPermisosByRol'),
  savePermissions: '/cratePermisoByRol',
  /** Added: the whole catalog grouped by module, for the permissions screen. */
  catalog: '/permisosListar',
} as const;

/** The national catalogs, in the style of the specification's warehouses (`/bodega/show/{id}`). */
function catalogResource(base: string) {
  return {
    list: base,
    create: base,
    show: withId(`${base}/show`),
    update: withId(`${base}/update`),
  } as const;
}

export type CatalogResourcePaths = ReturnType<typeof catalogResource>;

export const catalogPaths = {
  taxes: catalogResource('/impuesto'),
  measures: catalogResource('/medida'),
  productTypes: catalogResource('/producto/tipos'),
  documentTypes: catalogResource('/type_document'),
  cities: '/ciudades',
} as const;

export const paymentMethodPaths = {
  list: '/medioPagoListar',
  show: withId('/medioPagoMostrar'),
  create: '/medioPagoCrear',
  update: withId('/medioPagoActualizar'),
  remove: withId('/medioPagoEliminar'),
  dian: '/mediosPagoDian',
} as const;

export const configurationPaths = {
  current: '/configurations',
  save: '/configurations/save',
  get: withId('/configurations/get'),
  remove: withId('/configurations/delete'),
  plan: '/configurations/plan',
  uploadImage: '/configurations/upload-image',
  image: '/configuration/image',
  lodgingProducts: '/configurations/lodging-products',
  trainings: '/capacitaciones',
  trainingList: '/capacitacionListar',
  trainingCreate: '/capacitacionCrear',
  trainingUpdate: withId('/capacitacionActualizar'),
  trainingRemove: withId('/capacitacionEliminar'),
} as const;

/** Clients, suppliers and employees share the spec's Listar/Crear/Mostrar/Actualizar/Eliminar style. */
function peoplePaths(name: string) {
  return {
    list: `/${name}Listar`,
    create: `/${name}Crear`,
    show: withId(`/${name}Mostrar`),
    update: `/${name}Actualizar`,
    remove: withId(`/${name}Eliminar`),
  } as const;
}

export const clientPaths = peoplePaths('cliente');

export const supplierPaths = peoplePaths('proveedor');

export const employeePaths = { ...peoplePaths('empleado'), users: '/empleadoUsuarios' } as const;

export const numberingPaths = {
  internal: {
    list: '/numeracionInternaListar',
    create: '/numeracionInternaCrear',
    show: withId('/numeracionInternaMostrar'),
    update: '/numeracionInternaActualizar',
  },
  external: {
    list: '/numeracionExternaListar',
    create: '/numeracionExternaCrear',
    show: withId('/numeracionExternaMostrar'),
    update: '/numeracionExternaActualizar',
  },
} as const;

/** The audit log (issue 32): Administración → Auditoría. */
export const auditPaths = {
  list: '/auditoriaListar',
  users: '/auditoriaUsuarios',
} as const;

/** The embedded database's backups (issue 26; administrators, on Configuración). */
export const backupPaths = {
  state: '/respaldos',
  create: '/respaldos/crear',
  settings: '/respaldos/configuracion',
} as const;

/** The scheduled jobs' last and next passes (issue 26; administrators, on Configuración). */
export const jobPaths = {
  list: '/trabajos',
} as const;

/** Electronic invoicing (issue 27): the hotel's DIAN settings and certificate (administrators). */
export const eInvoicingPaths = {
  configure: '/facturacionElectronica/configurar',
  certificate: '/facturacionElectronica/certificado',
  state: '/facturacionElectronica/estado',
  /** The habilitación: makes, signs and sends DIAN's test set. */
  testSet: '/facturacionElectronica/setPruebas',
  /** Asks DIAN's verdict on the test set's documents still waiting for one. */
  testSetStatus: '/facturacionElectronica/setPruebas/consultar',
  /**
   * The electronic state of one document: `?clase=factura|nota_credito|nota_debito&id=`, or
   * `tiquete_pos|nota_ajuste_pos` with the sale's id (readable with `ventas.ver`).
   */
  document: '/facturacionElectronica/documento',
  invoiceXml: withId('/facturaXml'),
  creditNoteXml: withId('/notaCreditoXml'),
  debitNoteXml: withId('/notaDebitoXml'),
  /** The signed XML of a sale's documento equivalente POS and of its nota de ajuste (by the sale's id). */
  posXml: withId('/facturacionElectronica/tiqueteXml'),
  posNoteXml: withId('/facturacionElectronica/notaAjusteXml'),
  resend: withId('/facturaReenviar'),
  /** The hotel's outgoing mail server (GET and POST): the buyers' copies go out through it. */
  mail: '/facturacionElectronica/correo',
  /** Sends an accepted document to its buyer again (body `{ clase, id }`). */
  resendMail: '/facturacionElectronica/reenviarCorreo',
  /** Whether a client's data can be invoiced electronically (said before the check-out). */
  buyer: withId('/facturacionElectronica/comprador'),
  /** Paper contingency invoices typed in afterwards: GET lists them, POST types one in. */
  paperInvoices: '/facturacionElectronica/talonario',
  paperInvoiceXml: withId('/facturacionElectronica/talonarioXml'),
} as const;
