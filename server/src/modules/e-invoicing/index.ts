/**
 * The electronic-invoicing core (issue 27): everything that does not need Posada's tables. The
 * integration maps invoices, notes and POS tickets onto `model.ts`, and wires these functions into
 * the outbox, the routes and the PDF; this module registers no routes yet.
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
