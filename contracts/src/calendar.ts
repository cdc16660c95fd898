import { z } from 'zod';
import { daysBetween } from './dates';
import { isoDate } from './form-fields';
import { reservationStates } from './reservation-states';
import { lazyShape } from './scalars';

/** The widest window the calendar asks for at once (two months and a margin). */
export const CALENDAR_MAX_DAYS = 93;

/** `POST /calendario`: the nights [desde, hasta) of the tape chart. */
export const ZCalendarBody = z
  .object(
    lazyShape(() => ({
      desde: isoDate('Ingrese la fecha inicial'),
      hasta: isoDate('Ingrese la fecha final'),
    })),
  )
  .superRefine((v, ctx) => {
    const days = daysBetween(v.desde, v.hasta);
    if (!(days >= 1)) {
      ctx.addIssue({
        code: 'custom',
        message: 'La fecha final debe ser posterior a la inicial',
        path: ['hasta'],
      });
    } else if (days > CALENDAR_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: `Máximo ${CALENDAR_MAX_DAYS} días`, path: ['hasta'] });
    }
  });
export type TCalendarBody = z.infer<typeof ZCalendarBody>;

/**
 * One bar of the chart, over the nights [desde, hasta) (either end may lie outside the window):
 * - `reserva`: a booking line (assigned to `habitacion_id`, or unassigned with `habitacion_id`
 *   null, drawn in its type's unassigned row); `id` is the line, `reserva_id` the booking;
 * - `estancia`: a stay in the house or finished (`estado` 'activa' | 'finalizada'); `id` is the stay;
 * - `mantenimiento`: a maintenance block; an open one has `hasta` null (still blocked).
 */
export const ZCalendarBar = z.object(
  lazyShape(() => ({
    clase: z.enum(['reserva', 'estancia', 'mantenimiento']),
    id: z.number(),
    reserva_id: z.number().nullable(),
    habitacion_id: z.number().nullable(),
    tipo_habitacion_id: z.number(),
    desde: z.string(),
    hasta: z.string().nullable(),
    /** A line's state (`reservationStates`), a stay's 'activa' | 'finalizada', or 'Mantenimiento'. */
    estado: z.union([z.enum(reservationStates), z.enum(['activa', 'finalizada', 'Mantenimiento'])]),
    /** The guest or holder's name; the reason of a maintenance block. */
    titulo: z.string(),
    adultos: z.number().nullable(),
    ninos: z.number().nullable(),
    /** A booking line's rate, sent back unchanged when a drag keeps the room type; null otherwise. */
    tarifa_id: z.number().nullable(),
  })),
);
export type TCalendarBar = z.infer<typeof ZCalendarBar>;

export const ZCalendarData = z.object(
  lazyShape(() => ({
    data: z.object({
      desde: z.string(),
      hasta: z.string(),
      /** The hotel's business date (the column marked today). */
      hoy: z.string(),
      /** Room types in display order, each with its free count per night of the window. */
      tipos: z.array(
        z.object({
          id: z.number(),
          nombre: z.string(),
          libres: z.array(z.object({ fecha: z.string(), libres: z.number() })),
        }),
      ),
      /** Active rooms, ordered by type, floor and number. */
      habitaciones: z.array(
        z.object({ id: z.number(), numero: z.string(), piso: z.number(), tipo_habitacion_id: z.number() }),
      ),
      /** Every bar touching the window, assigned and unassigned, ordered by room and start. */
      barras: z.array(ZCalendarBar),
    }),
  })),
);
export type TCalendarData = z.infer<typeof ZCalendarData>;
