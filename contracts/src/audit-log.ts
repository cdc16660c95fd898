import { z } from 'zod';
import { ZPageBody, zPage } from './common';
import { optionalId, optionalIsoDate } from './form-fields';
import { extendLazily, lazyShape, zText } from './scalars';

/**
 * The audit log screen (Administración → Auditoría, permission `auditoria.ver`): who changed what,
 * when and from where, with the before and after of each change in words.
 */

/** The records the audit log names, with the name the screen gives them. */
export const auditEntities = {
  caja_movimientos: 'Movimientos de caja',
  caja_turnos: 'Turnos de caja',
  cajas: 'Cajas',
  bodegas: 'Bodegas',
  capacitaciones: 'Capacitaciones',
  clientes: 'Clientes',
  configuraciones: 'Configuración',
  cuentas: 'Cuentas',
  documentos_inventario: 'Documentos de inventario',
  empleados: 'Empleados',
  facturas: 'Facturas',
  formas_pago: 'Medios de pago',
  habitaciones: 'Habitaciones',
  hotel: 'Hoteles',
  impuestos: 'Impuestos',
  ingresos_inventario: 'Ingresos de inventario',
  medidas: 'Medidas',
  numeraciones_internas: 'Numeración interna',
  productos: 'Productos',
  proveedores: 'Proveedores',
  reservas: 'Reservas',
  resoluciones_facturacion: 'Resoluciones DIAN',
  rol: 'Roles',
  sesion: 'Sesiones',
  tarifas: 'Tarifas',
  tipos_documento: 'Tipos de documento',
  tipos_habitacion: 'Tipos de habitación',
  tipos_producto: 'Tipos de producto',
  usuario: 'Usuarios',
} as const satisfies Record<string, string>;

/** The actions the audit log records, as the screen says them. */
export const auditActions = {
  crear: 'Crear',
  actualizar: 'Modificar',
  desactivar: 'Desactivar',
  eliminar: 'Eliminar',
  permisos: 'Cambiar permisos',
  hoteles: 'Cambiar hoteles',
  impuestos: 'Cambiar impuestos',
  receta: 'Cambiar receta',
  login: 'Inicio de sesión',
  login_fallido: 'Inicio de sesión fallido',
  logout: 'Cierre de sesión',
  abrir: 'Abrir caja',
  cerrar: 'Cerrar caja',
  retiro: 'Retiro parcial',
  pago: 'Pago',
  devolucion: 'Devolución',
  anticipo: 'Anticipo',
  cargar: 'Cargar consumo',
  precio: 'Precio distinto al de lista',
  descuento: 'Descuento',
  reversar: 'Reversar',
  trasladar: 'Trasladar',
  facturar: 'Facturar',
  nota_credito: 'Nota crédito',
  nota_debito: 'Nota débito',
  anular: 'Anular',
  cancelar: 'Cancelar',
  reactivar: 'Reactivar',
  datos: 'Cambiar datos de la reserva',
  sobreventa: 'Sobreventa',
  no_show: 'No-show',
  vencer: 'Vencimiento de la opción',
  reservar: 'Reservar',
  anular_reserva: 'Anular reserva',
  mantenimiento: 'Mantenimiento',
  anular_mantenimiento: 'Anular mantenimiento',
  ocupar: 'Ocupar',
  checkin: 'Check-in',
  desocupar: 'Desocupar',
  habilitar: 'Habilitar',
  asignar_limpieza: 'Asignar limpieza',
} as const satisfies Record<string, string>;

/** 'forma_pago' → 'Forma pago': the name of a code no catalog names yet (one added later). */
export const humanize = (code: string): string => {
  const text = code.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export const auditEntityName = (entidad: string): string =>
  (auditEntities as Record<string, string>)[entidad] ?? humanize(entidad);
export const auditActionName = (accion: string): string =>
  (auditActions as Record<string, string>)[accion] ?? humanize(accion);

/** The options of the entity and action filters, by name. */
const options = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
export const auditEntityOptions = options(auditEntities);
export const auditActionOptions = options(auditActions);

/**
 * `POST /auditoriaListar`: the current hotel's entries, newest first, paged in SQL. `desde` and
 * `hasta` are the hotel's local days (inclusive); `entidad` and `accion` are codes of the lists
 * above (a code recorded later than this list is accepted too); `entidad_id` a record's number.
 */
export const ZAuditListBody = extendLazily(ZPageBody, () => ({
  desde: optionalIsoDate(),
  hasta: optionalIsoDate(),
  usuario_id: optionalId('Seleccione un usuario válido'),
  entidad: zText(60)
    .nullish()
    .transform((v) => v || null),
  accion: zText(40)
    .nullish()
    .transform((v) => v || null),
  /** One record's history: its number (a cuenta, a reserva, a usuario…), with or without `entidad`. */
  entidad_id: zText(40)
    .nullish()
    .transform((v) => v || null),
})).refine((v) => !v.desde || !v.hasta || v.desde <= v.hasta, {
  message: 'La fecha inicial debe ser anterior a la final',
  path: ['hasta'],
});
export type TAuditListBody = z.output<typeof ZAuditListBody>;
export type TAuditListInput = z.input<typeof ZAuditListBody>;

/** One field of a change: its name, and its value before and after, in words (null: none). */
export const ZAuditChange = z.object(
  lazyShape(() => ({
    campo: z.string(),
    antes: z.string().nullable(),
    despues: z.string().nullable(),
  })),
);
export type TAuditChange = z.infer<typeof ZAuditChange>;

export const ZAuditEntry = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      /** When (ISO 8601); the screen shows it in the hotel's time zone. */
      fecha: z.string(),
      usuario_id: z.number().int().nullable(),
      /** The user's name; 'Sistema' for the business-day job, null for an unknown login. */
      usuario: z.string().nullable(),
      ip: z.string().nullable(),
      entidad: z.string(),
      entidad_nombre: z.string(),
      entidad_id: z.string().nullable(),
      accion: z.string(),
      accion_nombre: z.string(),
      /** The hotel the change belongs to; null for users, roles and sessions (every hotel's). */
      hotel_id: z.number().int().nullable(),
      cambios: z.array(ZAuditChange),
    })),
  )
  .meta({ id: 'RegistroAuditoria' });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditPage = zPage(ZAuditEntry);
export type TAuditPage = z.infer<typeof ZAuditPage>;

/** `GET /auditoriaUsuarios`: the users who may work in the hotel, for the user filter. */
export const ZAuditUsers = z.object(
  lazyShape(() => ({
    data: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })),
);
