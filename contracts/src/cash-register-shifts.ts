import { z } from 'zod';
import { zMoneyAmount, zOptionalMoneyAmount, zPositiveMoneyAmount } from './amounts';
import { ZCashRegister, ZMoney, ZTimestamp } from './cash-register-record';
import { zPage } from './common';
import { requiredText, ZEstado } from './form-fields';
import { paymentGroups } from './payment-methods';
import { lazyShape, omitLazily, zId, zRawText, zText } from './scalars';

/** Register balances are kept per group of payment method (PRODUCT.md §4). */
export const ZCashGroup = z.enum(paymentGroups);

/** The self-approval marker: accepted as the handover password only by a never-used register. */
export const SELF_APPROVAL = 'AUTOAPROBACION';
/** Spec §8: the exact text the web reacts to by focusing the password field. */
export const WRONG_HANDOVER_PASSWORD = 'La contrasena no coincide';
export const NO_OPEN_REGISTER_FOR_PAYMENTS = 'Debe abrir una caja para registrar pagos';

const observaciones = zText(500, { multiline: true }).nullish();

// ── Registers (cajas) ────────────────────────────────────────────────────────────────────────

export const ZCashRegisterBody = z.object(
  lazyShape(() => ({
    nombre: requiredText(80, 'El nombre es obligatorio'),
    estado: ZEstado,
  })),
);
export type TCashRegisterBody = z.input<typeof ZCashRegisterBody>;

export const ZCashRegisterPage = zPage(ZCashRegister);
export const ZCashRegisterResponse = z.object(lazyShape(() => ({ data: ZCashRegister })));
export const ZUnassignedRegisters = z.object(
  lazyShape(() => ({
    data: z.array(z.object({ id: z.number().int(), name: z.string(), nombre: z.string() })),
  })),
);
export type TUnassignedRegister = z.infer<typeof ZUnassignedRegisters>['data'][number];

// ── Assignments (turnos): open, close, withdraw ──────────────────────────────────────────────

export const shiftStates = ['Abierta', 'Cerrada'] as const;

/** Spec §3 'Last assignment'; `null` when the register was never opened. */
export const ZLastAssignment = z.object(
  lazyShape(() => ({
    fecha: ZTimestamp.describe('Cierre (o apertura, si sigue abierta)'),
    usuario: z.string().describe('Nombre de quien la tuvo'),
    estado: z.enum(shiftStates),
    closing_balance_cash: ZMoney.nullable(),
    closing_balance_card: ZMoney.nullable(),
    closing_balance_transfer: ZMoney.nullable(),
    user_name: z.string().describe('Correo con el que inicia sesión'),
  })),
);
export type TLastAssignment = z.infer<typeof ZLastAssignment>;
export const ZLastAssignmentResponse = z.object(lazyShape(() => ({ data: ZLastAssignment.nullable() })));

/** Spec §3 open-register payload and §5 rules: caja_id, efectivo (default 0) and password required. */
export const ZOpenRegisterBody = z.object(
  lazyShape(() => ({
    caja_id: zId('Seleccione una caja'),
    efectivo: zMoneyAmount('El efectivo es obligatorio'),
    tarjetas: zOptionalMoneyAmount(),
    transferencia: zOptionalMoneyAmount(),
    password: zRawText(200, 'La contraseña es obligatoria').min(1, { error: 'La contraseña es obligatoria' }),
    observaciones,
  })),
);
export type TOpenRegisterBody = z.output<typeof ZOpenRegisterBody>;
export const ZOpenRegisterResponse = z.object(
  lazyShape(() => ({ message: z.string(), data: ZCashRegister })),
);

/** The blind count: every group is counted and typed, even when it is zero. */
export const ZCloseRegisterBody = z.object(
  lazyShape(() => ({
    efectivo: zMoneyAmount('Ingrese el efectivo contado'),
    tarjetas: zMoneyAmount('Ingrese el total de tarjetas'),
    transferencia: zMoneyAmount('Ingrese el total de transferencias'),
    observaciones,
  })),
);
export type TCloseRegisterBody = z.output<typeof ZCloseRegisterBody>;

export const closingResults = ['faltante', 'sobrante', 'cuadrada'] as const;

export const ZShiftGroup = z.object(
  lazyShape(() => ({
    grupo: ZCashGroup,
    apertura: ZMoney,
    /** What the previous closing counted (the handover), when there was one. */
    reportado: ZMoney.nullable(),
    /**
     * apertura − reportado: what the opening count found against the previous closing (a handover
     * difference; negative is missing). Null when the register had no earlier closing.
     */
    entrega: ZMoney.nullable(),
    ingresos: ZMoney,
    devoluciones: ZMoney,
    retiros: ZMoney,
    esperado: ZMoney,
    contado: ZMoney.nullable(),
    /** contado − esperado: negative is a shortage (faltante), positive a surplus (sobrante). */
    diferencia: ZMoney.nullable(),
    resultado: z.enum(closingResults).nullable(),
  })),
);
export type TShiftGroup = z.infer<typeof ZShiftGroup>;

export const ZShiftTotals = omitLazily(ZShiftGroup, { grupo: true, reportado: true });

/** One assignment with its balance per group: the closing slip, a closings row, a report row. */
export const ZShiftSummary = z
  .object(
    lazyShape(() => ({
      turno_id: z.number().int(),
      caja_id: z.number().int(),
      caja: z.string(),
      usuario_id: z.number().int(),
      usuario: z.string(),
      estado: z.enum(shiftStates),
      abierto_at: ZTimestamp,
      cerrado_at: ZTimestamp.nullable(),
      aprobado_por: z.string().nullable().describe('Quien entregó la caja; null en autoaprobación'),
      observaciones_apertura: z.string().nullable(),
      observaciones_cierre: z.string().nullable(),
      grupos: z.array(ZShiftGroup),
      total: ZShiftTotals,
    })),
  )
  .meta({ id: 'ResumenTurno' });
export type TShiftSummary = z.infer<typeof ZShiftSummary>;
export const ZCloseRegisterResponse = z.object(
  lazyShape(() => ({ message: z.string(), data: ZShiftSummary })),
);
export const ZShiftSummaryNullableResponse = z.object(lazyShape(() => ({ data: ZShiftSummary.nullable() })));

export const ZWithdrawalBody = z.object(
  lazyShape(() => ({
    monto: zPositiveMoneyAmount('Ingrese el monto del retiro'),
    motivo: zText(300, { message: 'Indique el motivo del retiro', multiline: true }).min(3, {
      error: 'Indique el motivo del retiro',
    }),
  })),
);
export type TWithdrawalBody = z.output<typeof ZWithdrawalBody>;

export const ZWithdrawal = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      fecha: ZTimestamp,
      turno_id: z.number().int(),
      caja_id: z.number().int(),
      caja: z.string(),
      usuario_id: z.number().int(),
      usuario: z.string(),
      monto: ZMoney,
      motivo: z.string(),
    })),
  )
  .meta({ id: 'RetiroParcial' });
export type TWithdrawal = z.infer<typeof ZWithdrawal>;
export const ZWithdrawalResponse = z.object(
  lazyShape(() => ({
    message: z.string(),
    data: ZWithdrawal.extend({ saldo_efectivo: ZMoney }),
  })),
);
