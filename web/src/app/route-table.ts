import type { PermissionCode } from '@posada/contracts';
import { type ComponentType, createElement, type ReactNode } from 'react';
import { RackPage } from '../features/rooms/rack-page';
import { lazyNamed } from '../lib/lazy-named';
import { DASHBOARD } from './paths';

/**
 * Every screen under /dashboard (spec §2), as data: the path relative to /dashboard, the
 * screen's Spanish title, the permission codes that open it (any of them), and its element.
 * Every screen of the specification is built (the last three, Ventas, Cuentas por cobrar and the
 * reports, with issues 31, 28 and 29).
 */
export interface ScreenRoute {
  path: string;
  title: string;
  permissions: readonly PermissionCode[];
  element: ReactNode;
}

/**
 * A screen loaded when first opened, so the home screen (the rack, kept eager) does not wait for
 * the code of every other screen. The layout shows a loader meanwhile (Suspense).
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactNode {
  return createElement(lazyNamed(load, name));
}

export const screenRoutes: readonly ScreenRoute[] = [
  {
    path: 'admin/users',
    title: 'Usuarios',
    permissions: ['usuarios.ver'],
    element: lazyPage(() => import('../features/users/users-page'), 'UsersPage'),
  },
  {
    path: 'admin/hotels',
    title: 'Hoteles',
    permissions: ['hoteles.ver'],
    element: lazyPage(() => import('../features/hotels/hotels-page'), 'HotelsPage'),
  },
  {
    path: 'admin/roles',
    title: 'Roles',
    permissions: ['roles.ver'],
    element: lazyPage(() => import('../features/roles/roles-page'), 'RolesPage'),
  },
  {
    path: 'admin/permissions',
    title: 'Permisos',
    permissions: ['roles.ver'],
    element: lazyPage(() => import('../features/roles/permissions-page'), 'PermissionsPage'),
  },
  {
    path: 'admin/wallets',
    title: 'Medios de pago',
    permissions: ['medios_pago.ver'],
    element: lazyPage(() => import('../features/payment-methods/payment-methods-page'), 'PaymentMethodsPage'),
  },
  {
    path: 'products',
    title: 'Productos',
    permissions: ['productos.ver'],
    element: lazyPage(() => import('../features/inventory/products-page'), 'ProductsPage'),
  },
  {
    path: 'inventory',
    title: 'Inventario',
    permissions: ['inventario.ver'],
    element: lazyPage(() => import('../features/inventory/stock-page'), 'StockPage'),
  },
  {
    path: 'inventory-entries',
    title: 'Ingresos Inventario',
    permissions: ['inventario.ingresar', 'inventario.ver'],
    element: lazyPage(() => import('../features/inventory/entries-page'), 'EntriesPage'),
  },
  {
    path: 'bodega',
    title: 'Bodegas',
    permissions: ['bodegas.ver'],
    element: lazyPage(() => import('../features/inventory/warehouses-page'), 'WarehousesPage'),
  },
  {
    path: 'typeRooms',
    title: 'Tipos de habitación',
    permissions: ['habitaciones.ver'],
    element: lazyPage(() => import('../features/room-admin/room-types-page'), 'RoomTypesPage'),
  },
  {
    path: 'admin/internalSequence',
    title: 'Numeración interna',
    permissions: ['numeracion.ver'],
    element: lazyPage(() => import('../features/numbering/internal-sequences-page'), 'InternalSequencesPage'),
  },
  {
    path: 'admin/externalSequence',
    title: 'Resoluciones DIAN',
    permissions: ['numeracion.ver'],
    element: lazyPage(() => import('../features/numbering/external-sequences-page'), 'ExternalSequencesPage'),
  },
  {
    path: 'admin/rooms',
    title: 'Habitaciones',
    permissions: ['habitaciones.ver'],
    element: lazyPage(() => import('../features/room-admin/rooms-page'), 'RoomsPage'),
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
    element: lazyPage(() => import('../features/housekeeping/housekeeping-page'), 'HousekeepingPage'),
  },
  {
    path: 'calendar',
    title: 'Calendario',
    permissions: ['reservas.ver'],
    element: lazyPage(() => import('../features/calendar/calendar-page'), 'CalendarPage'),
  },
  {
    path: 'reserva',
    title: 'Reservas',
    permissions: ['reservas.ver'],
    element: lazyPage(() => import('../features/reservations/reservations-page'), 'ReservationsPage'),
  },
  // The booking form and a booking's detail, reached from Reservas (and the calendar).
  {
    path: 'reserva/nueva',
    title: 'Nueva reserva',
    permissions: ['reservas.crear'],
    element: lazyPage(() => import('../features/reservations/booking-form-page'), 'NewReservationPage'),
  },
  {
    path: 'reserva/:id',
    title: 'Reserva',
    permissions: ['reservas.ver'],
    element: lazyPage(() => import('../features/reservations/reservation-page'), 'ReservationPage'),
  },
  {
    path: 'admin/recipes',
    title: 'Recetas',
    permissions: ['productos.ver'],
    element: lazyPage(() => import('../features/inventory/recipes-page'), 'RecipesPage'),
  },
  {
    path: 'admin/tarifas',
    title: 'Tarifas',
    permissions: ['habitaciones.ver'],
    element: lazyPage(() => import('../features/room-admin/rates-page'), 'RatesPage'),
  },
  {
    path: 'admin/clientes',
    title: 'Clientes',
    permissions: ['clientes.ver'],
    element: lazyPage(() => import('../features/clients/clients-page'), 'ClientsPage'),
  },
  {
    path: 'admin/puntos-venta',
    title: 'Puntos de venta',
    permissions: ['ventas.puntos'],
    element: lazyPage(() => import('../features/sales/outlets-page'), 'OutletsPage'),
  },
  {
    path: 'dashboardSell',
    title: 'Ventas',
    permissions: ['ventas.ver'],
    element: lazyPage(() => import('../features/sales/sales-page'), 'SalesPage'),
  },
  {
    path: 'invoice',
    title: 'Facturas',
    permissions: ['facturas.ver'],
    element: lazyPage(() => import('../features/invoices/invoices-page'), 'InvoicesPage'),
  },
  {
    path: 'employees',
    title: 'Empleados',
    permissions: ['empleados.ver'],
    element: lazyPage(() => import('../features/employees/employees-page'), 'EmployeesPage'),
  },
  {
    path: 'admin/installment',
    title: 'Cuentas por cobrar',
    permissions: ['facturas.cartera'],
    element: lazyPage(() => import('../features/receivables/receivables-page'), 'ReceivablesPage'),
  },
  {
    path: 'admin/taxes',
    title: 'Impuestos',
    permissions: ['impuestos.ver'],
    element: lazyPage(() => import('../features/catalogs/taxes-page'), 'TaxesPage'),
  },
  {
    path: 'admin/configurations',
    title: 'Configuraciones',
    permissions: ['configuraciones.ver'],
    element: lazyPage(() => import('../features/configurations/configurations-page'), 'ConfigurationsPage'),
  },
  {
    path: 'admin/cash-registers',
    title: 'Cajas',
    permissions: ['cajas.ver', 'cajas.crear', 'cajas.editar', 'cajas.eliminar'],
    element: lazyPage(() => import('../features/cash-registers/registers-page'), 'RegistersPage'),
  },
  {
    path: 'admin/cash-register-close',
    title: 'Cierres de caja',
    permissions: ['cajas.ver'],
    element: lazyPage(() => import('../features/cash-registers/closings-page'), 'ClosingsPage'),
  },
  {
    path: 'admin/cash-register-partial-withdrawal',
    title: 'Retiros parciales',
    permissions: ['cajas.ver'],
    element: lazyPage(() => import('../features/cash-registers/withdrawals-page'), 'WithdrawalsPage'),
  },
  {
    path: 'admin/auditoria',
    title: 'Auditoría',
    permissions: ['auditoria.ver'],
    element: lazyPage(() => import('../features/audit-log/audit-log-page'), 'AuditLogPage'),
  },
  {
    path: 'tablero',
    title: 'Tablero',
    permissions: ['reportes.tablero'],
    element: lazyPage(() => import('../features/reports/manager-dashboard-page'), 'ManagerDashboardPage'),
  },
  {
    path: 'admin/reports',
    title: 'Consolidado',
    permissions: ['reportes.consolidado'],
    element: lazyPage(() => import('../features/reports/consolidated-page'), 'ConsolidatedPage'),
  },
  {
    path: 'admin/reports/occupancy',
    title: 'Reporte de Ocupación',
    permissions: ['reportes.ocupacion'],
    element: lazyPage(() => import('../features/reports/occupancy-page'), 'OccupancyPage'),
  },
  {
    path: 'admin/reports/tra',
    title: 'TRA pendientes',
    permissions: ['reporte_huespedes.ver', 'reporte_huespedes.enviar'],
    element: lazyPage(() => import('../features/guest-reporting/tra-pending-page'), 'TraPendingPage'),
  },
  {
    path: 'admin/reports/sire',
    title: 'SIRE',
    permissions: ['reporte_huespedes.ver', 'reporte_huespedes.enviar'],
    element: lazyPage(() => import('../features/guest-reporting/sire-page'), 'SirePage'),
  },
  {
    path: 'supplier',
    title: 'Proveedores',
    permissions: ['proveedores.ver'],
    element: lazyPage(() => import('../features/suppliers/suppliers-page'), 'SuppliersPage'),
  },
  // Linked from the menu in the specification; they exist as routes here.
  {
    path: 'dashboardFacturacion',
    title: 'Detalle Cuentas',
    permissions: ['cuentas.ver'],
    element: lazyPage(() => import('../features/accounts/accounts-page'), 'AccountsPage'),
  },
  {
    path: 'admin/reports/kardex',
    title: 'Kardex',
    permissions: ['reportes.kardex'],
    element: lazyPage(() => import('../features/inventory/kardex-page'), 'KardexPage'),
  },
  {
    path: 'admin/reports/cash',
    title: 'Reporte de Cajas',
    permissions: ['reportes.cajas'],
    element: lazyPage(() => import('../features/cash-registers/cash-report-page'), 'CashReportPage'),
  },
  {
    path: 'admin/reports/tips',
    title: 'Propinas por turno',
    permissions: ['reportes.cajas'],
    element: lazyPage(() => import('../features/reports/tips-page'), 'TipsPage'),
  },
  // Reached from Soporte; every logged-in user may open it.
  {
    path: 'capacitaciones',
    title: 'Capacitaciones',
    permissions: [],
    element: lazyPage(() => import('../features/configurations/trainings-page'), 'TrainingsPage'),
  },
];

const byPath = new Map(screenRoutes.map((route) => [route.path, route]));

export function findScreen(path: string): ScreenRoute | undefined {
  return byPath.get(path);
}

export function screenUrl(path: string): string {
  return `${DASHBOARD}/${path}`;
}
