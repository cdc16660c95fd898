import type { PermissionCode } from '@posada/contracts';
import type { ReactNode } from 'react';

/**
 * Every screen under /dashboard (spec §2), as data: the path relative to /dashboard, the
 * screen's Spanish title, the permission codes that open it (any of them), and its element.
 * A screen without an element shows the shared "En construcción" panel; a later issue builds
 * the screen by setting `element` here.
 */
export interface ScreenRoute {
  path: string;
  title: string;
  permissions: readonly PermissionCode[];
  element?: ReactNode;
}

export const DASHBOARD = '/dashboard';
export const LOGIN_PATH = '/auth/login';
export const NOT_FOUND_PATH = '/notfound';
export const HOME_SCREEN = 'dashboardRooms';
export const HOME_PATH = `${DASHBOARD}/${HOME_SCREEN}`;

export const screenRoutes: readonly ScreenRoute[] = [
  { path: 'admin/users', title: 'Usuarios', permissions: ['usuarios.ver'] },
  { path: 'admin/hotels', title: 'Hoteles', permissions: ['hoteles.ver'] },
  { path: 'admin/roles', title: 'Roles', permissions: ['roles.ver'] },
  { path: 'admin/permissions', title: 'Permisos', permissions: ['roles.ver'] },
  { path: 'admin/wallets', title: 'Medios de pago', permissions: ['medios_pago.ver'] },
  { path: 'products', title: 'Productos', permissions: ['productos.ver'] },
  { path: 'inventory', title: 'Inventario', permissions: ['inventario.ver'] },
  {
    path: 'inventory-entries',
    title: 'Ingresos Inventario',
    permissions: ['inventario.ingresar', 'inventario.ver'],
  },
  { path: 'bodega', title: 'Bodegas', permissions: ['bodegas.ver'] },
  { path: 'typeRooms', title: 'Tipos de habitación', permissions: ['habitaciones.ver'] },
  { path: 'admin/internalSequence', title: 'Numeración interna', permissions: ['numeracion.ver'] },
  { path: 'admin/externalSequence', title: 'Resoluciones DIAN', permissions: ['numeracion.ver'] },
  { path: 'admin/rooms', title: 'Habitaciones', permissions: ['habitaciones.ver'] },
  { path: 'dashboardRooms', title: 'Rack Habitaciones', permissions: ['rack.ver'] },
  { path: 'calendar', title: 'Calendario', permissions: ['reservas.ver'] },
  { path: 'reserva', title: 'Reservas', permissions: ['reservas.ver'] },
  { path: 'admin/recipes', title: 'Recetas', permissions: ['productos.ver'] },
  { path: 'admin/tarifas', title: 'Tarifas', permissions: ['habitaciones.ver'] },
  { path: 'admin/clientes', title: 'Clientes', permissions: ['clientes.ver'] },
  { path: 'dashboardSell', title: 'Ventas', permissions: ['ventas.ver'] },
  { path: 'invoice', title: 'Facturas', permissions: ['facturas.ver'] },
  { path: 'employees', title: 'Empleados', permissions: ['empleados.ver'] },
  { path: 'admin/installment', title: 'Cuentas por cobrar', permissions: ['facturas.cartera'] },
  { path: 'admin/taxes', title: 'Impuestos', permissions: ['impuestos.ver'] },
  { path: 'admin/configurations', title: 'Configuraciones', permissions: ['configuraciones.ver'] },
  { path: 'admin/cash-register-close', title: 'Cierres de caja', permissions: ['cajas.ver'] },
  {
    path: 'admin/cash-register-partial-withdrawal',
    title: 'Retiros parciales',
    permissions: ['cajas.ver'],
  },
  { path: 'admin/reports', title: 'Consolidado', permissions: ['reportes.consolidado'] },
  {
    path: 'admin/reports/occupancy',
    title: 'Reporte de Ocupación',
    permissions: ['reportes.ocupacion'],
  },
  { path: 'supplier', title: 'Proveedores', permissions: ['proveedores.ver'] },
  // Linked from the menu in the specification; they exist as routes here.
  { path: 'dashboardFacturacion', title: 'Detalle Cuentas', permissions: ['cuentas.ver'] },
  { path: 'admin/reports/kardex', title: 'Kardex', permissions: ['reportes.kardex'] },
  { path: 'admin/reports/cash', title: 'Reporte de Cajas', permissions: ['reportes.cajas'] },
];

const byPath = new Map(screenRoutes.map((route) => [route.path, route]));

export function findScreen(path: string): ScreenRoute | undefined {
  return byPath.get(path);
}

export function screenUrl(path: string): string {
  return `${DASHBOARD}/${path}`;
}
