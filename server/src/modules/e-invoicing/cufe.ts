/**
 * The document's unique code (annex 1.9 §11.2 CUFE, §11.4 CUDE; DE annex 1.0 §14.1.3), the
 * SoftwareSecurityCode (§11.8) and the QR (§11.7), from the amounts `computeTotals` fixed.
 */
import { createHash } from 'node:crypto';
import { addMoney } from '../../lib/money';
import type { TDocument, TEnvironment, TTotals } from './model';

export type TUuidScheme = 'CUFE-SHA384' | 'CUDE-SHA384';

/** The fields the annex concatenates, in its order. */
export interface TCufeFields {
  /** NumFac: cbc:ID. */
  number: string;
  /** FecFac: cbc:IssueDate. */
  issueDate: string;
  /** HorFac: cbc:IssueTime with its offset. */
  issueTime: string;
  /** ValFac: LineExtensionAmount. */
  lineExtension: string;
  /** ValImp1 (01 IVA), ValImp2 (04 INC), ValImp3 (03 ICA). */
  iva: string;
  inc: string;
  ica: string;
  /** ValTot: PayableAmount. */
  payable: string;
  /** NitOFE: the issuer's NIT without check digit. */
  issuerNit: string;
  /** NumAdq: the buyer's document number (without check digit). */
  buyerId: string;
  /** ClTec (CUFE) or the software PIN (CUDE). */
  key: string;
  environment: TEnvironment;
}

/** The string the annex hashes: NumFac+FecFac+HorFac+ValFac+01+ValImp1+04+ValImp2+03+ValImp3+ValTot+NitOFE+NumAdq+key+TipoAmb. */
export function cufeInput(f: TCufeFields): string {
  return [
    f.number,
    f.issueDate,
    f.issueTime,
    f.lineExtension,
    '01',
    f.iva,
    '04',
    f.inc,
    '03',
    f.ica,
    f.payable,
    f.issuerNit,
    f.buyerId,
    f.key,
    f.environment,
  ].join('');
}

export const sha384Hex = (text: string): string => createHash('sha384').update(text, 'utf8').digest('hex');

/** SHA-384 of the concatenation: the CUFE with the technical key, the CUDE with the software PIN. */
export const cufe = (fields: TCufeFields): string => sha384Hex(cufeInput(fields));

/**
 * Which code a document carries: the invoice (01) a CUFE keyed by its resolution's technical key;
 * the contingency transcription (03), the notes and the POS documents a CUDE keyed by the
 * software PIN (DIAN's validator: codes 03, 91, 92 and the documentos equivalentes use CUDE).
 */
export function uuidScheme(doc: TDocument): TUuidScheme {
  return doc.kind === 'invoice' ? 'CUFE-SHA384' : 'CUDE-SHA384';
}

export function documentCufeFields(doc: TDocument, totals: TTotals): TCufeFields {
  return {
    number: doc.number,
    issueDate: doc.issueDate,
    issueTime: doc.issueTime,
    lineExtension: totals.lineExtension,
    ...totals.cufeTaxes,
    payable: totals.payable,
    issuerNit: doc.issuer.nit,
    buyerId: doc.buyer.idNumber,
    key: doc.kind === 'invoice' ? doc.resolution.technicalKey : doc.software.pin,
    environment: doc.software.environment,
  };
}

/** The CUFE or CUDE of a document, with the scheme name its cbc:UUID declares. */
export function documentUuid(doc: TDocument, totals: TTotals): { uuid: string; scheme: TUuidScheme } {
  return { uuid: cufe(documentCufeFields(doc, totals)), scheme: uuidScheme(doc) };
}

/** SHA-384 of software id + PIN + document number (sts:SoftwareSecurityCode). */
export const softwareSecurityCode = (softwareId: string, pin: string, number: string): string =>
  sha384Hex(`${softwareId}${pin}${number}`);

const CONSULTATION_HOSTS: Record<TEnvironment, string> = {
  '1': 'https://catalogo-vpfe.dian.gov.co',
  '2': 'https://catalogo-vpfe-hab.dian.gov.co',
};

/** DIAN's public consultation page of a document (sts:QRCode, and the QR's last line). */
export const qrUrl = (environment: TEnvironment, uuid: string): string =>
  `${CONSULTATION_HOSTS[environment]}/document/searchqr?documentkey=${uuid}`;

/**
 * The text the graphic representation encodes in its QR (annex §11.7): one `Field: value` per
 * line, ValOtroIm the taxes other than IVA, then the CUFE (CUDE) and the consultation URL.
 */
export function qrText(doc: TDocument, totals: TTotals, uuid: string): string {
  const label = uuidScheme(doc) === 'CUFE-SHA384' ? 'CUFE' : 'CUDE';
  return [
    `NumFac: ${doc.number}`,
    `FecFac: ${doc.issueDate}`,
    `HorFac: ${doc.issueTime}`,
    `NitFac: ${doc.issuer.nit}`,
    `DocAdq: ${doc.buyer.idNumber}`,
    `ValFac: ${totals.lineExtension}`,
    `ValIva: ${totals.cufeTaxes.iva}`,
    `ValOtroIm: ${addMoney(totals.cufeTaxes.inc, totals.cufeTaxes.ica)}`,
    `ValTolFac: ${totals.payable}`,
    `${label}: ${uuid}`,
    `QRCode: ${qrUrl(doc.software.environment, uuid)}`,
  ].join('\n');
}
