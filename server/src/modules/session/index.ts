import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerSessionRoutes } from './session.routes';

export function register(api: FastifyInstance, { sessions }: ModuleDeps): void {
  registerSessionRoutes(api, sessions);
}
