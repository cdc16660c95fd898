import type { FastifyInstance } from 'fastify';
import { registerSessionRoutes } from './session.routes';
import type { SessionService } from './session.service';

export { createSessionRepository } from './session.repository';
export { createSessionService, type SessionService } from './session.service';

/** What buildApp hands this module, and nothing more. */
export interface SessionDeps {
  sessions: SessionService;
}

/** The session service itself is built in buildApp: the auth plugin needs it before any module. */
export function register(api: FastifyInstance, { sessions }: SessionDeps): void {
  registerSessionRoutes(api, sessions);
  // Start-up pruning; later ones ride on logins (see pruneIfDue).
  api.addHook('onReady', async () => {
    const pruned = await sessions.pruneIfDue();
    if (pruned) api.log.info(pruned, 'sesiones vencidas e intentos de ingreso antiguos eliminados');
  });
}
