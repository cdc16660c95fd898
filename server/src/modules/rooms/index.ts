import type { FastifyInstance } from 'fastify';
import { createCashRegisterService } from '../cash-registers';
import type { ModuleDeps } from '../deps';
import { registerRackRoutes } from './rack.routes';
import { createRackService } from './rack.service';
import { registerStaysRoutes } from './stays.routes';
import { createStaysService } from './stays.service';

export function register(api: FastifyInstance, { db }: ModuleDeps): void {
  registerRackRoutes(api, createRackService({ db }));
  registerStaysRoutes(api, createStaysService({ db, payments: createCashRegisterService({ db }).payments }));
}
