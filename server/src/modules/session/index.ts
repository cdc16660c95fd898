import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { registerSessionRoutes } from './session.routes';

export { createLoginThrottle } from './login-throttle';
export { createSessionRepository } from './session.repository';
export { createSessionService, type SessionService } from './session.service';

/** The session service itself is built in buildApp: the auth plugin needs it before any module. */
export function register(api: FastifyInstance, { sessions }: ModuleDeps): void {
  registerSessionRoutes(api, sessions);
  // Start-up pruning; later ones ride on logins (see pruneIfDue).
  api.addHook('onReady', async () => {
    const pruned = await sessions.pruneIfDue();
    if (pruned) api.log.info(pruned, 'sesiones vencidas e intentos de ingreso antiguos eliminados');
  });
}
