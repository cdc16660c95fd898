import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../../kernel';
import { createPaymentMethodsRepository } from './payment-methods.repository';
import { registerPaymentMethodsRoutes } from './payment-methods.routes';
import { createPaymentMethodsService } from './payment-methods.service';

/** What buildApp hands this module: the kernel services it names, and nothing more. */
export type PaymentMethodsDeps = Pick<Kernel, 'db' | 'audit'>;

export function register(api: FastifyInstance, { db, audit }: PaymentMethodsDeps): void {
  registerPaymentMethodsRoutes(
    api,
    createPaymentMethodsService({ db, audit, repo: createPaymentMethodsRepository() }),
  );
}
