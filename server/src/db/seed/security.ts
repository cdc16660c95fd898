import { type PermissionCode, permissionEntries } from '@posada/contracts';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { permisos, roles, rolPermisos } from '../schema';

export const ROOT_ROLE = 'Administrador';

/** The base roles of PRODUCT.md §3 with the codes they start with; staff may change them later. */
export const baseRoles: { nombre: string; descripcion: string; permisos: PermissionCode[] }[] = [
  {
    nombre: 'Recepción',
    descripcion: 'Rack, reservas, cuentas, ventas y clientes',
    permisos: [
      'rack.ver',
      'rack.reservar',
      'rack.mantenimiento',
      'rack.ocupar',
      'rack.desocupar',
      'rack.uso_dia',
      'reservas.ver',
      'reservas.crear',
      'reservas.editar',
      'reservas.cancelar',
      'cuentas.ver',
      'cuentas.cargar',
      'cuentas.pagar',
      // Moving a charge to another room or a company is the desk's daily work (issue 32); the
      // reversal and the discount stay a supervisor's.
      'cuentas.trasladar',
      'ventas.ver',
      'ventas.crear',
      'clientes.ver',
      'clientes.crear',
      'clientes.editar',
      'facturas.ver',
      'facturas.crear',
      'facturas.devolver',
      'empleados.ver',
      'cajas.abrir',
      'cajas.cerrar',
      'cajas.retirar',
      // The desk completes what the TRA lacks, resends it and uploads the SIRE file (issue 30).
      'reporte_huespedes.ver',
      'reporte_huespedes.enviar',
    ],
  },
  {
    nombre: 'Cajero',
    descripcion: 'Caja, ventas y pagos',
    permisos: [
      'rack.ver',
      'cajas.ver',
      'cajas.abrir',
      'cajas.cerrar',
      'cajas.retirar',
      'ventas.ver',
      'ventas.crear',
      'ventas.anular',
      // The cashier sees every table's order, settles it and undoes what the kitchen got.
      'ventas.ordenes',
      'ventas.todas',
      'cuentas.ver',
      'cuentas.pagar',
      'clientes.ver',
      'clientes.crear',
      'facturas.ver',
      'facturas.crear',
      'facturas.devolver',
      // Clients pay their credit invoices at the register (cartera).
      'facturas.cartera',
      'facturas.abonar',
      'facturas.anular_abono',
    ],
  },
  {
    nombre: 'Mesero',
    descripcion: 'Mesas, órdenes y comandas del restaurante; cobra sus mesas',
    permisos: ['ventas.ver', 'ventas.crear', 'ventas.ordenes', 'cajas.abrir', 'cajas.cerrar', 'clientes.ver'],
  },
  {
    nombre: 'Ama de llaves',
    descripcion: 'Limpieza y mantenimiento de habitaciones',
    permisos: ['rack.ver', 'rack.habilitar', 'rack.mantenimiento', 'empleados.ver'],
  },
  {
    nombre: 'Almacén',
    descripcion: 'Bodegas, productos, inventario y proveedores',
    permisos: [
      'bodegas.ver',
      'bodegas.crear',
      'bodegas.editar',
      'bodegas.eliminar',
      'productos.ver',
      'productos.crear',
      'productos.editar',
      'productos.eliminar',
      'inventario.ver',
      'inventario.ingresar',
      'inventario.ajustar',
      'inventario.anular',
      'proveedores.ver',
      'proveedores.crear',
      'proveedores.editar',
      'reportes.kardex',
    ],
  },
  {
    nombre: 'Contabilidad',
    descripcion: 'Facturación, cartera, numeración e informes',
    permisos: [
      'facturas.ver',
      'facturas.crear',
      'facturas.credito',
      'facturas.anular',
      'facturas.debito',
      'facturas.cartera',
      'facturas.abonar',
      'numeracion.ver',
      'numeracion.editar',
      'impuestos.ver',
      'medios_pago.ver',
      'cajas.ver',
      'cuentas.ver',
      'clientes.ver',
      'proveedores.ver',
      'reportes.consolidado',
      'reportes.kardex',
      'reportes.ocupacion',
      'reportes.cajas',
    ],
  },
];

/**
 * Brings the permission catalog up to date with the code and, on a database without roles, creates
 * the root role and the base roles. After that the roles are the staff's: renamed or deleted base
 * roles are not brought back, and existing roles keep whatever permissions staff gave them.
 */
export async function seedSecurity(db: Executor): Promise<void> {
  await db
    .insert(permisos)
    .values(permissionEntries.map((p) => ({ code: p.code, modulo: p.modulo, descripcion: p.descripcion })))
    .onConflictDoUpdate({
      target: permisos.code,
      set: { modulo: sql`excluded.modulo`, descripcion: sql`excluded.descripcion` },
    });
  const [existing] = await db.select({ n: count() }).from(roles);
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(roles).values({ nombre: ROOT_ROLE, descripcion: 'Acceso total', is_root: true });

  for (const base of baseRoles) {
    const [created] = await db
      .insert(roles)
      .values({ nombre: base.nombre, descripcion: base.descripcion })
      .returning({ id: roles.id });
    if (!created) throw new Error(`No se creó el rol base ${base.nombre}`);
    const ids = await db
      .select({ id: permisos.id })
      .from(permisos)
      .where(inArray(permisos.code, base.permisos));
    await db.insert(rolPermisos).values(ids.map((p) => ({ rol_id: created.id, permiso_id: p.id })));
  }
}

/** The root role (the first one, should staff have made another), for the first administrator. */
export async function rootRoleId(db: Executor): Promise<number> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.is_root, true))
    .orderBy(asc(roles.id))
    .limit(1);
  if (!role) throw new Error('Falta el rol raíz');
  return role.id;
}

export async function roleIdByName(db: Executor, nombre: string): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.nombre, nombre));
  if (!role) throw new Error(`Falta el rol base ${nombre}`);
  return role.id;
}
