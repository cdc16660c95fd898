import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import '@posada/contracts';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createConfigurationsRepository } from './modules/configurations/configurations.repository';
import { registerConfigurationsRoutes } from './modules/configurations/configurations.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { createLoginThrottle } from './modules/session/login-throttle';
import { createSessionRepository } from './modules/session/session.repository';
import { registerSessionRoutes } from './modules/session/session.routes';
import { createSessionService } from './modules/session/session.service';
import { createUsersRepository } from './modules/users/users.repository';
import { registerUsersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerWeb } from './plugins/web';

export interface BuildAppOptions {
  config: Pick<AppConfig, 'sessionIdleMs' | 'webDist' | 'trustProxy'>;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({
  config,
  database,
  logger = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: config.trustProxy, bodyLimit: 1_048_576 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // Staff reach the server over plain HTTP on the hotel's network; do not force HTTPS.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await registerDocs(app);

  const { db } = database;
  const sessions = createSessionService({
    repo: createSessionRepository(db),
    throttle: createLoginThrottle(db),
    idleMs: config.sessionIdleMs,
  });
  registerAuth(app, { authenticate: sessions.authenticate });

  await app.register(
    async (api) => {
      registerHealthRoutes(api, db);
      registerSessionRoutes(api, sessions);
      registerUsersRoutes(api, createUsersService({ repo: createUsersRepository(db) }));
      registerConfigurationsRoutes(api, createConfigurationsRepository(db));
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.webDist);
  return app;
}
