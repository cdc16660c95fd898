import { z } from 'zod';
import { lazyShape } from './scalars';

/**
 * A register and its balance as the API answers them, with the money and time scalars of the
 * answers. Apart from the registers' forms and shift reports (cash-register-shifts.ts) so the
 * web's top bar, which reads the balance at start ('Total Caja'), builds only these schemas.
 */

export const ZMoney = z.string().describe('Decimal en pesos, p. ej. "125000.00"');
export const ZTimestamp = z.string().describe('Fecha y hora ISO 8601');

export const ZCashRegister = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      /** The specification's client reads both `name` and `nombre`; they carry the same text. */
      name: z.string(),
      nombre: z.string(),
      estado: z.boolean(),
      /** Balance of the open assignment (all groups); "0.00" while closed. */
      saldo: ZMoney,
      isCajaAbierta: z.boolean(),
      turno_id: z.number().int().nullable(),
      usuario: z.string().nullable().describe('Quien la tiene abierta'),
      abierta_desde: ZTimestamp.nullable(),
    })),
  )
  .meta({ id: 'Caja' });
export type TCashRegister = z.infer<typeof ZCashRegister>;
export const ZCashRegisterNullableResponse = z.object(lazyShape(() => ({ data: ZCashRegister.nullable() })));
