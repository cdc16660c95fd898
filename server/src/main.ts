import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { setupDatabase } from './db/seed';
import { DEMO_PASSWORD, demoUsers } from './db/seed/demo';
import { logSerializers } from './lib/log-serializers';

const started = performance.now();
const config = loadConfig();
const database = openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
const app = await buildApp({
  config,
  database,
  logger: {
    level: config.logLevel,
    serializers: logSerializers,
    ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
  },
});

const admin = await setupDatabase(database, config);
if (admin?.generatedPassword) {
  app.log.warn(
    `Primer administrador creado: ${admin.email} / contraseña ${admin.generatedPassword} ` +
      '(se muestra solo esta vez; cámbiela después de ingresar)',
  );
} else if (admin) {
  app.log.info(`Primer administrador creado: ${admin.email}`);
}
if (config.demoData) {
  app.log.info(
    `Datos de demostración activos. Usuarios (contraseña ${DEMO_PASSWORD}): ${demoUsers.map((u) => u.email).join(', ')}`,
  );
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} recibido: cerrando`);
  try {
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
