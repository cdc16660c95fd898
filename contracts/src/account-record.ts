import { z } from 'zod';
import { ZMoney, ZTimestamp } from './cash-register-record';
import { zPage } from './common';
import { lazyShape } from './scalars';

/**
 * An account's header as the lists answer it (`POST /cuentaListar`). Apart from the account's
 * forms, entries and actions (accounts.ts) so a screen that only lists accounts — Detalle
 * Cuentas, the account pickers — builds only these schemas at its first visit.
 */

/** A stay's account (one per stay), a group booking's master account, a company's credit account, a POS sale's. */
export const accountKinds = ['estancia', 'reserva', 'empresa', 'venta'] as const;
export type AccountKind = (typeof accountKinds)[number];
export const accountStates = ['abierta', 'cerrada'] as const;
export type AccountState = (typeof accountStates)[number];

/** An account's header, as the list shows it. */
export const ZAccountSummary = z.object(
  lazyShape(() => ({
    id: z.number().int(),
    tipo: z.enum(accountKinds),
    estado: z.enum(accountStates),
    nombre: z.string().nullable(),
    cliente: z.object({ id: z.number().int(), nombre: z.string(), documento: z.string() }),
    estancia_id: z.number().int().nullable(),
    reserva_id: z.number().int().nullable(),
    habitacion: z.object({ id: z.number().int(), numero: z.string() }).nullable(),
    cargos: ZMoney,
    abonos: ZMoney,
    saldo: ZMoney,
    created_at: ZTimestamp,
    closed_at: ZTimestamp.nullable(),
  })),
);
export type TAccountSummary = z.infer<typeof ZAccountSummary>;
export const ZAccountPage = zPage(ZAccountSummary);
export type TAccountPage = z.infer<typeof ZAccountPage>;
