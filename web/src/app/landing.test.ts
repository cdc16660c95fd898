import type { PermissionCode } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { userCan } from '../lib/permissions';
import { makeUser } from '../test/factories';
import { landingScreen } from './landing';

const landingOf = (codes: PermissionCode[], root = false) =>
  landingScreen((required) => userCan(makeUser(codes, { root }), required));

// The seeded roles' codes that decide where they land (server/src/db/seed/security.ts).
const almacen: PermissionCode[] = ['bodegas.ver', 'productos.ver', 'inventario.ver', 'proveedores.ver'];
const contabilidad: PermissionCode[] = ['facturas.ver', 'cuentas.ver', 'clientes.ver', 'reportes.cajas'];

describe('the landing screen', () => {
  it('is the rack for those who may see it, the first entry of the menu', () => {
    expect(landingOf([], true)).toBe('dashboardRooms');
    expect(landingOf(['rack.ver', 'rack.habilitar'])).toBe('dashboardRooms');
  });

  it('is the first screen of the menu the user may open, in menu order', () => {
    expect(landingOf(almacen)).toBe('supplier');
    expect(landingOf(['reportes.cajas', 'usuarios.ver'])).toBe('admin/users');
    expect(landingOf(['reportes.cajas'])).toBe('admin/reports/cash');
    // A manager's role (the dashboard and the reports, not the rack) lands on the Tablero.
    expect(landingOf(['reportes.tablero', 'reportes.consolidado', 'reportes.ocupacion'])).toBe('tablero');
  });

  it('follows the menu among built screens', () => {
    // Consolidado (issue 29) comes before Kardex in the menu.
    expect(landingOf(['reportes.consolidado', 'reportes.kardex'])).toBe('admin/reports');
    expect(landingOf(['reportes.kardex'])).toBe('admin/reports/kardex');
    // Ventas is built (issue 31).
    expect(landingOf(['ventas.ver', 'clientes.ver'])).toBe('dashboardSell');
    // Detalle Cuentas is built (issue 14): accounting lands on it.
    expect(landingOf(contabilidad)).toBe('dashboardFacturacion');
  });

  it('is Capacitaciones, open to everyone, for a user with no screen of the menu', () => {
    expect(landingOf([])).toBe('capacitaciones');
  });
});
