import type { TShiftSummary } from '@posada/contracts';
import type { Executor } from '../../db/client';
import { emptyTotals, summarizeShift } from '../../kernel/payments/balance';
import type { ShiftsRepository } from '../../kernel/payments/shifts.repository';
import type { HistoryRepository, Paging, ShiftFilter } from './history.repository';

/** Assignments with their balance per group: rows from SQL, arithmetic in `balance.ts`. */
export function createShiftSummaries({
  history,
  shifts,
}: {
  history: HistoryRepository;
  shifts: ShiftsRepository;
}) {
  async function list(
    ex: Executor,
    filter: ShiftFilter,
    paging?: Paging,
  ): Promise<{ rows: TShiftSummary[]; total: number }> {
    const { rows, total } = await history.shiftRows(ex, filter, paging);
    const totals = await shifts.movementTotals(
      ex,
      rows.map((r) => r.turno_id),
    );
    return {
      rows: rows.map((row) => summarizeShift(row, totals.get(row.turno_id) ?? emptyTotals())),
      total,
    };
  }

  return {
    list,
    async byIds(ex: Executor, hotelId: number, turnoIds: number[]): Promise<Map<number, TShiftSummary>> {
      if (turnoIds.length === 0) return new Map();
      const { rows } = await list(ex, { hotelId, turnoIds });
      return new Map(rows.map((s) => [s.turno_id, s]));
    },
    async one(ex: Executor, hotelId: number, turnoId: number): Promise<TShiftSummary> {
      const { rows } = await list(ex, { hotelId, turnoIds: [turnoId] });
      if (!rows[0]) throw new Error(`Turno ${turnoId} no encontrado`);
      return rows[0];
    },
  };
}

export type ShiftSummaries = ReturnType<typeof createShiftSummaries>;
