import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Kernel } from '../../kernel';
import { createEInvoicingRepository } from './e-invoicing.repository';
import { registerEInvoicingRoutes } from './e-invoicing.routes';
import { createEInvoicingService } from './e-invoicing.service';

/**
 * Electronic invoicing (issue 27). Registered: the hotel's habilitación settings and certificate
 * (`/facturacionElectronica/estado|configurar|certificado`). The core below needs none of Posada's
 * tables; the integration still to come maps invoices, notes and POS tickets onto `model.ts`, and
 * wires these functions into the outbox, the routes and the PDF.
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
export * from './model';
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
export type EInvoicingDeps = Pick<Kernel, 'db' | 'audit' | 'clock'> & {
  config: Pick<AppConfig, 'secretKey'>;
};

export function register(api: FastifyInstance, { db, audit, clock, config }: EInvoicingDeps): void {
  const service = createEInvoicingService({
    db,
    repo: createEInvoicingRepository(),
    audit,
    clock,
    secretKey: config.secretKey,
  });
  registerEInvoicingRoutes(api, service);
}
