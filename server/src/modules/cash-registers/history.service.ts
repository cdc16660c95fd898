import type {
  TCashMovement,
  TCashReport,
  TCashReportQuery,
  TShiftListQuery,
  TShiftSummary,
  TWithdrawal,
} from '@posada/contracts';
import type { Db } from '../../db/client';
import { BusinessRuleError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { normalizeMoney } from '../../lib/money';
import { type Page, toPage } from '../../lib/paging';
import type { CashRegistersRepository } from './cash-registers.repository';
import type { HistoryRepository } from './history.repository';
import { reportTotals } from './report-totals';
import type { ShiftSummaries } from './shift-summaries';

const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;

interface Deps {
  db: Db;
  registers: CashRegistersRepository;
  history: HistoryRepository;
  summaries: ShiftSummaries;
}

/** Whose history a caller may read: everyone's with `cajas.ver`, else only their own. */
export interface Viewer {
  userId: number;
  seesAll: boolean;
}

const filterOf = (q: Omit<TShiftListQuery, 'page' | 'per_page'>) => ({
  cajaId: q.caja_id,
  usuarioId: q.usuario_id,
  desde: q.desde,
  hasta: q.hasta,
});

/** Closings, withdrawals, movements, open registers and the register report. */
export function createHistoryService({ db, registers, history, summaries }: Deps) {
  return {
    async closings(hotelId: number, q: TShiftListQuery): Promise<Page<TShiftSummary>> {
      const { rows, total } = await summaries.list(
        db,
        { hotelId, ...filterOf(q), estado: 'cerradas', by: 'cierre' },
        q,
      );
      return toPage(rows, total, q);
    },

    async withdrawals(hotelId: number, q: TShiftListQuery, viewer: Viewer): Promise<Page<TWithdrawal>> {
      const filter = { hotelId, ...filterOf(q), ...(viewer.seesAll ? {} : { usuarioId: viewer.userId }) };
      const { rows, total } = await history.withdrawals(db, filter, q);
      return toPage(rows, total, q);
    },

    async movements(
      hotelId: number,
      cajaId: number,
      q: { page: number; per_page: number; turno_id?: number | undefined },
      viewer: Viewer,
    ): Promise<Page<TCashMovement>> {
      const shift = await history.findShiftOfRegister(db, hotelId, cajaId, q.turno_id);
      if (!shift) throw new NotFoundError('La caja no tiene ese turno');
      if (!viewer.seesAll && shift.usuario_id !== viewer.userId) {
        throw new ForbiddenError('Solo puede ver los movimientos de sus propios turnos');
      }
      const { rows, total } = await history.movements(db, shift.id, q);
      const data = rows.map((r) => ({
        ...r,
        fecha: r.fecha.toISOString(),
        monto: normalizeMoney(r.monto),
        tipo: r.tipo as TCashMovement['tipo'],
        grupo: r.grupo as TCashMovement['grupo'],
      }));
      return toPage(data, total, q);
    },

    async openRegisters(hotelId: number) {
      const { rows } = await summaries.list(db, { hotelId, estado: 'abiertas' });
      return rows.map((s) => ({
        caja_id: s.caja_id,
        caja: s.caja,
        turno_id: s.turno_id,
        usuario_id: s.usuario_id,
        usuario: s.usuario,
        abierto_at: s.abierto_at,
        saldo: s.total.esperado,
      }));
    },

    /** The caller's open assignment per group (detalleCajaSaldoByGrupos), or null. */
    async groupsOfUser(hotelId: number, userId: number): Promise<TShiftSummary | null> {
      const open = await registers.findOpenOfUser(db, hotelId, userId);
      const shift = open ? await history.findShiftOfRegister(db, hotelId, open.id) : undefined;
      return shift ? summaries.one(db, hotelId, shift.id) : null;
    },

    shiftUsers: (hotelId: number) => history.shiftUsers(db, hotelId),

    /** Shifts opened in a range of the hotel's days, with the range's totals per group and overall. */
    async report(hotelId: number, q: TCashReportQuery): Promise<TCashReport> {
      const days = (Date.parse(q.hasta) - Date.parse(q.desde)) / DAY_MS + 1;
      if (days > MAX_REPORT_DAYS) throw new BusinessRuleError('El rango del informe no puede superar un año');
      const { rows } = await summaries.list(db, { hotelId, ...filterOf(q), by: 'apertura' });
      const previous = await history.previousShifts(
        db,
        rows.map((s) => s.turno_id),
      );
      return { desde: q.desde, hasta: q.hasta, data: rows, totales: reportTotals(rows, previous) };
    },
  };
}

export type HistoryService = ReturnType<typeof createHistoryService>;
