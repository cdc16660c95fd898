import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { LoginThrottle } from '../session/login-throttle';
import { createCashRegistersRepository } from './cash-registers.repository';
import { createHistoryRepository } from './history.repository';
import { createHistoryService } from './history.service';
import { createPaymentsService } from './payments.service';
import { createRegistersService } from './registers.service';
import { createShiftSummaries } from './shift-summaries';
import { createShiftsRepository } from './shifts.repository';
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

/** `recordPayment` for the modules that take money: built once in buildApp and handed to them. */
export const createPayments = ({ audit }: { audit: AuditLog }) =>
  createPaymentsService({ shifts: createShiftsRepository(), audit });

export type CashRegisterService = ReturnType<typeof createCashRegisterService>;
