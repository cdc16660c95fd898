import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { openEmbeddedDatabaseOrExit } from './db/data-folder';
import { setupDatabase } from './db/seed';
import { DEMO_PASSWORD, demoUsers } from './db/seed/demo';
import { bringDemoToLife, demoAwaitsLife } from './demo';
import { safeLogOptions } from './lib/log-serializers';
import { runtimeNotice } from './lib/runtime';

const started = performance.now();
const config = loadConfig();
const outdatedRuntime = runtimeNotice(process.version);
if (outdatedRuntime) console.warn(outdatedRuntime);

/** PostgreSQL when configured, else the embedded database (or its folder's refusal, exit 1). */
const database: Database = config.databaseUrl
  ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
  : await openEmbeddedDatabaseOrExit(config.dataDir);
const logger = {
  level: config.logLevel,
  ...safeLogOptions,
  ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
};
const app = await buildApp({ config, database, logger });

const admin = await setupDatabase(database, config);
if (admin?.generatedPassword) {
  app.log.warn(
    `Primer administrador creado: ${admin.email} / contraseña ${admin.generatedPassword} ` +
      '(se muestra solo esta vez; cámbiela después de ingresar)',
  );
} else if (admin) {
  app.log.info(`Primer administrador creado: ${admin.email}`);
}
const demoLife =
  config.demoData && config.demoLife && (await demoAwaitsLife(database)) ? new AbortController() : null;
if (config.demoData) {
  app.log.info(
    `Datos de demostración activos. Usuarios (contraseña ${DEMO_PASSWORD}): ${demoUsers.map((u) => u.email).join(', ')}`,
  );
}

let closing = false;
let demoLiving: Promise<unknown> = Promise.resolve();
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} recibido: cerrando`);
  try {
    demoLife?.abort();
    await demoLiving;
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error al cerrar');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Posada lista en http://localhost:${config.port} (${database.kind}) en ${Math.round(performance.now() - started)} ms`,
);
/**
 * A new demo hotel lives its months after the server is up (they take a minute or two of work):
 * staff can log in at once and watch the days fill in. Its own app logs only what went wrong.
 */
if (demoLife) {
  app.log.info('Hotel de demostración: viviendo sus últimos 90 días y reservando los próximos 60…');
  demoLiving = bringDemoToLife(database, config, {
    logger: { ...logger, level: 'error' },
    signal: demoLife.signal,
  })
    .then((lived) => app.log.info(`Hotel de demostración al día (${lived.today}) en ${lived.ms} ms`))
    .catch((err) => app.log.error({ err }, 'El hotel de demostración no terminó de prepararse'));
}
