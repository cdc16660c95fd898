import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { createPaymentMethodsRepository } from './payment-methods.repository';
import { registerPaymentMethodsRoutes } from './payment-methods.routes';
import { createPaymentMethodsService } from './payment-methods.service';

/** The shared services buildApp hands this module (and nothing more). */
export interface PaymentMethodsDeps {
  db: Db;
  audit: AuditLog;
}

export function register(api: FastifyInstance, { db, audit }: PaymentMethodsDeps): void {
  registerPaymentMethodsRoutes(
    api,
    createPaymentMethodsService({ db, audit, repo: createPaymentMethodsRepository() }),
  );
}
