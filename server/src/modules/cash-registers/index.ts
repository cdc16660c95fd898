import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerCashRegistersRoutes } from './cash-registers.routes';
import { createCashRegisterService } from './cash-registers.service';
import { registerHistoryRoutes } from './history.routes';
import { registerShiftsRoutes } from './shifts.routes';

export type { HotelActor } from '../../lib/request-hotel';
export { type CashRegisterService, createCashRegisterService } from './cash-registers.service';
export type { RecordedPayment, RecordPaymentInput } from './payments.service';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  const service = createCashRegisterService({ db });
  registerCashRegistersRoutes(api, service);
  registerShiftsRoutes(api, service);
  registerHistoryRoutes(api, service);
}
