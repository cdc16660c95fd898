import { z } from 'zod';
import { zPage } from './common';
import { optionalEmail, optionalId, optionalText, requiredText, ZEstado } from './form-fields';
import { withNitCheck, ZNit, ZNitDv } from './nit';
import { extendLazily, lazyShape, zId } from './scalars';

const ZSupplierFields = z.object(
  lazyShape(() => ({
    nit: ZNit,
    dv: ZNitDv,
    razon_social: requiredText(160, 'La razón social es obligatoria'),
    contacto: optionalText(120),
    telefono: optionalText(40),
    email: optionalEmail(),
    direccion: optionalText(200),
    ciudad_id: optionalId('Seleccione una ciudad válida'),
    estado: ZEstado,
  })),
);
export const ZSupplierBody = withNitCheck(ZSupplierFields);
export type TSupplierBody = z.infer<typeof ZSupplierBody>;
export const ZSupplierUpdateBody = withNitCheck(extendLazily(ZSupplierFields, () => ({ id: zId() })));
export type TSupplierUpdateBody = z.infer<typeof ZSupplierUpdateBody>;

export const ZSupplier = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      nit: z.string(),
      dv: z.string().nullable(),
      razon_social: z.string(),
      contacto: z.string().nullable(),
      telefono: z.string().nullable(),
      email: z.string().nullable(),
      direccion: z.string().nullable(),
      ciudad_id: z.number().int().nullable(),
      ciudad: z.string().nullable(),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'Proveedor' });
export type TSupplier = z.infer<typeof ZSupplier>;
export const ZSupplierPage = zPage(ZSupplier);
export const ZSupplierData = z.object(lazyShape(() => ({ data: ZSupplier })));
