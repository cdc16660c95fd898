import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { DataFolderError, openEmbeddedDatabase } from './db/data-folder';
import { setupDatabase } from './db/seed';
import { DEMO_PASSWORD, demoUsers } from './db/seed/demo';
import { bringDemoToLife, demoAwaitsLife } from './demo';
import { safeLogOptions } from './lib/log-serializers';
import { runtimeNotice } from './lib/runtime';

const started = performance.now();
const config = loadConfig();
const outdatedRuntime = runtimeNotice(process.version);
if (outdatedRuntime) console.warn(outdatedRuntime);

/**
 * The database, or a clear Spanish reason why not (a data folder in use by another process, a
 * file, read-only, holding other files) instead of a stack trace. The app's logger does not exist
 * yet: messages go to the console.
 */
async function openConfiguredDatabase(): Promise<Database> {
  if (config.databaseUrl) {
    return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize });
  }
  try {
    return await openEmbeddedDatabase(config.dataDir, (message) => console.warn(message));
  } catch (err) {
    if (!(err instanceof DataFolderError)) throw err;
    console.error(`Posada no puede iniciar: ${err.message}`);
    process.exit(1);
  }
}
const database = await openConfiguredDatabase();
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
