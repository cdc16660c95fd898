import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerCashRegistersRoutes } from './cash-registers.routes';
import { createCashRegisterService } from './cash-registers.service';
import { registerHistoryRoutes } from './history.routes';
import { registerShiftsRoutes } from './shifts.routes';

export { createPayments } from './cash-registers.service';
export type { PaymentMethod, PaymentsService, RecordedPayment, RecordPaymentInput } from './payments.service';

export function register(api: FastifyInstance, { db, audit, throttle, clock }: ModuleDeps): void {
  const service = createCashRegisterService({ db, audit, throttle, clock });
  registerCashRegistersRoutes(api, service);
  registerShiftsRoutes(api, service);
  registerHistoryRoutes(api, service);
}
