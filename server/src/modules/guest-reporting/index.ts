import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Kernel } from '../../kernel';
import type { RunningJob } from '../../kernel/jobs';
import { traQueueJob } from './guest-reporting.job';
import { createGuestReportingRepository } from './guest-reporting.repository';
import { registerGuestReportingRoutes } from './guest-reporting.routes';
import { createGuestReportingService } from './guest-reporting.service';

/**
 * Guest reporting (issue 30): the TRA for MinCIT and the SIRE file for Migración Colombia. The core
 * (catalogs/, tra/, sire/) builds and checks the reports and talks to MinCIT without reading a
 * table; the service maps stays onto it, the job sends the queue, the routes serve the screens.
 * See docs/guest-reporting.md.
 */
export { mincitDocumentTypes, mincitMotives } from './catalogs/mincit-labels';
export { colombianDocumentTypes, sireDocumentTypes } from './catalogs/sire-codes';
export {
  checkSireCountryRows,
  createSireCountryCatalog,
  type TSireCountryCatalog,
  type TSireCountryRow,
} from './catalogs/sire-countries';
export { createGuestReportingRepository } from './guest-reporting.repository';
export {
  createGuestReportingService,
  type GuestReportingService,
  tokenOwner,
} from './guest-reporting.service';
export type { TReportIssue } from './issues';
export { SIRE_COLUMNS, sireFileName, sireText, type TSireEncoding, writeSireFile } from './sire/file';
export type { TSireGuest, TSireHotel, TSireMovement, TSirePlace, TSireRow } from './sire/model';
export { sireName, splitSurnames } from './sire/names';
export {
  buildSireRows,
  checkSireGuest,
  checkSireHotel,
  isReportedToSire,
  sireDate,
  type TSireRows,
} from './sire/rows';
export {
  createMincitClient,
  MINCIT_BASE_URL,
  type TMincitClient,
  type TMincitClientOptions,
  type TMincitExchange,
  type TMincitFailure,
  type TMincitFailureKind,
  type TMincitResult,
  type TMincitTransport,
} from './tra/client';
export type {
  TTraCompanionBody,
  TTraCompanionPayload,
  TTraGuest,
  TTraMainPayload,
  TTraStay,
} from './tra/model';
export { prepareTra, type TTraPrepared, wholePesos } from './tra/prepare';
export {
  sendTraStay,
  type TTraCompanionOutcome,
  type TTraReady,
  type TTraSendOutcome,
  type TTraSendState,
  withParent,
} from './tra/send';

/** What buildApp hands this module: the kernel services it names, and its settings. */
export type GuestReportingDeps = Pick<Kernel, 'db' | 'audit' | 'clock' | 'jobs'> & {
  config: Pick<AppConfig, 'secretKey' | 'mincitBaseUrl' | 'businessDayJob' | 'traQueueIntervalMs'>;
};

export function register(api: FastifyInstance, { db, audit, clock, jobs, config }: GuestReportingDeps): void {
  const service = createGuestReportingService({
    db,
    repo: createGuestReportingRepository(),
    audit,
    clock,
    secretKey: config.secretKey,
    ...(config.mincitBaseUrl ? { mincitBaseUrl: config.mincitBaseUrl } : {}),
  });
  registerGuestReportingRoutes(api, service);
  // The queue runs where the business-day job runs (every server process, not the tests').
  if (!config.businessDayJob) return;
  let running: RunningJob | undefined;
  api.addHook('onReady', async () => {
    running = jobs.start(traQueueJob(service, config.traQueueIntervalMs), api.log, { atStart: false });
  });
  api.addHook('onClose', async () => {
    await running?.stop();
  });
}
