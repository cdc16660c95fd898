/** API paths: warehouses, products and the stock documents. */
import { withId } from './with-id';

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
