import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import '@posada/contracts';
import type { Database } from './db/client';
import { createAuditLog } from './lib/audit';
import { type Clock, systemClock } from './lib/clock';
import * as accounts from './modules/accounts';
import * as auditLog from './modules/audit-log';
import * as backups from './modules/backups';
import * as businessDay from './modules/business-day';
import * as cashRegisters from './modules/cash-registers';
import * as catalogs from './modules/catalogs';
import * as clientBalances from './modules/client-balances';
import * as clients from './modules/clients';
import * as configurations from './modules/configurations';
import type { ModuleDeps } from './modules/deps';
import * as employees from './modules/employees';
import * as geo from './modules/geo';
import * as health from './modules/health';
import * as hotels from './modules/hotels';
import * as inventory from './modules/inventory';
import * as invoices from './modules/invoices';
import * as liveUpdates from './modules/live-updates';
import * as numbering from './modules/numbering';
import * as paymentMethods from './modules/payment-methods';
import * as reservations from './modules/reservations';
import * as roles from './modules/roles';
import * as roomAdmin from './modules/room-admin';
import * as rooms from './modules/rooms';
import * as session from './modules/session';
import * as suppliers from './modules/suppliers';
import * as users from './modules/users';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerWeb } from './plugins/web';

/** The API's modules, each registering its routes under /api. */
const modules: { register(api: FastifyInstance, deps: ModuleDeps): void }[] = [
  health,
  session,
  users,
  configurations,
  cashRegisters,
  geo,
  hotels,
  roles,
  catalogs,
  paymentMethods,
  clients,
  suppliers,
  employees,
  numbering,
  rooms,
  accounts,
  roomAdmin,
  reservations,
  inventory,
  invoices,
  clientBalances,
  liveUpdates,
  businessDay,
  auditLog,
  backups,
];

export interface BuildAppOptions {
  config: ModuleDeps['config'];
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the business date comes from (tests set the day). */
  clock?: Clock;
}

export async function buildApp({
  config,
  database,
  logger = false,
  clock = systemClock,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: config.trustProxy, bodyLimit: 1_048_576, frameworkErrors });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    strictTransportSecurity: false,
    // Browsers apply Cross-Origin-Opener-Policy only to trustworthy origins (HTTPS, localhost);
    // staff open http://192.168.x.x:3000, where Chromium ignores it and logs a console error on
    // every page. A proxy that adds HTTPS in front can send it.
    crossOriginOpenerPolicy: false,
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // Staff reach the server over plain HTTP on the hotel's network; do not force HTTPS.
        'upgrade-insecure-requests': null,
      },
    },
  });
  await registerCompression(app);
  await registerDocs(app);

  // The services several modules share, built once here and handed to every module.
  const { db } = database;
  const audit = createAuditLog();
  const throttle = session.createLoginThrottle();
  const calendar = hotels.createHotelCalendar({ clock, repo: hotels.createHotelsRepository() });
  const sessions = session.createSessionService({
    db,
    repo: session.createSessionRepository(),
    throttle,
    audit,
    clock,
    idleMs: config.sessionIdleMs,
    maxAgeMs: config.sessionMaxMs,
  });
  registerAuth(app, { authenticate: sessions.authenticate });
  const live = liveUpdates.createLiveUpdates({
    listen: (channel, handlers) => database.listen(channel, handlers),
    warn: (message) => app.log.warn(message),
  });
  // The streams never end by themselves: end them before the server waits for its connections.
  app.addHook('preClose', () => live.close());

  const bookings = reservations.createBookings({ audit, calendar });
  const payments = cashRegisters.createPayments({ audit });
  const ledger = accounts.createLedgerService();
  const numbers = numbering.createNumbers({ calendar });
  const nights = rooms.createNightPosting({ ledger });
  const deps: ModuleDeps = {
    db,
    config,
    database,
    clock,
    audit,
    calendar,
    sessions,
    throttle,
    live,
    payments,
    balances: clientBalances.createBalancesService({ audit }),
    ledger,
    nights,
    numbers,
    invoicing: invoices.createInvoicingService({ db, clock, audit, ledger, numbers, payments, calendar }),
    stock: inventory.createStockService({ calendar }),
    bookings,
    businessDay: businessDay.createBusinessDay({
      db,
      repo: businessDay.createBusinessDayRepository(),
      bookings,
      clock,
      nights,
    }),
  };
  await app.register(
    async (api) => {
      for (const module of modules) module.register(api, deps);
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.webDist);
  return app;
}
