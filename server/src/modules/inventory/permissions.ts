import type { PermissionCode } from '@posada/contracts';

/**
 * Who reads stock and the selects of the inventory forms: the storekeeper's codes, the kardex
 * report, and the sales and accounts that will take stock out.
 */
export const stockReaders: PermissionCode[] = [
  'inventario.ver',
  'inventario.ingresar',
  'inventario.ajustar',
  'reportes.kardex',
  'ventas.crear',
  'cuentas.cargar',
];
