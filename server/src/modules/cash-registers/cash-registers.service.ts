import type { Db } from '../../db/client';
import { createLoginThrottle } from '../session/login-throttle';
import { createHistoryService } from './history.service';
import { createPaymentsService } from './payments.service';
import { createRegistersService } from './registers.service';
import { createCashRegisterRepositories } from './repositories';
import { createShiftSummaries } from './shift-summaries';
import { createShiftsService } from './shifts.service';

/**
 * Everything about cash registers, as plain functions: the registers, their assignments (open,
 * withdraw, close), their history, and `recordPayment` for the modules that take money.
 */
export function createCashRegisterService({ db }: { db: Db }) {
  const repos = createCashRegisterRepositories(db);
  const summaries = createShiftSummaries(repos);
  return {
    registers: createRegistersService({ db, repos, summaries }),
    shifts: createShiftsService({ db, repos, summaries, throttle: createLoginThrottle }),
    history: createHistoryService({ repos, summaries }),
    payments: createPaymentsService(repos),
  };
}

export type CashRegisterService = ReturnType<typeof createCashRegisterService>;
