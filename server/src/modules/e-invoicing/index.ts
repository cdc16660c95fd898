import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Kernel } from '../../kernel';
import type { RunningJob } from '../../kernel/jobs';
import { createDelivery, type DocumentPdf } from './delivery/delivery';
import { deliveryJob } from './delivery/delivery.job';
import { createDeliveryRepository } from './delivery/delivery.repository';
import { registerDeliveryRoutes } from './delivery/delivery.routes';
import { createMailSettings } from './delivery/mail-settings';
import { createDocumentsRepository } from './documents.repository';
import { eInvoicingJob } from './e-invoicing.job';
import { createEInvoicingRepository } from './e-invoicing.repository';
import { registerEInvoicingRoutes } from './e-invoicing.routes';
import { createEInvoicingService } from './e-invoicing.service';
import { createPaperInvoices } from './paper-invoices';
import { createPaperInvoicesRepository } from './paper-invoices.repository';
import { registerPaperInvoiceRoutes } from './paper-invoices.routes';
import { createEInvoicingSender, type EInvoicingSender } from './sender';
import { createTestSet } from './test-set';

/**
 * Electronic invoicing (issue 27). Registered: the hotel's habilitación settings and certificate
 * (`/facturacionElectronica/estado|configurar|certificado`), the outbox's sending job
 * (`sender.ts`: invoices and notes mapped onto `model.ts` by `documents.ts`), the signed XML routes,
 * each document's state and the resend. The core exported below needs none of Posada's tables.
 *
 * Pipeline: buildDocument → signXades → packageDocument → createDianClient().sendBillSync →
 * buildAttachedDocument → signXades → packageForBuyer. See docs/e-invoicing.md.
 */
export { computeTotals, DIAN_TOLERANCE_CENTS, taxDrift } from './amounts';
export {
  CertificateError,
  carriesNit,
  checkCertificate,
  EXPIRY_WARNING_DAYS,
  readP12,
  type TCertificateCheck,
  type TCertificateInfo,
  type TSigningCredentials,
} from './certificate/p12';
export { openCertificate, SECRET_ENV, sealCertificate, sealingKey } from './certificate/secret-box';
export { codeLists, codeName } from './codes/code-lists';
export {
  cufe,
  cufeInput,
  documentUuid,
  qrText,
  qrUrl,
  softwareSecurityCode,
  type TCufeFields,
  type TUuidScheme,
} from './cufe';
export { createDelivery, type Delivery, type DocumentPdf } from './delivery/delivery';
export * from './model';
export { createEInvoicingSender, type EInvoicingSender } from './sender';
export { POLICY, signXades, type TSignOptions } from './signature/xades';
export {
  createDianClient,
  DIAN_ENDPOINTS,
  type TDianClient,
  type TDianFailure,
  type TDianResult,
  type TTransport,
} from './soap/client';
export type { TDianResponse, TUploadResponse } from './soap/responses';
export { colombianInstant, type TIssueInstant } from './time';
export { readApplicationResponse, type TApplicationResponseSummary } from './ubl/application-response';
export { buildAttachedDocument, type TAttachedDocumentInput } from './ubl/attached-document';
export { buildDocument, PROFILES, type TBuiltDocument } from './ubl/documents';
export { checkBuyer } from './ubl/parties';
export { fileBaseName, filePrefix, packageDocument, packageForBuyer, type TDocumentPackage } from './zip';

/** What buildApp hands this module: the kernel services it names, and the server secret. */
export type EInvoicingDeps = Pick<Kernel, 'db' | 'audit' | 'calendar' | 'clock' | 'jobs'> & {
  config: Pick<AppConfig, 'secretKey' | 'businessDayJob' | 'dianUrl'>;
  /** The sender buildApp made first (createSender), whose stamps the invoices' PDF prints. */
  sender: EInvoicingSender;
  /** The invoices' PDF (modules/invoices), zipped with the AttachedDocument for the buyer. */
  pdf: DocumentPdf;
};

/** The outbox's sender, made before the modules: the invoices' PDF asks it for the CUFE. */
export function createSender({
  db,
  clock,
  config,
}: Pick<Kernel, 'db' | 'clock'> & { config: Pick<AppConfig, 'secretKey' | 'dianUrl'> }): EInvoicingSender {
  return createEInvoicingSender({
    db,
    repo: createDocumentsRepository(),
    clock,
    secretKey: config.secretKey,
    dianUrl: config.dianUrl,
  });
}

export function register(
  api: FastifyInstance,
  { db, audit, calendar, clock, jobs, config, sender, pdf }: EInvoicingDeps,
): void {
  const service = createEInvoicingService({
    db,
    calendar,
    repo: createEInvoicingRepository(),
    documents: createDocumentsRepository(),
    audit,
    clock,
    secretKey: config.secretKey,
  });
  const testSet = createTestSet({
    db,
    repo: createDocumentsRepository(),
    clock,
    secretKey: config.secretKey,
    dianUrl: config.dianUrl,
  });
  const delivery = createDelivery({
    db,
    repo: createDeliveryRepository(),
    documents: createDocumentsRepository(),
    clock,
    secretKey: config.secretKey,
    pdf,
  });
  registerEInvoicingRoutes(api, service, sender, testSet, delivery);
  registerPaperInvoiceRoutes(
    api,
    createPaperInvoices({
      db,
      repo: createPaperInvoicesRepository(),
      documents: createDocumentsRepository(),
      audit,
      clock,
    }),
  );
  registerDeliveryRoutes(api, {
    db,
    delivery,
    mail: createMailSettings({ db, audit, secretKey: config.secretKey }),
  });
  // The queues are sent by every process that runs the scheduled jobs (rows are claimed, never shared).
  if (!config.businessDayJob) return;
  let running: RunningJob[] = [];
  api.addHook('onReady', async () => {
    running = [
      jobs.start(eInvoicingJob(sender), api.log, { atStart: false }),
      jobs.start(deliveryJob(delivery), api.log, { atStart: false }),
    ];
  });
  api.addHook('onClose', async () => {
    await Promise.all(running.map((job) => job.stop()));
  });
}
