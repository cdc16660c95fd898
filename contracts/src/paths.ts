/**
 * Every path of the API, relative to the API root `/api`, as the original client calls them: the
 * specification's own paths, and the ones added in its style (docs/api.md lists them). The server
 * registers its routes from these and the web calls them, so a path is written once.
 *
 * No zod here: the web's early-request entry imports this module alone (`@posada/contracts/paths`)
 * without pulling the schemas into the first script.
 */
export const API_ROOT = '/api';

/** A path with the record's id last: `show(':id')` on the server, `show(12)` on the web. */
const withId = (base: string) => (id: number | string) => `${base}/${id}`;

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

export const cashRegisterPaths = {
  list: '/cajaListar',
  create: '/cajaCrear',
  update: withId('/cajaActualizar'),
  remove: withId('/cajaEliminar'),
  unassigned: '/cajasNoAsignadas',
  lastAssignment: withId('/cajaUltimaAsignacion'),
  open: '/cajaAbrir',
  close: '/cajaCerrar',
  withdraw: '/caja/retiro-parcial',
  withdrawals: '/caja/historial-retiros',
  balance: '/detalleCajaSaldo',
  balanceOf: withId('/detalleCajaSaldo'),
  balanceByGroups: '/detalleCajaSaldoByGrupos',
  openRegisters: '/cajasAbiertas',
  movements: withId('/caja/movimientos'),
  closings: '/caja/cierres',
  report: '/caja/reporte',
  shiftUsers: '/caja/usuarios',
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

export const roomTypePaths = {
  list: '/tipoHabitacionListar',
  show: withId('/tipoHabitacionEditar'),
  create: '/tipoHabitacionCrear',
  update: '/tipoHabitacionActualizar',
  remove: withId('/tipoHabitacionEliminar'),
  idName: '/tipoHabitacionIdName',
} as const;

export const roomPaths = {
  list: '/habitacionListar',
  show: withId('/habitacionEditar'),
  create: '/habitacionCrear',
  update: '/habitacionActualizar',
  remove: withId('/habitacionEliminar'),
} as const;

export const ratePaths = {
  list: '/tarifaListar',
  show: withId('/tarifaEditar'),
  create: '/tarifa',
  update: withId('/tarifaActualizar'),
  remove: withId('/tarifa/delete'),
} as const;

/** The rack and the room actions that do not open or close a stay (spec §7 Rooms dashboard). */
export const rackPaths = {
  rack: '/habitacionesDashboard',
  floors: '/habitacionesDashboardPisos',
  employees: '/getEmpleadosHabitacion',
  hold: '/habitacionesReservar',
  cancelHold: '/habitacionesReservarAnular',
  maintenance: '/habitacionesMantenimiento',
  cancelMaintenance: '/habitacionesMantenimientoAnular',
  enable: '/habitacion/habilitar',
  assignCleaning: '/habitacion/asignarLimpieza',
} as const;

/** Stays: occupy (walk-in), check-in, check-out, their price and the room's detail. */
export const stayPaths = {
  occupy: '/ocuparHabitacionCliente',
  checkin: '/checkinReserva',
  vacate: '/desocuparHabitacionCliente',
  quote: '/cotizarEstancia',
  roomRates: withId('/habitacionTarifas'),
  roomDetail: withId('/getRoomDashBoard'),
  hold: '/getReserva',
  /** Completes a stay's guest register afterwards (issue 30). */
  register: '/estanciaRegistro',
  /** The register as it stands, to complete it (issue 30). */
  registerOf: withId('/estanciaRegistro'),
} as const;

/** Warehouses (spec §7 "Warehouses"): the list is `GET /warehouse`, the rest under `/bodega`. */
export const warehousePaths = {
  list: '/warehouse',
  array: '/bodega/array',
  create: '/bodega',
  show: withId('/bodega/show'),
  update: withId('/bodega/update'),
  remove: withId('/bodega/delete'),
} as const;

/** Products, their taxes and their recipe lines (spec §7 "Products"). */
export const productPaths = {
  list: '/product',
  all: '/product/all',
  default: '/productDefault',
  show: withId('/productoEditar'),
  create: '/productoCrear',
  update: '/productoActualizar',
  remove: withId('/productoEliminar'),
  /** Added: the categories already used, for the form's suggestions. */
  categories: '/producto/categorias',
  taxes: withId('/productoImpuestoGet'),
  saveTaxes: '/productoImpuestoCrear',
  allTaxes: '/getProductoImpuesto',
  recipe: withId('/productoDetalleMostrar'),
  addRecipeLine: '/productoDetalleCrear',
  removeRecipeLine: '/productoDetalleEliminar',
} as const;

/** Stock, kardex and the inventory documents (entries, transfers, counts, internal use). */
export const inventoryPaths = {
  reportBy: '/inventory/reportBy',
  balance: (warehouse: number | string, product: number | string) =>
    `/inventario/saldo/${warehouse}/${product}`,
  kardex: '/kardex/reporte',
  entryCreate: '/ingresoInventarioCrear',
  entryList: '/ingresoInventarioListar',
  entryShow: withId('/ingresoInventarioMostrar'),
  entryAnnul: withId('/ingresoInventarioAnular'),
  transfer: '/trasladoInventarioCrear',
  adjustment: '/ajusteInventarioCrear',
  /** Added: consumptions for internal use (amenities, staff meals), styled on the two above. */
  consumption: '/consumoInventarioCrear',
} as const;

/** Bookings (issue 15): availability, creation with an idempotency key, list, detail, change, cancellation. */
export const reservationPaths = {
  availability: '/disponibilidad',
  create: '/reservaCrear',
  list: '/reservaListar',
  show: withId('/reservaMostrar'),
  cancel: withId('/reservaCancelar'),
  update: withId('/reservaActualizar'),
  /** Reinstate a cancelled line or booking while the inventory allows. */
  reinstate: withId('/reservaReactivar'),
  /** A deposit taken after the booking was made (header `Idempotency-Key`). */
  deposit: withId('/reservaAnticipo'),
  arrivals: '/llegadas',
  departures: '/salidas',
  /** The tape chart's window: rooms, bars and the unassigned lines per type. */
  calendar: '/calendario',
} as const;

/** Live updates: a server-sent-events stream of the hotel's changes (docs/api.md). */
export const livePaths = {
  events: '/eventos',
} as const;

/** Guest accounts (folios), issue 14: the account screen, payments, reversals, moves, room charges. */
export const accountPaths = {
  show: withId('/cuentaMostrar'),
  list: '/cuentaListar',
  create: '/cuentaCrear',
  payment: '/cuentaPago',
  reverse: '/cuentaReversar',
  transfer: '/cuentaTrasladar',
  /** Added (issue 14): a discount on the balance or on one charge (`cuentas.descuento`). */
  discount: '/cuentaDescuento',
  /** The spec's spelling (§7 Rooms dashboard): products and services chargeable to a room. */
  products: '/gatProductosServicio',
  charge: '/saveDetalleRoom',
} as const;

// ── Invoices (issue 14): check-out's invoice, the list, the PDF, credit notes, the dashboard ──
export const invoicePaths = {
  create: '/facturaCrear',
  list: '/facturaListar',
  show: withId('/facturaMostrar'),
  /** `?formato=carta|tirilla` (letter or 80 mm receipt). */
  pdf: withId('/facturaPdf'),
  creditNote: '/notaCreditoCrear',
  /** Added: a debit note adds charges to an invoice, with its own numbering. */
  debitNote: '/notaDebitoCrear',
  debitNotePdf: withId('/notaDebitoPdf'),
  /** Added: the Facturación dashboard (today's totals by tax and means, pending check-outs, balances). */
  summary: '/facturacionResumen',
} as const;

/** Added: clients' balances in favour (saldo a favor) left by credit notes, refunded by a register. */
export const clientBalancePaths = {
  list: '/saldoFavorListar',
  /** By the client's id: the balance, zero when the client never had one. */
  show: withId('/saldoFavorMostrar'),
  refund: '/saldoFavorDevolver',
} as const;

/** Receivables (cartera, issue 28): Administración → Cuentas por cobrar. */
export const receivablePaths = {
  list: '/cuentasPorCobrarListar',
  statement: withId('/cuentasPorCobrarCliente'),
  pay: '/abonoCrear',
  annul: withId('/abonoAnular'),
  /** The receipts (recibos de caja), paged: the list of receipts of the Cuentas por cobrar screen. */
  receipts: '/abonoListar',
  installments: '/cuotasCrear',
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
} as const;

// ── Point of sale (issue 31): outlets and sales ──
export const outletPaths = {
  list: '/puntoVentaListar',
  create: '/puntoVentaCrear',
  update: withId('/puntoVentaActualizar'),
  /** Added: the products an outlet sells (the POS grid), with price, category and barcode. */
  products: withId('/puntoVentaProductos'),
  /** Added: an outlet's tables with their open orders (GET), and their list saved (POST). */
  tables: withId('/puntoVentaMesas'),
  saveTables: withId('/puntoVentaMesasGuardar'),
  /** Added: an outlet's kitchen and bar stations, the categories each prepares. */
  stations: withId('/puntoVentaEstaciones'),
  saveStations: withId('/puntoVentaEstacionesGuardar'),
} as const;

/** The restaurant's orders on tables (or rooms): comandas, transfer, merge, split. */
export const orderPaths = {
  create: '/ordenCrear',
  update: withId('/ordenActualizar'),
  sendToKitchen: withId('/ordenEnviarCocina'),
  split: withId('/ordenDividir'),
  /** Added: the open orders of an outlet (a waiter's own; with ventas.todas, everyone's). */
  list: '/ordenListar',
  show: withId('/ordenMostrar'),
  transfer: withId('/ordenTrasladar'),
  merge: withId('/ordenUnir'),
  void: withId('/ordenAnular'),
} as const;

export const salePaths = {
  create: '/ventaCrear',
  /** Added: the order priced as it is typed (taxes, total, the document it will issue); writes nothing. */
  quote: '/ventaCotizar',
  list: '/ventaListar',
  show: withId('/ventaMostrar'),
  void: withId('/ventaAnular'),
  /** Added: the tips (propinas) by register shift, outlet and seller, for their payout. */
  tips: '/ventas/propinas',
  /** Added: the occupied rooms a sale or a room-service order is charged to, with the guest. */
  rooms: '/ventaHabitaciones',
} as const;

/** Informes (issue 29): the reports and the manager's dashboard. */
export const reportPaths = {
  occupancy: '/reportes/ocupacion',
  onTheBooks: '/reportes/ocupacion/futuro',
  consolidated: '/reportes/consolidado',
  dashboard: '/dashboard',
} as const;
