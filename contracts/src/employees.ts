import { z } from 'zod';
import { zPage } from './common';
import { optionalId, optionalText, requiredText, ZEstado } from './form-fields';
import { extendLazily, lazyShape, zId } from './scalars';

/** Staff who are not necessarily users (camareras, mantenimiento, botones). */
export const ZEmployeeBody = z.object(
  lazyShape(() => ({
    documento: z
      .string({ error: 'El documento es obligatorio' })
      .trim()
      .min(3, { error: 'El documento es obligatorio (mínimo 3 caracteres)' })
      .max(20, { error: 'Máximo 20 caracteres' })
      .regex(/^[A-Za-z0-9-]+$/, { error: 'Solo letras, dígitos y guiones' }),
    nombres: requiredText(160, 'Los nombres son obligatorios'),
    cargo: requiredText(80, 'El cargo es obligatorio'),
    telefono: optionalText(40),
    /** Optional link to the user account of the same person (one employee per user and hotel). */
    usuario_id: optionalId('Seleccione un usuario válido'),
    estado: ZEstado,
  })),
);
export type TEmployeeBody = z.infer<typeof ZEmployeeBody>;
export const ZEmployeeUpdateBody = extendLazily(ZEmployeeBody, () => ({ id: zId() }));
export type TEmployeeUpdateBody = z.infer<typeof ZEmployeeUpdateBody>;

export const ZEmployee = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      documento: z.string(),
      nombres: z.string(),
      cargo: z.string(),
      telefono: z.string().nullable(),
      usuario_id: z.number().int().nullable(),
      usuario: z.string().nullable(),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'Empleado' });
export type TEmployee = z.infer<typeof ZEmployee>;
export const ZEmployeePage = zPage(ZEmployee);
export const ZEmployeeData = z.object(lazyShape(() => ({ data: ZEmployee })));

/** Users who may be linked to an employee: the active users of the hotel. */
export const ZEmployeeUserOption = z.object(
  lazyShape(() => ({ id: z.number().int(), name: z.string(), email: z.string() })),
);
export const ZEmployeeUserOptions = z.object(lazyShape(() => ({ data: z.array(ZEmployeeUserOption) })));
