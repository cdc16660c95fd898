/** API paths: the points of sale: outlets, table orders and sales. */
import { withId } from './with-id';

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

/**
 * The body with which the point of sale lists the hotel's active outlets: one call, from the
 * screen and from the page's entry, which asks it early (web/src/early.ts); the same body makes
 * it the same call.
 */
export const activeOutletsQuery = { estado: true, per_page: 200 } as const;

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
  /** Added: the sale's 80 mm ticket as a PDF. */
  pdf: withId('/ventaPdf'),
  /** Added: DIAN's QR of an electronic tiquete POS (its consultation URL with the CUDE), as SVG. */
  qr: withId('/ventaQr'),
} as const;
