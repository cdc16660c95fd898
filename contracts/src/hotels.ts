import { z } from 'zod';
import { ZPageBody, zPage } from './common';
import { ZClockTime } from './configurations';
import { optionalEmail, optionalId, optionalText, requiredText, ZEstado } from './form-fields';
import { withNitCheck, ZNit, ZNitDv } from './nit';
import { extendLazily, lazyShape, zId, zText } from './scalars';
import { canonicalTimeZone, DEFAULT_TIME_ZONE } from './time-zones';

/** Spec §9: the list refresh after a change asks for 30 per page. */
export const HOTEL_REFRESH_PER_PAGE = 30;

const ZTimeZone = zText(64, { message: 'La zona horaria es obligatoria' })
  .min(1, { error: 'La zona horaria es obligatoria' })
  .transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (!canonical)
      ctx.addIssue({ code: 'custom', message: 'Zona horaria inválida (p. ej. America/Bogota)' });
    return canonical ?? name;
  });

const ZHotelFields = z.object(
  lazyShape(() => ({
    nombre: requiredText(120, 'El nombre es obligatorio'),
    nit: ZNit,
    dv: ZNitDv,
    razon_social: requiredText(160, 'La razón social es obligatoria'),
    /** Registro Nacional de Turismo: digits only. */
    rnt: optionalText(20).refine((v) => v === null || /^\d+$/.test(v), {
      error: 'El RNT tiene solo dígitos',
    }),
    direccion: optionalText(200),
    pais_id: optionalId('Seleccione un país válido'),
    departamento_id: optionalId('Seleccione un departamento válido'),
    ciudad_id: optionalId('Seleccione una ciudad válida'),
    telefono: optionalText(40),
    email: optionalEmail(),
    zona_horaria: ZTimeZone.default(DEFAULT_TIME_ZONE),
    hora_checkin: ZClockTime,
    hora_checkout: ZClockTime,
    estado: ZEstado,
  })),
);

/**
 * A city needs its department, and a department its country: checked even amid other errors, as
 * long as the body is an object (a JSON `null` body is only "not an object").
 */
function withGeoChain<T extends z.ZodType<z.output<typeof ZHotelFields>>>(schema: T) {
  const always = { when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null };
  return schema
    .refine((h) => h.ciudad_id == null || h.departamento_id != null, {
      path: ['departamento_id'],
      error: 'Seleccione el departamento de la ciudad',
      ...always,
    })
    .refine((h) => h.departamento_id == null || h.pais_id != null, {
      path: ['pais_id'],
      error: 'Seleccione el país del departamento',
      ...always,
    });
}

export const ZHotelBody = withGeoChain(withNitCheck(ZHotelFields));
export type THotelBody = z.output<typeof ZHotelBody>;
export const ZHotelUpdateBody = withGeoChain(withNitCheck(extendLazily(ZHotelFields, () => ({ id: zId() }))));
export type THotelUpdateBody = z.output<typeof ZHotelUpdateBody>;

export const ZHotelListBody = extendLazily(ZPageBody, () => ({ estado: z.boolean().nullish() }));
export const ZHotelDeleteBody = z.object(lazyShape(() => ({ id: zId() })));

export const ZHotel = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      nombre: z.string(),
      nit: z.string(),
      dv: z.string(),
      razon_social: z.string(),
      rnt: z.string().nullable(),
      direccion: z.string().nullable(),
      pais_id: z.number().int().nullable(),
      pais: z.string().nullable(),
      departamento_id: z.number().int().nullable(),
      departamento: z.string().nullable(),
      ciudad_id: z.number().int().nullable(),
      ciudad: z.string().nullable(),
      telefono: z.string().nullable(),
      email: z.string().nullable(),
      zona_horaria: z.string(),
      hora_checkin: z.string(),
      hora_checkout: z.string(),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'Hotel' });
export type THotel = z.infer<typeof ZHotel>;
export const ZHotelPage = zPage(ZHotel);
export const ZHotelData = z.object(lazyShape(() => ({ data: ZHotel })));
