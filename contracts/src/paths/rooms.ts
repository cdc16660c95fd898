/** API paths: room types, rooms and rates, the rack and stays, bookings, live updates and guest accounts. */
import { withId } from './with-id';

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
