import {
  type Icon,
  IconBed,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalendar,
  IconCalendarEvent,
  IconCash,
  IconChartBar,
  IconClipboardList,
  IconCoin,
  IconFileInvoice,
  IconGauge,
  IconHistory,
  IconIdBadge2,
  IconLayoutGrid,
  IconListDetails,
  IconPackage,
  IconPackageImport,
  IconPlaneArrival,
  IconReceipt2,
  IconReceiptTax,
  IconReportAnalytics,
  IconReportMoney,
  IconSettings,
  IconShieldLock,
  IconShoppingCart,
  IconSpray,
  IconTruck,
  IconUserCog,
  IconUsers,
} from '@tabler/icons-react';
import type { PermissionCheck } from '../lib/permissions';
import { findScreen } from './route-table';

/** A link to a dashboard screen; it is shown when the screen's permission is held. */
export interface MenuLink {
  kind: 'link';
  label: string;
  /** Path relative to /dashboard, a key of the route table. */
  path: string;
  icon?: Icon;
  /** Drawn under the entry before it (Calendario under Reservas). */
  nested?: boolean;
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  icon: Icon;
  children: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export interface MenuSection {
  title: string;
  entries: readonly MenuEntry[];
}

const link = (label: string, path: string, icon?: Icon, nested = false): MenuLink => ({
  kind: 'link',
  label,
  path,
  ...(icon ? { icon } : {}),
  nested,
});

const group = (label: string, icon: Icon, children: MenuLink[]): MenuGroup => ({
  kind: 'group',
  label,
  icon,
  children,
});

/** The side menu of spec §2, in its order. Soporte and Cerrar Sesión are not screens. */
export const menuSections: readonly MenuSection[] = [
  {
    title: 'Operación',
    entries: [
      link('Rack Habitaciones', 'dashboardRooms', IconLayoutGrid),
      link('Ama de llaves', 'housekeeping', IconSpray),
      link('Reservas', 'reserva', IconCalendarEvent),
      link('Calendario', 'calendar', IconCalendar, true),
      link('Detalle Cuentas', 'dashboardFacturacion', IconReceipt2),
      link('Ventas', 'dashboardSell', IconShoppingCart),
      link('Clientes', 'admin/clientes', IconUsers),
      link('Proveedores', 'supplier', IconTruck),
      link('Ingresos Inventario', 'inventory-entries', IconPackageImport),
    ],
  },
  {
    title: 'Administración',
    entries: [
      group('Habitaciones', IconBed, [
        link('Habitaciones', 'admin/rooms'),
        link('Tipos de habitación', 'typeRooms'),
        link('Tarifas', 'admin/tarifas'),
      ]),
      group('Cajas', IconCash, [
        link('Cajas', 'admin/cash-registers'),
        link('Cierres de caja', 'admin/cash-register-close'),
        link('Retiros parciales', 'admin/cash-register-partial-withdrawal'),
        link('Medios de pago', 'admin/wallets'),
      ]),
      link('Bodegas', 'bodega', IconBuildingWarehouse),
      link('Puntos de venta', 'admin/puntos-venta', IconBuildingStore),
      group('Productos', IconPackage, [link('Productos', 'products'), link('Recetas', 'admin/recipes')]),
      link('Inventario', 'inventory', IconClipboardList),
      group('Usuarios', IconUserCog, [
        link('Usuarios', 'admin/users'),
        link('Roles', 'admin/roles'),
        link('Hoteles', 'admin/hotels'),
        link('Empleados', 'employees'),
      ]),
      group('Facturación', IconFileInvoice, [
        link('Facturas', 'invoice'),
        link('Cuentas por cobrar', 'admin/installment'),
        link('Numeración interna', 'admin/internalSequence'),
        link('Resoluciones DIAN', 'admin/externalSequence'),
      ]),
      link('Impuestos', 'admin/taxes', IconReceiptTax),
      link('Configuraciones', 'admin/configurations', IconSettings),
      link('Permisos', 'admin/permissions', IconShieldLock),
      link('Auditoría', 'admin/auditoria', IconHistory),
    ],
  },
  {
    title: 'Informes',
    entries: [
      link('Tablero', 'tablero', IconGauge),
      link('Consolidado', 'admin/reports', IconReportAnalytics),
      link('Kardex', 'admin/reports/kardex', IconListDetails),
      link('Reporte de Ocupación', 'admin/reports/occupancy', IconChartBar),
      link('Reporte de Cajas', 'admin/reports/cash', IconReportMoney),
      link('Propinas por turno', 'admin/reports/tips', IconCoin),
      link('TRA pendientes', 'admin/reports/tra', IconIdBadge2),
      link('SIRE', 'admin/reports/sire', IconPlaneArrival),
    ],
  },
];

/** A link is shown when its screen exists and its permission is held (fails closed). */
function canOpen(entry: MenuLink, can: PermissionCheck): boolean {
  const screen = findScreen(entry.path);
  return screen !== undefined && can(screen.permissions);
}

/** The menu the user may see: hidden links dropped, empty groups and sections dropped. */
export function visibleMenu(sections: readonly MenuSection[], can: PermissionCheck): MenuSection[] {
  return sections
    .map((section) => ({
      title: section.title,
      entries: section.entries.flatMap((entry): MenuEntry[] => {
        if (entry.kind === 'link') return canOpen(entry, can) ? [entry] : [];
        const children = entry.children.filter((child) => canOpen(child, can));
        return children.length > 0 ? [{ ...entry, children }] : [];
      }),
    }))
    .filter((section) => section.entries.length > 0);
}
