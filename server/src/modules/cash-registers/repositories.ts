import type { Db } from '../../db/client';
import { createCashRegistersRepository } from './cash-registers.repository';
import { createHistoryRepository } from './history.repository';
import { createShiftsRepository } from './shifts.repository';

/** The module's three repositories, built once over one database. */
export function createCashRegisterRepositories(db: Db) {
  return {
    registers: createCashRegistersRepository(db),
    shifts: createShiftsRepository(db),
    history: createHistoryRepository(db),
  };
}

export type CashRegisterRepositories = ReturnType<typeof createCashRegisterRepositories>;
