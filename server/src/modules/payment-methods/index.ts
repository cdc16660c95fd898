import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerPaymentMethodsRoutes } from './payment-methods.routes';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerPaymentMethodsRoutes(api, db);
}
