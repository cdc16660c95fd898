import type { TProductOption, TStockReport } from '@posada/contracts';

/** Test data shared by the inventory screens' and exports' tests. */
export const stockRow = (over: Partial<TStockReport['data'][number]> = {}): TStockReport['data'][number] => ({
  bodega_id: 1,
  bodega: 'Bodega principal',
  producto_id: 7,
  codigo: 'AGUA',
  nombre: 'Agua 600 ml',
  medida: 'Unidad',
  categoria: 'Minibar',
  cantidad: '24.000',
  costo_promedio: '1850.5000',
  valor: '44412.00',
  stock_minimo: '30.000',
  bajo_minimo: true,
  ...over,
});

export const productOption = (over: Partial<TProductOption> = {}): TProductOption => ({
  id: 7,
  codigo: 'AGUA',
  nombre: 'Agua 600 ml',
  tipo: 'producto',
  medida: 'Unidad',
  precio_venta: '4500.00',
  precio_incluye_impuestos: true,
  venta_pos: true,
  costo: '1800.00',
  estado: true,
  impuestos: [],
  ...over,
});
