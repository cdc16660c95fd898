import { z } from 'zod';
import { optionalId, optionalIsoDate, optionalText, requiredText } from './form-fields';
import { lazyShape, zId } from './scalars';

/**
 * Why a guest travels, as the hotel's guest register (Tarjeta de Registro Hotelero) asks it, with
 * the categories of the tourism statistics.
 */
export const travelMotives = {
  negocios: 'Negocios y motivos profesionales',
  vacaciones: 'Vacaciones, recreo y ocio',
  familia: 'Visita a familiares y amigos',
  educacion: 'Educación y formación',
  salud: 'Salud y atención médica',
  religion: 'Religión y peregrinación',
  compras: 'Compras',
  transito: 'Tránsito',
  otro: 'Otro motivo',
} as const;
export type TravelMotive = keyof typeof travelMotives;
export const travelMotiveCodes = Object.keys(travelMotives) as [TravelMotive, ...TravelMotive[]];

/**
 * One guest confirmed at check-in. Document type and number, nationality and birth date belong
 * to the client's record (`nacionalidad_id` and `fecha_nacimiento` fill it when it lacks them);
 * residence, origin, destination and motive are recorded for this stay. The first guest is the
 * stay's main guest.
 */
export const ZGuestRegistration = z.object(
  lazyShape(() => ({
    cliente_id: zId('Seleccione el huésped'),
    nacionalidad_id: optionalId('Seleccione la nacionalidad'),
    fecha_nacimiento: optionalIsoDate(),
    /** City (and country, when abroad) of residence; by default the client's city. */
    residencia: optionalText(120),
    procedencia: requiredText(120, 'Indique de dónde viene el huésped'),
    destino: requiredText(120, 'Indique el destino del huésped'),
    /**
     * Origin and destination as codes, for SIRE (issue 30): a country, or a Colombian city
     * (DIVIPOLA) — one of the two. The text above stays what the register shows.
     */
    procedencia_pais_id: optionalId('Seleccione el país de procedencia'),
    procedencia_ciudad_id: optionalId('Seleccione la ciudad de procedencia'),
    destino_pais_id: optionalId('Seleccione el país de destino'),
    destino_ciudad_id: optionalId('Seleccione la ciudad de destino'),
    motivo_viaje: z.enum(travelMotiveCodes, { error: 'Seleccione el motivo del viaje' }),
  })),
);
export type TGuestRegistration = z.infer<typeof ZGuestRegistration>;

/**
 * A stay's register as «Completar datos» opens it: each guest with what the stay recorded of the
 * trip (`registro`, null when nothing was recorded). Nationality and birth date are the client's.
 */
export const ZStayRegisterGuest = z.object(
  lazyShape(() => ({
    cliente_id: z.number(),
    registro: z
      .object({
        residencia: z.string(),
        procedencia: z.string(),
        procedencia_pais_id: z.number().nullable(),
        procedencia_ciudad_id: z.number().nullable(),
        destino: z.string(),
        destino_pais_id: z.number().nullable(),
        destino_ciudad_id: z.number().nullable(),
        motivo_viaje: z.enum(travelMotiveCodes),
      })
      .nullable(),
  })),
);
export type TStayRegisterGuest = z.infer<typeof ZStayRegisterGuest>;
export const ZStayRegister = z.object(lazyShape(() => ({ huespedes: z.array(ZStayRegisterGuest) })));
export type TStayRegister = z.infer<typeof ZStayRegister>;
