import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { LoginThrottle } from '../../kernel/throttle/login-throttle';
import type { AuditLog } from '../../lib/audit';
import { registerCashRegistersRoutes } from './cash-registers.routes';
import { createCashRegisterService } from './cash-registers.service';
import { registerHistoryRoutes } from './history.routes';
import { registerShiftsRoutes } from './shifts.routes';

export type {
  PaymentMethod,
  PaymentsService,
  RecordedPayment,
  RecordPaymentInput,
} from '../../kernel/payments/payments.service';
export { createPayments } from './cash-registers.service';

/** The shared services buildApp hands this module (and nothing more). */
export interface CashRegistersDeps {
  db: Db;
  audit: AuditLog;
  throttle: LoginThrottle;
}

export function register(api: FastifyInstance, { db, audit, throttle }: CashRegistersDeps): void {
  const service = createCashRegisterService({ db, audit, throttle });
  registerCashRegistersRoutes(api, service);
  registerShiftsRoutes(api, service);
  registerHistoryRoutes(api, service);
}
