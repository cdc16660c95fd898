/** Room types, rooms and rates share the `habitaciones` permission module. */
export const ROOM_PERMISSIONS = {
  create: ['habitaciones.crear'],
  edit: ['habitaciones.editar'],
  remove: ['habitaciones.eliminar'],
} as const;
