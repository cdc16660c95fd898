/**
 * The permission catalog: every code the server checks and the web hides behind.
 * Codes are `modulo.accion`. The server seeds this catalog into `permisos` at start-up,
 * so adding an action here is all it takes to make it assignable to roles.
 */
export const permissionCatalog = {
  rack: {
    label: 'Rack de habitaciones',
    actions: {
      ver: 'Ver el rack de habitaciones',
      reservar: 'Reservar y anular reservas de habitación',
      mantenimiento: 'Poner y quitar habitaciones en mantenimiento',
      ocupar: 'Ocupar habitaciones (walk-in) y hacer check-in',
      desocupar: 'Desocupar habitaciones (check-out)',
      habilitar: 'Habilitar habitaciones después de la limpieza',
      ocupar_sucia: 'Ocupar o hacer check-in en una habitación sucia',
      uso_dia: 'Cobrar el uso del día al desocupar el mismo día de la llegada',
    },
  },
  reservas: {
    label: 'Reservas',
    actions: {
      ver: 'Ver reservas y calendario',
      crear: 'Crear reservas',
      editar: 'Modificar reservas',
      cancelar: 'Cancelar reservas y marcar no-show',
      sobreventa: 'Forzar sobreventa (overbooking)',
    },
  },
  cuentas: {
    label: 'Detalle de cuentas',
    actions: {
      ver: 'Ver cuentas de habitaciones',
      cargar: 'Cargar consumos a cuentas',
      pagar: 'Registrar pagos en cuentas',
      reversar: 'Reversar movimientos de cuentas',
      trasladar: 'Trasladar cargos entre cuentas',
      descuento: 'Conceder descuentos sobre cuentas y en las líneas de un cargo',
      precio: 'Cobrar un precio distinto al de lista (cargos y ventas)',
    },
  },
  ventas: {
    label: 'Ventas',
    actions: {
      ver: 'Ver ventas',
      crear: 'Vender productos y servicios',
      anular: 'Anular ventas (devuelve existencias y dinero)',
      puntos: 'Crear y modificar los puntos de venta, sus mesas y estaciones',
      ordenes: 'Tomar órdenes en las mesas y enviarlas a cocina',
      todas: 'Ver y manejar las órdenes de todos los meseros',
    },
  },
  facturas: {
    label: 'Facturación',
    actions: {
      ver: 'Ver facturas',
      crear: 'Facturar cuentas',
      credito: 'Facturar a crédito (saldo a la cuenta de una empresa)',
      sobrecupo: 'Facturar a crédito sin crédito aprobado o por encima del cupo (queda en la auditoría)',
      anular: 'Anular facturas con nota crédito',
      debito: 'Emitir notas débito sobre facturas',
      cartera: 'Ver cuentas por cobrar',
      abonar: 'Registrar abonos a cuentas por cobrar',
      anular_abono: 'Anular abonos de cartera (el dinero sale de la caja)',
      devolver: 'Devolver por caja saldos a favor de clientes (notas crédito)',
    },
  },
  numeracion: {
    label: 'Numeración',
    actions: { ver: 'Ver numeraciones', editar: 'Crear y modificar numeraciones' },
  },
  clientes: {
    label: 'Clientes',
    actions: {
      ver: 'Ver clientes',
      crear: 'Crear clientes',
      editar: 'Modificar clientes',
      eliminar: 'Eliminar o desactivar clientes',
    },
  },
  proveedores: {
    label: 'Proveedores',
    actions: {
      ver: 'Ver proveedores',
      crear: 'Crear proveedores',
      editar: 'Modificar proveedores',
      eliminar: 'Eliminar o desactivar proveedores',
    },
  },
  empleados: {
    label: 'Empleados',
    actions: {
      ver: 'Ver empleados',
      crear: 'Crear empleados',
      editar: 'Modificar empleados',
      eliminar: 'Eliminar o desactivar empleados',
    },
  },
  habitaciones: {
    label: 'Habitaciones, tipos y tarifas',
    actions: {
      ver: 'Ver habitaciones, tipos y tarifas',
      crear: 'Crear habitaciones, tipos y tarifas',
      editar: 'Modificar habitaciones, tipos y tarifas',
      eliminar: 'Eliminar o desactivar habitaciones, tipos y tarifas',
    },
  },
  cajas: {
    label: 'Cajas',
    actions: {
      ver: 'Ver cajas, cierres y retiros',
      crear: 'Crear cajas',
      editar: 'Modificar cajas',
      eliminar: 'Eliminar o desactivar cajas',
      abrir: 'Abrir caja',
      cerrar: 'Cerrar caja',
      retirar: 'Hacer retiros parciales',
    },
  },
  medios_pago: {
    label: 'Medios de pago',
    actions: {
      ver: 'Ver medios de pago',
      editar: 'Crear y modificar medios de pago',
    },
  },
  bodegas: {
    label: 'Bodegas',
    actions: {
      ver: 'Ver bodegas',
      crear: 'Crear bodegas',
      editar: 'Modificar bodegas',
      eliminar: 'Eliminar o desactivar bodegas',
    },
  },
  productos: {
    label: 'Productos y recetas',
    actions: {
      ver: 'Ver productos y recetas',
      crear: 'Crear productos y recetas',
      editar: 'Modificar productos y recetas',
      eliminar: 'Eliminar o desactivar productos y recetas',
    },
  },
  inventario: {
    label: 'Inventario',
    actions: {
      ver: 'Ver inventario y existencias',
      ingresar: 'Registrar ingresos de inventario',
      ajustar: 'Registrar traslados, conteos físicos y consumos internos',
      anular: 'Anular ingresos de inventario',
    },
  },
  usuarios: {
    label: 'Usuarios',
    actions: {
      ver: 'Ver usuarios',
      crear: 'Crear usuarios',
      editar: 'Modificar usuarios, sus hoteles y su tema',
      eliminar: 'Eliminar o desactivar usuarios',
    },
  },
  roles: {
    label: 'Roles y permisos',
    actions: {
      ver: 'Ver roles y permisos',
      crear: 'Crear roles',
      editar: 'Modificar roles y asignar permisos',
      eliminar: 'Eliminar roles',
    },
  },
  hoteles: {
    label: 'Hoteles',
    actions: {
      ver: 'Ver hoteles',
      crear: 'Crear hoteles',
      editar: 'Modificar hoteles',
      eliminar: 'Eliminar o desactivar hoteles',
    },
  },
  impuestos: {
    label: 'Impuestos y catálogos',
    actions: { ver: 'Ver impuestos y catálogos', editar: 'Modificar impuestos y catálogos' },
  },
  configuraciones: {
    label: 'Configuraciones',
    actions: { ver: 'Ver la configuración', editar: 'Modificar la configuración' },
  },
  reporte_huespedes: {
    label: 'Reporte de huéspedes (TRA y SIRE)',
    actions: {
      configurar: 'Configurar la TRA de MinCIT (token) y el código de SIRE',
      ver: 'Ver el estado de la TRA de las estadías y los movimientos de SIRE',
      enviar: 'Reenviar la TRA y descargar y marcar como cargado el archivo de SIRE',
    },
  },
  auditoria: {
    label: 'Auditoría',
    actions: { ver: 'Ver el registro de auditoría (quién cambió qué y cuándo)' },
  },
  reportes: {
    label: 'Informes',
    actions: {
      consolidado: 'Ver el informe consolidado',
      kardex: 'Ver el kardex',
      ocupacion: 'Ver el informe de ocupación',
      cajas: 'Ver el informe de cajas',
      tablero: 'Ver el tablero del gerente (ocupación, ingresos, cajas y stock de hoy)',
    },
  },
} as const;

type Catalog = typeof permissionCatalog;
export type PermissionModule = keyof Catalog;
export type PermissionCode = {
  [M in PermissionModule]: `${M}.${keyof Catalog[M]['actions'] & string}`;
}[PermissionModule];

export interface PermissionEntry {
  code: PermissionCode;
  modulo: PermissionModule;
  moduloNombre: string;
  descripcion: string;
}

export const permissionEntries: readonly PermissionEntry[] = Object.entries(permissionCatalog).flatMap(
  ([modulo, { label, actions }]) =>
    Object.entries(actions).map(([action, descripcion]) => ({
      code: `${modulo}.${action}` as PermissionCode,
      modulo: modulo as PermissionModule,
      moduloNombre: label,
      descripcion,
    })),
);

export const allPermissionCodes: readonly PermissionCode[] = permissionEntries.map((p) => p.code);

/** The any-of check of the specification (§6): passes if any listed code is held. */
export function holdsAnyPermission(held: Iterable<string>, required: readonly PermissionCode[]): boolean {
  if (required.length === 0) return true;
  const set = held instanceof Set ? (held as Set<string>) : new Set(held);
  return required.some((code) => set.has(code));
}
