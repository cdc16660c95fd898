import { z } from 'zod';
import { zPage } from './common';
import { lazyShape } from './scalars';

/**
 * A client as the API answers it (lists, the pickers' search, one client). Apart from the
 * client's form and its rules (clients.ts) so a screen that only picks a client builds only these
 * schemas at its first visit.
 */

export const ZClient = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      tipo_documento_id: z.number().int(),
      tipo_documento: z.string(),
      numero_documento: z.string(),
      dv: z.string().nullable(),
      nombres: z.string().nullable(),
      apellidos: z.string().nullable(),
      razon_social: z.string().nullable(),
      /** Razón social, or nombres and apellidos. */
      nombre_completo: z.string(),
      nacionalidad_id: z.number().int().nullable(),
      fecha_nacimiento: z.string().nullable(),
      email: z.string().nullable(),
      telefono: z.string().nullable(),
      direccion: z.string().nullable(),
      ciudad_id: z.number().int().nullable(),
      ciudad: z.string().nullable(),
      extranjero_no_residente: z.boolean(),
      soporte_migratorio: z.string().nullable(),
      credito_aprobado: z.boolean(),
      limite_credito: z.string().nullable(),
      plazo_dias: z.number().int(),
      contacto_cobro: z.string().nullable(),
      estado: z.boolean(),
    })),
  )
  .meta({ id: 'Cliente' });
export type TClient = z.infer<typeof ZClient>;
export const ZClientPage = zPage(ZClient);
export const ZClientData = z.object(lazyShape(() => ({ data: ZClient })));
