import { z } from 'zod';
import { ZMoney, ZTimestamp } from './cash-register-record';
import { closingResults, ZCashGroup, ZShiftSummary, ZWithdrawal } from './cash-register-shifts';
import { ZPageQuery, zPage } from './common';
import { isoDate } from './form-fields';
import { extendLazily, lazyShape, omitLazily, zIdText } from './scalars';

/** Reads of the registers' history: balances, movements, closings, withdrawals, the report. */
// ── Balances, open registers, movements ──────────────────────────────────────────────────────

export const ZOpenRegister = z.object(
  lazyShape(() => ({
    caja_id: z.number().int(),
    caja: z.string(),
    turno_id: z.number().int(),
    usuario_id: z.number().int(),
    usuario: z.string(),
    abierto_at: ZTimestamp,
    saldo: ZMoney,
  })),
);
export const ZOpenRegistersResponse = z.object(lazyShape(() => ({ data: z.array(ZOpenRegister) })));

export const movementTypes = ['pago', 'devolucion', 'retiro'] as const;
export const ZCashMovement = z
  .object(
    lazyShape(() => ({
      id: z.number().int(),
      fecha: ZTimestamp,
      turno_id: z.number().int(),
      tipo: z.enum(movementTypes),
      grupo: ZCashGroup,
      forma_pago: z.string().nullable(),
      monto: ZMoney,
      concepto: z.string().nullable(),
      referencia: z.string().nullable(),
      usuario: z.string(),
    })),
  )
  .meta({ id: 'MovimientoCaja' });
export type TCashMovement = z.infer<typeof ZCashMovement>;
export const ZCashMovementPage = zPage(ZCashMovement);
/** The paging of a query string, without the search these lists do not offer. */
const pagingQuery = omitLazily(ZPageQuery, { search: true });
export const ZMovementsQuery = extendLazily(pagingQuery, () => ({
  turno_id: zIdText('Turno inválido').optional(),
}));

// ── Closings, withdrawals and the report, filtered by date, register and user ────────────────

const shiftDate = isoDate();
const ZShiftFilter = z.object(
  lazyShape(() => ({
    desde: shiftDate.optional(),
    hasta: shiftDate.optional(),
    caja_id: zIdText('Caja inválida').optional(),
    usuario_id: zIdText('Usuario inválido').optional(),
  })),
);
const rangeInOrder = (f: { desde?: string | undefined; hasta?: string | undefined }) =>
  !f.desde || !f.hasta || f.desde <= f.hasta;
const rangeError = { error: 'La fecha inicial debe ser anterior a la final', path: ['hasta'] };

export const ZShiftListQuery = extendLazily(ZShiftFilter, () => pagingQuery.shape).refine(
  rangeInOrder,
  rangeError,
);
export type TShiftListQuery = z.output<typeof ZShiftListQuery>;
export const ZShiftSummaryPage = zPage(ZShiftSummary);
export const ZWithdrawalPage = zPage(ZWithdrawal);

export const ZCashReportQuery = extendLazily(ZShiftFilter, () => ({
  desde: shiftDate,
  hasta: shiftDate,
})).refine(rangeInOrder, rangeError);
export type TCashReportQuery = z.output<typeof ZCashReportQuery>;
/**
 * The totals of a range: each register's shifts in it, back to back, read as one account
 * (docs/decisions.md, "Register report"). Stocks are not summed over shifts: the cash one shift
 * hands to the next is counted once. Always esperado = saldo_inicial + ingresos − devoluciones −
 * retiros, and, once counted, diferencia = contado − esperado = diferencia_entrega +
 * diferencia_cierre.
 */
export const ZCashReportTotals = z.object(
  lazyShape(() => ({
    saldo_inicial: ZMoney.describe(
      'Lo que recibió cada caja al empezar el rango: el conteo del cierre anterior, o la apertura si no lo hubo',
    ),
    ingresos: ZMoney,
    devoluciones: ZMoney,
    retiros: ZMoney,
    esperado: ZMoney.describe('saldo_inicial + ingresos − devoluciones − retiros'),
    contado: ZMoney.nullable().describe(
      'El conteo del último cierre de cada caja en el rango; null mientras una siga abierta',
    ),
    diferencia: ZMoney.nullable().describe('contado − esperado; null mientras una caja siga abierta'),
    resultado: z.enum(closingResults).nullable(),
    diferencia_entrega: ZMoney.describe('Suma de apertura − cierre anterior de cada turno'),
    diferencia_cierre: ZMoney.describe('Suma de contado − esperado de cada turno cerrado'),
  })),
);
export type TCashReportTotals = z.infer<typeof ZCashReportTotals>;

export const ZCashReport = z
  .object(
    lazyShape(() => ({
      desde: z.string(),
      hasta: z.string(),
      data: z.array(ZShiftSummary),
      totales: z.object({
        grupos: z.array(ZCashReportTotals.extend({ grupo: ZCashGroup })),
        total: ZCashReportTotals,
      }),
    })),
  )
  .meta({ id: 'ReporteCaja' });
export type TCashReport = z.infer<typeof ZCashReport>;

export const ZShiftUsersResponse = z.object(
  lazyShape(() => ({
    data: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })),
);
