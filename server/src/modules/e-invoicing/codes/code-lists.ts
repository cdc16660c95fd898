/**
 * DIAN's code lists (annex 1.9, section 13), read once from the CSV files beside this module.
 * The files are copies of /work/shared/data/dian with the 1.9 changes applied (see README.md here).
 */
import { readFileSync } from 'node:fs';
import { parseCsvRows } from '../../../lib/csv';

type CodeList = ReadonlyMap<string, string>;

function load(name: string): CodeList {
  const text = readFileSync(new URL(`./${name}.csv`, import.meta.url), 'utf8');
  const [, ...rows] = parseCsvRows(text);
  return new Map(rows.map(([code = '', label = '']) => [code, label]));
}

export const codeLists = {
  /** DIVIPOLA municipalities, 5 digits; the department is the first two. */
  municipalities: load('Municipio'),
  departments: load('Departamentos'),
  /** ISO 3166-1 alpha-2 with Spanish names. */
  countries: load('Paises'),
  /** Identity document types (13 cédula, 31 NIT, 41 pasaporte, 47 PEP, 48 PPT…). */
  idTypes: load('TipoIdFiscal'),
  /** Fiscal responsibilities (TaxLevelCode): O-13, O-15, O-23, O-47, R-99-PN. */
  responsibilities: load('TipoResponsabilidad'),
  paymentMeans: load('MediosPago'),
  units: load('UnidadesMedida'),
  creditNoteConcepts: load('ConceptoNotaCredito'),
  debitNoteConcepts: load('ConceptoNotaDebito'),
  ivaRates: load('TarifaImpuestoIVA'),
  incRates: load('TarifaImpuestoINC'),
} satisfies Record<string, CodeList>;

export type TCodeListName = keyof typeof codeLists;

/** The label of a code, or undefined when the list does not hold it. */
export const codeName = (list: TCodeListName, code: string): string | undefined => codeLists[list].get(code);

/**
 * Posada's document types that DIAN's list does not name, with the code DIAN takes for them: the
 * carné diplomático (Migración's SIRE has it, DIAN does not) goes as a foreign identity document.
 */
const dianIdTypes: Readonly<Record<string, string>> = { CD: '42' };

/** The DIAN identity document type of a document type's code (`tipos_documento.codigo`). */
export const dianIdType = (code: string): string => dianIdTypes[code] ?? code;
