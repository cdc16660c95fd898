import type { Db } from '../../db/client';
import { createShiftsRepository } from '../../kernel/payments/shifts.repository';
import type { LoginThrottle } from '../../kernel/throttle/login-throttle';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { createCashRegistersRepository } from './cash-registers.repository';
import { createHistoryRepository } from './history.repository';
import { createHistoryService } from './history.service';
import { createRegistersService } from './registers.service';
import { createShiftSummaries } from './shift-summaries';
import { createShiftsService } from './shifts.service';

interface Deps {
  db: Db;
  audit: AuditLog;
  throttle: LoginThrottle;
  /** When a shift opens and closes: business moments, like an invoice's issue time. */
  clock: Clock;
}

/** Everything about cash registers: the registers, their assignments (open, withdraw, close) and their history. */
export function createCashRegisterService({ db, audit, throttle, clock }: Deps) {
  const registers = createCashRegistersRepository();
  const shifts = createShiftsRepository();
  const history = createHistoryRepository();
  const summaries = createShiftSummaries({ history, shifts });
  return {
    registers: createRegistersService({ db, repo: registers, shifts, summaries, audit }),
    shifts: createShiftsService({ db, registers, shifts, history, summaries, throttle, audit, clock }),
    history: createHistoryService({ db, registers, history, summaries }),
  };
}

export type CashRegisterService = ReturnType<typeof createCashRegisterService>;
