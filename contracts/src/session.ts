import { z } from 'zod';
import { lazyShape, zRawText, zText } from './scalars';

export const themeModes = ['light', 'dark'] as const;
export const menuModes = ['static', 'overlay'] as const;
/** Accent themes offered by the web; the stored value is the theme's name. */
export const themeNames = ['indigo', 'blue', 'teal', 'green', 'orange', 'grape'] as const;

/** Specification §5: valid only with theme, mode, a numeric fontSize and menuMode. */
export const ZThemeConfig = z.object(
  lazyShape(() => ({
    theme: z.enum(themeNames),
    mode: z.enum(themeModes),
    fontSize: z.number().int().min(10).max(24),
    menuMode: z.enum(menuModes),
  })),
);
export type TThemeConfig = z.infer<typeof ZThemeConfig>;

/** Specification §9: font scale 14, static menu. */
export const defaultThemeConfig: TThemeConfig = {
  theme: 'indigo',
  mode: 'light',
  fontSize: 14,
  menuMode: 'static',
};

export const ZLoginBody = z.object(
  lazyShape(() => ({
    email: zText(160, { message: 'El correo es obligatorio' })
      .toLowerCase()
      .pipe(z.email({ error: 'Correo inválido' })),
    password: zRawText(200, 'La contraseña es obligatoria').min(1, { error: 'La contraseña es obligatoria' }),
  })),
);
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZPermisoCode = z.object(lazyShape(() => ({ code: z.string() })));

/** A hotel the user works in, with the time zone its dates and times are shown in. */
export const ZSessionHotel = z.object(
  lazyShape(() => ({ id: z.number().int(), nombre: z.string(), zona_horaria: z.string() })),
);
export type TSessionHotel = z.infer<typeof ZSessionHotel>;

export const ZSessionUser = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      theme_config: ZThemeConfig,
      rol: z.object(lazyShape(() => ({ id: z.number().int(), name: z.string(), is_root: z.boolean() }))),
      datalle_hoteles: z.array(ZSessionHotel),
      permisos: z.array(ZPermisoCode),
    })),
  )
  .meta({ id: 'UsuarioSesion' });
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** Bad credentials answer 401 with no token: the client shows 'Correo o contraseña inválidos'. */
export const ZLoginResponse = z.object(lazyShape(() => ({ token: z.string(), usuario: ZSessionUser })));
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZPermisosUsuarioResponse = z.object(
  lazyShape(() => ({ is_root: z.boolean(), permisos: z.array(ZPermisoCode) })),
);
export type TPermisosUsuarioResponse = z.infer<typeof ZPermisosUsuarioResponse>;

export const ZUpdateThemeBody = z.object(lazyShape(() => ({ theme_config: ZThemeConfig })));
export type TUpdateThemeBody = z.infer<typeof ZUpdateThemeBody>;
export const ZUpdateThemeResponse = z.object(lazyShape(() => ({ data: ZThemeConfig })));
