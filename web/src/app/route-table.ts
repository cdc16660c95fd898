import type { PermissionCode } from '@posada/contracts';
import { createElement, type ReactNode } from 'react';
import { CashReportPage } from '../features/cash-registers/cash-report-page';
import { ClosingsPage } from '../features/cash-registers/closings-page';
import { RegistersPage } from '../features/cash-registers/registers-page';
import { WithdrawalsPage } from '../features/cash-registers/withdrawals-page';
import { TaxesPage } from '../features/catalogs/taxes-page';
import { ClientsPage } from '../features/clients/clients-page';
import { ConfigurationsPage } from '../features/configurations/configurations-page';
import { TrainingsPage } from '../features/configurations/trainings-page';
import { EmployeesPage } from '../features/employees/employees-page';
import { HotelsPage } from '../features/hotels/hotels-page';
import { HousekeepingPage } from '../features/housekeeping/housekeeping-page';
import { ExternalSequencesPage } from '../features/numbering/external-sequences-page';
import { InternalSequencesPage } from '../features/numbering/internal-sequences-page';
import { PaymentMethodsPage } from '../features/payment-methods/payment-methods-page';
import { PermissionsPage } from '../features/roles/permissions-page';
import { RolesPage } from '../features/roles/roles-page';
import { RatesPage } from '../features/room-admin/rates-page';
import { RoomTypesPage } from '../features/room-admin/room-types-page';
import { RoomsPage } from '../features/room-admin/rooms-page';
import { RackPage } from '../features/rooms/rack-page';
import { SuppliersPage } from '../features/suppliers/suppliers-page';
import { UsersPage } from '../features/users/users-page';

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
  {
    path: 'admin/users',
    title: 'Usuarios',
    permissions: ['usuarios.ver'],
    element: createElement(UsersPage),
  },
  {
    path: 'admin/hotels',
    title: 'Hoteles',
    permissions: ['hoteles.ver'],
    element: createElement(HotelsPage),
  },
  { path: 'admin/roles', title: 'Roles', permissions: ['roles.ver'], element: createElement(RolesPage) },
  {
    path: 'admin/permissions',
    title: 'Permisos',
    permissions: ['roles.ver'],
    element: createElement(PermissionsPage),
  },
  {
    path: 'admin/wallets',
    title: 'Medios de pago',
    permissions: ['medios_pago.ver'],
    element: createElement(PaymentMethodsPage),
  },
  { path: 'products', title: 'Productos', permissions: ['productos.ver'] },
  { path: 'inventory', title: 'Inventario', permissions: ['inventario.ver'] },
  {
    path: 'inventory-entries',
    title: 'Ingresos Inventario',
    permissions: ['inventario.ingresar', 'inventario.ver'],
  },
  { path: 'bodega', title: 'Bodegas', permissions: ['bodegas.ver'] },
  {
    path: 'typeRooms',
    title: 'Tipos de habitación',
    permissions: ['habitaciones.ver'],
    element: createElement(RoomTypesPage),
  },
  {
    path: 'admin/internalSequence',
    title: 'Numeración interna',
    permissions: ['numeracion.ver'],
    element: createElement(InternalSequencesPage),
  },
  {
    path: 'admin/externalSequence',
    title: 'Resoluciones DIAN',
    permissions: ['numeracion.ver'],
    element: createElement(ExternalSequencesPage),
  },
  {
    path: 'admin/rooms',
    title: 'Habitaciones',
    permissions: ['habitaciones.ver'],
    element: createElement(RoomsPage),
  },
  {
    path: 'dashboardRooms',
    title: 'Rack Habitaciones',
    permissions: ['rack.ver'],
    element: createElement(RackPage),
  },
  {
    path: 'housekeeping',
    title: 'Ama de llaves',
    permissions: ['rack.habilitar'],
    element: createElement(HousekeepingPage),
  },
  { path: 'calendar', title: 'Calendario', permissions: ['reservas.ver'] },
  { path: 'reserva', title: 'Reservas', permissions: ['reservas.ver'] },
  { path: 'admin/recipes', title: 'Recetas', permissions: ['productos.ver'] },
  {
    path: 'admin/tarifas',
    title: 'Tarifas',
    permissions: ['habitaciones.ver'],
    element: createElement(RatesPage),
  },
  {
    path: 'admin/clientes',
    title: 'Clientes',
    permissions: ['clientes.ver'],
    element: createElement(ClientsPage),
  },
  { path: 'dashboardSell', title: 'Ventas', permissions: ['ventas.ver'] },
  { path: 'invoice', title: 'Facturas', permissions: ['facturas.ver'] },
  {
    path: 'employees',
    title: 'Empleados',
    permissions: ['empleados.ver'],
    element: createElement(EmployeesPage),
  },
  { path: 'admin/installment', title: 'Cuentas por cobrar', permissions: ['facturas.cartera'] },
  {
    path: 'admin/taxes',
    title: 'Impuestos',
    permissions: ['impuestos.ver'],
    element: createElement(TaxesPage),
  },
  {
    path: 'admin/configurations',
    title: 'Configuraciones',
    permissions: ['configuraciones.ver'],
    element: createElement(ConfigurationsPage),
  },
  {
    path: 'admin/cash-registers',
    title: 'Cajas',
    permissions: ['cajas.ver', 'cajas.crear', 'cajas.editar', 'cajas.eliminar'],
    element: createElement(RegistersPage),
  },
  {
    path: 'admin/cash-register-close',
    title: 'Cierres de caja',
    permissions: ['cajas.ver'],
    element: createElement(ClosingsPage),
  },
  {
    path: 'admin/cash-register-partial-withdrawal',
    title: 'Retiros parciales',
    permissions: ['cajas.ver'],
    element: createElement(WithdrawalsPage),
  },
  { path: 'admin/reports', title: 'Consolidado', permissions: ['reportes.consolidado'] },
  {
    path: 'admin/reports/occupancy',
    title: 'Reporte de Ocupación',
    permissions: ['reportes.ocupacion'],
  },
  {
    path: 'supplier',
    title: 'Proveedores',
    permissions: ['proveedores.ver'],
    element: createElement(SuppliersPage),
  },
  // Linked from the menu in the specification; they exist as routes here.
  { path: 'dashboardFacturacion', title: 'Detalle Cuentas', permissions: ['cuentas.ver'] },
  { path: 'admin/reports/kardex', title: 'Kardex', permissions: ['reportes.kardex'] },
  {
    path: 'admin/reports/cash',
    title: 'Reporte de Cajas',
    permissions: ['reportes.cajas'],
    element: createElement(CashReportPage),
  },
  // Reached from Soporte; every logged-in user may open it.
  { path: 'capacitaciones', title: 'Capacitaciones', permissions: [], element: createElement(TrainingsPage) },
];

const byPath = new Map(screenRoutes.map((route) => [route.path, route]));

export function findScreen(path: string): ScreenRoute | undefined {
  return byPath.get(path);
}

export function screenUrl(path: string): string {
  return `${DASHBOARD}/${path}`;
}
