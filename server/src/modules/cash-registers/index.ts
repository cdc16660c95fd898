import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { registerCashRegistersRoutes } from './cash-registers.routes';
import { createCashRegisterService } from './cash-registers.service';
import { registerHistoryRoutes } from './history.routes';
import { registerShiftsRoutes } from './shifts.routes';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type CashRegistersDeps = Pick<Kernel, 'db' | 'audit' | 'throttle' | 'clock'>;

export function register(api: FastifyInstance, { db, audit, throttle, clock }: CashRegistersDeps): void {
  const service = createCashRegisterService({ db, audit, throttle, clock });
  registerCashRegistersRoutes(api, service);
  registerShiftsRoutes(api, service);
  registerHistoryRoutes(api, service);
}
