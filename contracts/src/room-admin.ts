import { z } from 'zod';
import { zMoneyAmount, zOptionalMoneyAmount } from './amounts';
import { zPage } from './common';
import {
  optionalId,
  optionalIsoDate,
  optionalText,
  requiredId,
  requiredText,
  ZEstado,
  ZListBody,
} from './form-fields';
import { extendLazily, lazyShape, zId, zInt } from './scalars';

/** A whole number typed in a form: a JSON number (NumberInput sends numbers). */
const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}: ingrese un número` })
    .int({ error: `${label}: ingrese un número entero` })
    .min(min, { error: `${label}: mínimo ${min}` })
    .max(max, { error: `${label}: máximo ${max}` });

const updateId = () => ({ id: zId() });

// ── Room types ──────────────────────────────────────────────────────────────────────────────

export const ZRoomTypeBody = z.object(
  lazyShape(() => ({
    nombre: requiredText(80, 'El nombre es obligatorio'),
    descripcion: optionalText(500, { multiline: true }),
    capacidad_adultos: count('Adultos', 1, 20),
    capacidad_ninos: count('Niños', 0, 20),
    camas: count('Camas', 1, 20),
    estado: ZEstado,
  })),
);
export type TRoomTypeBody = z.infer<typeof ZRoomTypeBody>;
export const ZRoomTypeUpdateBody = extendLazily(ZRoomTypeBody, updateId);

export const ZRoomType = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      nombre: z.string(),
      descripcion: z.string().nullable(),
      capacidad_adultos: z.number().int(),
      capacidad_ninos: z.number().int(),
      camas: z.number().int(),
      /** Rooms of this type (active or not). */
      habitaciones: z.number().int(),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'TipoHabitacion' });
export type TRoomType = z.infer<typeof ZRoomType>;
export const ZRoomTypePage = zPage(ZRoomType);
export const ZRoomTypeData = z.object(lazyShape(() => ({ data: ZRoomType })));

/** `tipoHabitacionIdName`: the hotel's active types for selects. */
export const ZRoomTypeOptions = z.object(
  lazyShape(() => ({
    data: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })),
);
export type TRoomTypeOptions = z.infer<typeof ZRoomTypeOptions>;

// ── Rooms ───────────────────────────────────────────────────────────────────────────────────

export const ZRoomBody = z.object(
  lazyShape(() => ({
    numero: requiredText(10, 'El número es obligatorio').regex(/^[A-Za-z0-9-]+$/, {
      error: 'Solo letras, dígitos y guiones',
    }),
    piso: count('Piso', 0, 200),
    tipo_habitacion_id: requiredId('Seleccione el tipo de habitación'),
    observaciones: optionalText(500, { multiline: true }),
    estado: ZEstado,
  })),
);
export type TRoomBody = z.infer<typeof ZRoomBody>;
export const ZRoomUpdateBody = extendLazily(ZRoomBody, updateId);

export const ZRoom = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      numero: z.string(),
      piso: z.number().int(),
      tipo_habitacion_id: z.number().int(),
      tipo: z.string(),
      observaciones: z.string().nullable(),
      /** A stay is open in the room now (it cannot be deactivated). */
      ocupada: z.boolean(),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'Habitacion' });
export type TRoom = z.infer<typeof ZRoom>;
export const ZRoomPage = zPage(ZRoom);
export const ZRoomData = z.object(lazyShape(() => ({ data: ZRoom })));

/** `habitacionListar`: paging, search (número, observaciones, tipo), estado, piso and tipo. */
export const ZRoomListBody = extendLazily(ZListBody, () => ({
  piso: zInt(0, 200, 'Piso: un número entero de 0 a 200').nullish(),
  tipo_habitacion_id: optionalId('Seleccione un tipo de habitación válido'),
}));
export type TRoomListBody = z.infer<typeof ZRoomListBody>;

// ── Rates ───────────────────────────────────────────────────────────────────────────────────

export const ZRateBody = z
  .object(
    lazyShape(() => ({
      tipo_habitacion_id: requiredId('Seleccione el tipo de habitación'),
      nombre: requiredText(80, 'El nombre es obligatorio'),
      precio_noche: zMoneyAmount('El precio por noche es obligatorio'),
      personas_incluidas: count('Personas incluidas', 1, 20),
      valor_persona_adicional: zOptionalMoneyAmount(),
      vigencia_desde: optionalIsoDate(),
      vigencia_hasta: optionalIsoDate(),
      impuesto_id: optionalId('Seleccione un impuesto válido'),
      estado: ZEstado,
    })),
  )
  .refine((r) => !r.vigencia_desde || !r.vigencia_hasta || r.vigencia_desde <= r.vigencia_hasta, {
    error: 'La vigencia termina antes de empezar',
    path: ['vigencia_hasta'],
  });
export type TRateBody = z.infer<typeof ZRateBody>;

export const ZRate = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      tipo_habitacion_id: z.number().int(),
      tipo: z.string(),
      nombre: z.string(),
      precio_noche: z.string().describe('Decimal en pesos, p. ej. "180000.00"'),
      personas_incluidas: z.number().int(),
      valor_persona_adicional: z.string(),
      vigencia_desde: z.string().nullable(),
      vigencia_hasta: z.string().nullable(),
      impuesto_id: z.number().int().nullable(),
      impuesto: z.string().nullable(),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'Tarifa' });
export type TRate = z.infer<typeof ZRate>;
export const ZRatePage = zPage(ZRate);
export const ZRateData = z.object(lazyShape(() => ({ data: ZRate })));

/** `tarifaListar`: paging, search (nombre, tipo), estado and tipo. */
export const ZRateListBody = extendLazily(ZListBody, () => ({
  tipo_habitacion_id: optionalId('Seleccione un tipo de habitación válido'),
}));
export type TRateListBody = z.infer<typeof ZRateListBody>;
