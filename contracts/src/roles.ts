import { z } from 'zod';
import { ZPageBody, zPage } from './common';
import { optionalText, requiredText, ZEstado } from './form-fields';
import { allPermissionCodes, type PermissionCode } from './permissions';
import { extendLazily, lazyShape, zId, zText } from './scalars';

const ZRoleFields = z.object(
  lazyShape(() => ({
    nombre: requiredText(80, 'El nombre es obligatorio'),
    descripcion: optionalText(250, { multiline: true }).transform((v) => v ?? ''),
    estado: ZEstado,
  })),
);
export const ZRoleBody = ZRoleFields;
export type TRoleBody = z.output<typeof ZRoleBody>;
export const ZRoleUpdateBody = extendLazily(ZRoleFields, () => ({ id: zId() }));
export type TRoleUpdateBody = z.output<typeof ZRoleUpdateBody>;
export const ZRoleDeleteBody = z.object(lazyShape(() => ({ id: zId() })));

/** Spec §7: the filters `{ id, nombre, descripcion, estado }`, plus paging and a free search. */
export const ZRoleListBody = extendLazily(ZPageBody, () => ({
  id: zId().nullish(),
  nombre: zText(80).nullish(),
  descripcion: zText(250, { multiline: true }).nullish(),
  estado: z.boolean().nullish(),
}));
export type TRoleListBody = z.output<typeof ZRoleListBody>;

export const ZRole = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      nombre: z.string(),
      descripcion: z.string(),
      estado: z.boolean(),
      is_root: z.boolean(),
      usuarios: z.number().int(),
      permisos: z.number().int(),
    })),
  )
  .meta({ id: 'Rol' });
export type TRole = z.infer<typeof ZRole>;
export const ZRolePage = zPage(ZRole);
export const ZRoleData = z.object(lazyShape(() => ({ data: ZRole })));

export const ZPermiso = z.object(
  lazyShape(() => ({
    code: z.string(),
    modulo: z.string(),
    descripcion: z.string(),
  })),
);
export type TPermiso = z.infer<typeof ZPermiso>;

/** getPermisosByRol: the role's codes (every code for the root role). */
export const ZRolePermissions = z.object(
  lazyShape(() => ({
    data: z.object({ rol_id: z.number().int(), is_root: z.boolean(), permisos: z.array(ZPermiso) }),
  })),
);
export type TRolePermissions = z.infer<typeof ZRolePermissions>['data'];

const knownCodes = new Set<string>(allPermissionCodes);

/** `permiso_for`: the full list of permission codes the role will hold (codes, not ids). */
export const ZRolePermissionsBody = z.object(
  lazyShape(() => ({
    rol_id: zId('Seleccione un rol'),
    permiso_for: z
      .array(
        z
          .string()
          .max(80)
          .refine((code) => knownCodes.has(code), { error: 'Permiso desconocido' }),
      )
      .max(500)
      .transform((codes) => [...new Set(codes)] as PermissionCode[]),
  })),
);
export type TRolePermissionsBody = z.output<typeof ZRolePermissionsBody>;
export type TRolePermissionsInput = z.input<typeof ZRolePermissionsBody>;

export const ZPermissionModule = z
  .object(
    lazyShape(() => ({
      modulo: z.string(),
      nombre: z.string(),
      permisos: z.array(ZPermiso),
    })),
  )
  .meta({ id: 'ModuloPermisos' });
export type TPermissionModule = z.infer<typeof ZPermissionModule>;
export const ZPermissionCatalog = z.object(lazyShape(() => ({ data: z.array(ZPermissionModule) })));
