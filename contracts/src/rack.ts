import { z } from 'zod';
import { lazyShape } from './scalars';

/**
 * The rack as the API answers it: what the home screen parses before its first paint. The room
 * actions' bodies and answers are in rack-actions.ts, built only where they are used.
 */

export const rackStateNames = ['Mantenimiento', 'Ocupada', 'Reservada', 'Limpieza', 'Disponible'] as const;
export type TRackState = (typeof rackStateNames)[number];

/** One card of the rack: what the room is now and what the card shows. */
export const ZRackRoom = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      numero: z.string(),
      piso: z.number().int(),
      tipo_habitacion_id: z.number().int(),
      tipo: z.string(),
      estado: z.enum(rackStateNames),
      sucia: z.boolean(),
      sucia_desde: z.string().nullable(),
      observaciones: z.string().nullable(),
      mantenimiento: z.object(lazyShape(() => ({ motivo: z.string(), desde: z.string() }))).nullable(),
      estancia: z
        .object(
          lazyShape(() => ({
            id: z.number().int(),
            huesped: z.string(),
            llegada: z.string(),
            salida: z.string(),
            noches: z.number().int(),
            personas: z.number().int(),
            sale_hoy: z.boolean(),
          })),
        )
        .nullable(),
      reserva: z
        .object(
          lazyShape(() => ({
            id: z.number().int(),
            cliente: z.string(),
            /** The holder: the main guest of the hold's check-in unless another is registered. */
            cliente_id: z.number().int(),
            llegada: z.string(),
            salida: z.string(),
          })),
        )
        .nullable(),
      /** Who is assigned to clean the dirty room (null when nobody is, or the room is clean). */
      limpieza_asignada: z
        .object(lazyShape(() => ({ id: z.number().int(), nombres: z.string() })))
        .nullable(),
    })),
  )
  .meta({ id: 'HabitacionRack' });
export type TRackRoom = z.infer<typeof ZRackRoom>;

export const ZRackResponse = z.object(lazyShape(() => ({ data: z.array(ZRackRoom), hoy: z.string() })));
export type TRackResponse = z.infer<typeof ZRackResponse>;
export const ZRackFloorsResponse = z.object(lazyShape(() => ({ data: z.array(z.number().int()) })));
