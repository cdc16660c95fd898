import type { PermissionCode } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { userCan } from '../lib/permissions';
import { makeUser } from '../test/factories';
import { type MenuSection, menuSections, visibleMenu } from './menu';
import { findScreen } from './route-table';

function labels(sections: MenuSection[]): string[] {
  return sections.flatMap((s) => [
    s.title,
    ...s.entries.flatMap((e) =>
      e.kind === 'link' ? [e.label] : [e.label, ...e.children.map((c) => `${e.label}/${c.label}`)],
    ),
  ]);
}

const menuFor = (codes: PermissionCode[], root = false) =>
  visibleMenu(menuSections, (required) => userCan(makeUser(codes, { root }), required));

describe('menu definition', () => {
  it('points every link at a screen of the route table', () => {
    const paths = menuSections.flatMap((s) =>
      s.entries.flatMap((e) => (e.kind === 'link' ? [e.path] : e.children.map((c) => c.path))),
    );
    for (const path of paths) expect(findScreen(path), path).toBeDefined();
  });

  it('keeps the sections of the specification in order for a root user', () => {
    const menu = menuFor([], true);
    expect(menu.map((s) => s.title)).toEqual(['Operación', 'Administración', 'Informes']);
    expect(menu[0]?.entries.map((e) => e.label)).toEqual([
      'Rack Habitaciones',
      'Ama de llaves',
      'Reservas',
      'Calendario',
      'Detalle Cuentas',
      'Ventas',
      'Clientes',
      'Proveedores',
      'Ingresos Inventario',
    ]);
    expect(menu[1]?.entries.map((e) => e.label)).toEqual([
      'Habitaciones',
      'Cajas',
      'Bodegas',
      'Puntos de venta',
      'Productos',
      'Inventario',
      'Usuarios',
      'Facturación',
      'Impuestos',
      'Configuraciones',
      'Permisos',
      'Auditoría',
    ]);
    expect(menu[2]?.entries.map((e) => e.label)).toEqual([
      'Tablero',
      'Consolidado',
      'Kardex',
      'Reporte de Ocupación',
      'Reporte de Cajas',
      'Propinas por turno',
      'TRA pendientes',
      'SIRE',
    ]);
  });
});

describe('visibleMenu', () => {
  it('shows nothing to a user without permissions', () => {
    expect(menuFor([])).toEqual([]);
  });

  it('keeps only the permitted links and drops empty sections', () => {
    expect(labels(menuFor(['rack.ver', 'reportes.kardex']))).toEqual([
      'Operación',
      'Rack Habitaciones',
      'Informes',
      'Kardex',
    ]);
  });

  it('keeps a group with only its permitted children', () => {
    expect(labels(menuFor(['medios_pago.ver']))).toEqual(['Administración', 'Cajas', 'Cajas/Medios de pago']);
  });

  it('shows the guest reports (TRA, SIRE) only with a reporte_huespedes permission', () => {
    expect(labels(menuFor(['rack.ver', 'reportes.ocupacion']))).not.toContain('SIRE');
    expect(labels(menuFor(['reporte_huespedes.ver']))).toEqual(['Informes', 'TRA pendientes', 'SIRE']);
    expect(labels(menuFor(['reporte_huespedes.enviar']))).toEqual(['Informes', 'TRA pendientes', 'SIRE']);
  });

  it('opens Ingresos Inventario with either inventory code', () => {
    expect(labels(menuFor(['inventario.ingresar']))).toEqual(['Operación', 'Ingresos Inventario']);
    expect(labels(menuFor(['inventario.ver']))).toEqual([
      'Operación',
      'Ingresos Inventario',
      'Administración',
      'Inventario',
    ]);
  });
});
