import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import '@posada/contracts';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createKernel } from './kernel';
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
import * as eInvoicing from './modules/e-invoicing';
import * as employees from './modules/employees';
import * as geo from './modules/geo';
import * as guestReporting from './modules/guest-reporting';
import * as health from './modules/health';
import * as hotels from './modules/hotels';
import * as inventory from './modules/inventory';
import * as invoices from './modules/invoices';
import * as liveUpdates from './modules/live-updates';
import * as numbering from './modules/numbering';
import * as paymentMethods from './modules/payment-methods';
import * as receivables from './modules/receivables';
import * as reports from './modules/reports';
import * as reservations from './modules/reservations';
import * as roles from './modules/roles';
import * as roomAdmin from './modules/room-admin';
import * as rooms from './modules/rooms';
import * as sales from './modules/sales';
import * as session from './modules/session';
import * as suppliers from './modules/suppliers';
import * as users from './modules/users';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerWeb } from './plugins/web';

export interface BuildAppOptions {
  config: Pick<AppConfig, 'sessionIdleMs' | 'sessionMaxMs' | 'webDist' | 'trustProxy' | 'businessDayJob'> &
    Partial<Pick<AppConfig, 'dataDir' | 'secretKey' | 'dianUrl'>>;
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
  // A start-up hook (the session sweep, the jobs, the DIAN queue) may wait its turn for the embedded
  // database on a busy reception computer: Fastify's default of 10 s failed the start there and in
  // test runs on a loaded machine («Plugin did not start in time»); a minute is a slow start, not a
  // hung one.
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    frameworkErrors,
    pluginTimeout: 60_000,
  });
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

  // The kernel's services, built once here; the app's own (sessions, live updates) beside them.
  const { db } = database;
  const kernel = createKernel({ db, clock, timeZones: hotels.createHotelsRepository() });
  const {
    audit,
    calendar,
    throttle,
    payments,
    balances,
    ledger,
    nights,
    invoicing,
    numbers,
    stock,
    bookings,
    jobs,
  } = kernel;
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

  // The business day's entry points, for a caller that runs the days itself (the demo's life).
  app.decorate('businessDay', kernel.businessDay);
  // The electronic documents' sender: the invoices' PDF prints the CUFE it signs.
  const eInvoicingSender = eInvoicing.createSender({ db, clock, config });
  // Each module gets exactly the services its own deps type declares, in this order under /api.
  await app.register(
    async (api) => {
      health.register(api, { db, jobs });
      session.register(api, { sessions });
      users.register(api, { db, audit });
      configurations.register(api, { db, audit });
      cashRegisters.register(api, { db, audit, throttle, clock });
      geo.register(api, { db });
      hotels.register(api, { db, audit });
      roles.register(api, { db, audit });
      catalogs.register(api, { db, audit });
      paymentMethods.register(api, { db, audit });
      clients.register(api, { db, audit });
      suppliers.register(api, { db, audit });
      employees.register(api, { db, audit });
      numbering.register(api, { db, audit, calendar });
      rooms.register(api, { db, audit, calendar, payments, bookings, ledger, invoicing, nights });
      accounts.register(api, { db, audit, ledger, payments, stock, nights });
      roomAdmin.register(api, { db, audit });
      reservations.register(api, {
        db,
        calendar,
        clock,
        payments,
        bookings,
        businessDay: kernel.businessDay,
      });
      inventory.register(api, { db, audit, calendar, numbers, stock });
      invoices.register(api, {
        db,
        audit,
        clock,
        ledger,
        numbers,
        payments,
        calendar,
        balances,
        stock,
        invoicing,
        creditNotes: kernel.creditNotes,
        stamps: (hotelId, clase, id) => eInvoicingSender.stamp(hotelId, clase, id),
      });
      clientBalances.register(api, { db, balances, payments });
      sales.register(api, {
        db,
        audit,
        calendar,
        ledger,
        numbers,
        payments,
        stock,
        invoicing,
        creditNotes: kernel.creditNotes,
        stamps: (hotelId, id) => eInvoicingSender.stamp(hotelId, 'tiquete_pos', id),
      });
      receivables.register(api, { db, audit, calendar, ledger, numbers, payments, balances });
      reports.register(api, { db, calendar });
      liveUpdates.register(api, { live, authenticate: sessions.authenticate });
      businessDay.register(api, { businessDay: kernel.businessDay, jobs, config });
      auditLog.register(api, { db });
      backups.register(api, { db, clock, jobs, config, database });
      eInvoicing.register(api, {
        db,
        audit,
        calendar,
        clock,
        jobs,
        config,
        sender: eInvoicingSender,
        pdf: invoices.documentPdfs({
          db,
          stamps: (hotelId, clase, id) => eInvoicingSender.stamp(hotelId, clase, id),
        }),
      });
      guestReporting.register(api, { db, audit, clock, jobs, config });
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.webDist);
  return app;
}
