import type { TShiftSummary } from '@posada/contracts';
import type { Executor } from '../../db/client';
import { emptyTotals, summarizeShift } from './balance';
import type { ShiftFilter } from './history.repository';
import type { CashRegisterRepositories } from './repositories';

/** Assignments with their balance per group: rows from SQL, arithmetic in `balance.ts`. */
export function createShiftSummaries({ history, shifts }: CashRegisterRepositories) {
  async function list(
    filter: ShiftFilter,
    paging?: { page: number; per_page: number },
    ex?: Executor,
  ): Promise<{ rows: TShiftSummary[]; total: number }> {
    const { rows, total } = await history.shiftRows(filter, paging, ex);
    const totals = await shifts.movementTotals(
      rows.map((r) => r.turno_id),
      ex,
    );
    return {
      rows: rows.map((row) => summarizeShift(row, totals.get(row.turno_id) ?? emptyTotals())),
      total,
    };
  }

  return {
    list,
    async byIds(hotelId: number, turnoIds: number[], ex?: Executor): Promise<Map<number, TShiftSummary>> {
      if (turnoIds.length === 0) return new Map();
      const { rows } = await list({ hotelId, turnoIds }, undefined, ex);
      return new Map(rows.map((s) => [s.turno_id, s]));
    },
    async one(hotelId: number, turnoId: number, ex?: Executor): Promise<TShiftSummary> {
      const { rows } = await list({ hotelId, turnoIds: [turnoId] }, undefined, ex);
      if (!rows[0]) throw new Error(`Turno ${turnoId} no encontrado`);
      return rows[0];
    },
  };
}

export type ShiftSummaries = ReturnType<typeof createShiftSummaries>;
