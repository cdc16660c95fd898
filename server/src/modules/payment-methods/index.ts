import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createPaymentMethodsRepository } from './payment-methods.repository';
import { registerPaymentMethodsRoutes } from './payment-methods.routes';
import { createPaymentMethodsService } from './payment-methods.service';

export function register(api: FastifyInstance, { db, audit }: ModuleDeps): void {
  registerPaymentMethodsRoutes(
    api,
    createPaymentMethodsService({ db, audit, repo: createPaymentMethodsRepository() }),
  );
}
