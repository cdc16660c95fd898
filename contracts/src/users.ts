import { z } from 'zod';
import { ZPageBody, zPage } from './common';
import { requiredId, requiredText, ZEstado } from './form-fields';
import { extendLazily, lazyShape, zId, zRawText, zText } from './scalars';

/** Shown under the password field; the schema below enforces the same rules. */
export const PASSWORD_RULES = 'Mínimo 8 caracteres, con al menos una letra y un número';

export const ZPassword = zRawText(100, 'La contraseña es obligatoria')
  .min(8, { error: 'La contraseña debe tener al menos 8 caracteres' })
  .regex(/\p{L}/u, { error: 'La contraseña debe tener al menos una letra' })
  .regex(/\d/, { error: 'La contraseña debe tener al menos un número' });

const ZUserEmail = zText(160, { message: 'El correo es obligatorio' })
  .toLowerCase()
  .pipe(z.email({ error: 'Correo inválido' }).max(160, { error: 'Máximo 160 caracteres' }));

const ZHotelIds = z.array(zId('Hotel inválido'), { error: 'Seleccione los hoteles' }).max(500);

const ZUserFields = z.object(
  lazyShape(() => ({
    name: requiredText(120, 'El nombre es obligatorio'),
    email: ZUserEmail,
    rol_id: requiredId('Seleccione un rol'),
    estado: ZEstado,
  })),
);

/** `hoteles`: the hotels the new user works in (the same list usuariosHotelActualizar sets). */
export const ZUserCreateBody = extendLazily(ZUserFields, () => ({
  password: ZPassword,
  hoteles: ZHotelIds.default([]),
}));
export type TUserCreateBody = z.output<typeof ZUserCreateBody>;

/**
 * An empty or absent `password` keeps the current one; a new one resets it. `hoteles`, when sent,
 * sets the user's hotels in the same save (the same list usuariosHotelActualizar takes).
 */
export const ZUserUpdateBody = extendLazily(ZUserFields, () => ({
  id: zId(),
  hoteles: ZHotelIds.optional(),
  password: z
    .union([z.literal(''), ZPassword])
    .nullish()
    .transform((v) => v || null),
}));
export type TUserUpdateBody = z.output<typeof ZUserUpdateBody>;

export const ZUserListBody = extendLazily(ZPageBody, () => ({
  estado: z.boolean().nullish(),
  rol_id: zId('Rol inválido').nullish(),
}));

export const ZUserHotel = z
  .object(lazyShape(() => ({ id: z.number().int(), nombre: z.string(), estado: z.boolean() })))
  .meta({ id: 'HotelUsuario' });
export type TUserHotel = z.infer<typeof ZUserHotel>;

/** A user as the API shows it: never the password or its hash. */
export const ZUser = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      rol_id: z.number().int(),
      rol: z.string(),
      rol_is_root: z.boolean(),
      estado: z.boolean(),
      hoteles: z.array(ZUserHotel),
    })),
  )
  .meta({ id: 'Usuario' });
export type TUser = z.infer<typeof ZUser>;
export const ZUserPage = zPage(ZUser);
export const ZUserData = z.object(lazyShape(() => ({ data: ZUser })));

export const ZUserHotelsBody = z.object(
  lazyShape(() => ({
    usuario_id: zId('Seleccione el usuario'),
    hoteles: ZHotelIds,
  })),
);
export type TUserHotelsBody = z.output<typeof ZUserHotelsBody>;
/** The user's hotels that the caller may see. */
export const ZUserHotelsData = z.object(lazyShape(() => ({ data: z.array(ZUserHotel) })));
