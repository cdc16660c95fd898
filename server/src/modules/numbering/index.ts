import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerNumberingRoutes } from './numbering.routes';

/** Invoicing and the other documents take their numbers from `nextNumber` (next-number.ts). */
export { type HandedNumber, nextNumber } from './next-number';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerNumberingRoutes(api, db);
}
