/**
 * File names and ZIP packages of the annex (§6.5.7–6.5.8): `fv|nc|nd|ar|ad` + the issuer's NIT in 10
 * digits + `000` (software propio) + the year's two digits + an 8-digit hexadecimal consecutive that
 * restarts every 1 January; the ZIP is named the same with `z`. SendBillSync takes a ZIP holding
 * exactly one XML.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { BusinessRuleError } from '../../lib/errors';
import type { TDocumentKind } from './model';

/** The XML's prefix: invoices and POS documents `fv`, credit notes `nc`, debit notes `nd`. */
export type TFilePrefix = 'fv' | 'nc' | 'nd' | 'ar' | 'ad' | 'z';

const PREFIX: Record<TDocumentKind, TFilePrefix> = {
  invoice: 'fv',
  contingency: 'fv',
  pos: 'fv',
  'credit-note': 'nc',
  'pos-credit-note': 'nc',
  'debit-note': 'nd',
  'pos-debit-note': 'nd',
};

export const filePrefix = (kind: TDocumentKind): TFilePrefix => PREFIX[kind];

/** The name without extension; `sequence` is the issuer's file consecutive of that year (1…2³²−1). */
export function fileBaseName(prefix: TFilePrefix, nit: string, year: number, sequence: number): string {
  if (!/^\d{1,10}$/.test(nit)) throw new BusinessRuleError(`NIT inválido para el nombre del archivo: ${nit}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 0xffffffff) {
    throw new BusinessRuleError(`Consecutivo de archivo fuera de rango: ${sequence}`);
  }
  const yy = String(year % 100).padStart(2, '0');
  return `${prefix}${nit.padStart(10, '0')}000${yy}${sequence.toString(16).padStart(8, '0')}`;
}

export interface TDocumentPackage {
  /** `fv….xml`, inside the ZIP. */
  xmlName: string;
  /** `z….zip`: SendBillSync's fileName. */
  zipName: string;
  zip: Uint8Array;
  /** The ZIP in base64: SendBillSync's contentFile. */
  contentFile: string;
}

/** Zips one signed XML under the annex's names (its bytes as they were signed). */
export function packageDocument(
  signedXml: string,
  target: { kind: TDocumentKind; nit: string; year: number; sequence: number },
): TDocumentPackage {
  const base = fileBaseName(filePrefix(target.kind), target.nit, target.year, target.sequence);
  const xmlName = `${base}.xml`;
  const zipName = `${fileBaseName('z', target.nit, target.year, target.sequence)}.zip`;
  const zip = zipSync({ [xmlName]: strToU8(signedXml) }, { level: 9 });
  return { xmlName, zipName, zip, contentFile: Buffer.from(zip).toString('base64') };
}

/** The files of a ZIP as text (DIAN's answers, the fake DIAN's reading of a package). */
export function unzipTexts(zip: Uint8Array): { name: string; text: string }[] {
  try {
    return Object.entries(unzipSync(zip)).map(([name, bytes]) => ({ name, text: strFromU8(bytes) }));
  } catch {
    throw new BusinessRuleError('El archivo ZIP está dañado');
  }
}

/**
 * What the buyer receives by e-mail: one ZIP with the AttachedDocument (`ad….xml`) and the graphic
 * representation (`ad….pdf`), named like the document's own package.
 */
export function packageForBuyer(
  attachedDocumentXml: string,
  pdf: Uint8Array | null,
  target: { nit: string; year: number; sequence: number },
): { zipName: string; zip: Uint8Array } {
  const base = fileBaseName('ad', target.nit, target.year, target.sequence);
  const files: Record<string, Uint8Array> = { [`${base}.xml`]: strToU8(attachedDocumentXml) };
  // A kind without a graphic representation yet (the credit note) goes with its XML only.
  if (pdf) files[`${base}.pdf`] = pdf;
  const zip = zipSync(files, { level: 9 });
  return { zipName: `${fileBaseName('z', target.nit, target.year, target.sequence)}.zip`, zip };
}
