/** Room types, rooms and rates share the `habitaciones` permission module. */
export const ROOM_PERMISSIONS = {
  ver: ['habitaciones.ver'],
  crear: ['habitaciones.crear'],
  editar: ['habitaciones.editar'],
  eliminar: ['habitaciones.eliminar'],
} as const;
