/**
 * Posada's invoices and notes as DIAN's model (model.ts) sees them: pure functions from the facts
 * the repository read (documents.repository.ts) to a TDocument the core builds, signs and sends.
 * Every refusal says what to complete, in Spanish (BusinessRuleError, shown on the document).
 */
import { BusinessRuleError } from '../../lib/errors';
import { dianIdType } from './codes/code-lists';
import type { FactLine, InvoiceFacts, IssuerFacts, NoteFacts } from './documents.repository';
import {
  FINAL_CONSUMER,
  type TBuyer,
  type TDocumentReference,
  type TInvoice,
  type TIssuer,
  type TLineInput,
  type TLineTaxInput,
  type TNote,
  type TOrganizationType,
  type TPartyTaxScheme,
  type TPayment,
  type TPosDocument,
  type TPosNote,
  type TSoftware,
} from './model';
import type { PosFacts } from './pos.repository';
import { colombianInstant } from './time';

const NIT = '31';
/** Instrumento no definido: a credit invoice, or one paid by a means without a DIAN code. */
const UNDEFINED_MEANS = '1';

export function issuerOf(facts: IssuerFacts): TIssuer {
  if (!facts.direccion || !facts.ciudadCodigo) {
    throw new BusinessRuleError(
      'Complete la dirección y la ciudad del hotel (Administración → Hoteles): la DIAN las exige al emisor',
    );
  }
  return {
    nit: facts.nit,
    dv: facts.dv,
    registrationName: facts.razonSocial,
    ...(facts.nombre !== facts.razonSocial ? { tradeName: facts.nombre } : {}),
    organizationType: facts.settings.tipo_organizacion as TOrganizationType,
    responsibilities: facts.settings.responsabilidades,
    taxScheme: facts.settings.tributo as TPartyTaxScheme,
    address: { countryCode: 'CO', cityCode: facts.ciudadCodigo, line: facts.direccion },
    ...(facts.email ? { email: facts.email } : {}),
    ...(facts.telefono ? { phone: facts.telefono } : {}),
  };
}

/** Software propio: the hotel is its own provider. */
export function softwareOf(facts: IssuerFacts, pin: string): TSoftware {
  return {
    id: facts.settings.software_id,
    pin,
    environment: facts.settings.ambiente === 'produccion' ? '1' : '2',
    providerNit: facts.nit,
    providerDv: facts.dv,
  };
}

export function buyerOf(b: InvoiceFacts['buyer']): TBuyer {
  if (b.documento === FINAL_CONSUMER.idNumber) return FINAL_CONSUMER;
  if (!b.tipoCodigo) {
    throw new BusinessRuleError(`El tipo de documento del comprador ${b.documento} no tiene código DIAN`);
  }
  return {
    idType: dianIdType(b.tipoCodigo),
    idNumber: b.documento,
    ...(b.dv ? { dv: b.dv } : {}),
    organizationType: b.tipoCodigo === NIT ? '1' : '2',
    name: b.nombre,
    ...(b.ciudadCodigo && b.direccion
      ? { address: { countryCode: 'CO', cityCode: b.ciudadCodigo, line: b.direccion } }
      : {}),
    ...(b.email ? { email: b.email } : {}),
    ...(b.telefono ? { phone: b.telefono } : {}),
  };
}

function lineTaxes(line: FactLine): TLineTaxInput[] {
  return line.impuestos.flatMap((tax): TLineTaxInput[] => {
    if (tax.tipo === 'IVA') return [{ scheme: '01', rate: tax.porcentaje, amount: tax.valor }];
    if (tax.tipo === 'INC') return [{ scheme: '04', rate: tax.porcentaje, amount: tax.valor }];
    // Excluded from IVA: no tax entry (it is not reported in TaxTotal).
    if (tax.tipo === 'excluido') return [];
    throw new BusinessRuleError(
      `La línea «${line.descripcion}» lleva el impuesto «${tax.nombre}», que la factura electrónica no reporta (solo IVA e INC)`,
    );
  });
}

export function linesOf(lines: FactLine[]): TLineInput[] {
  return lines.map((line) => ({
    description: line.descripcion,
    ...(line.codigo ? { code: line.codigo } : {}),
    quantity: line.cantidad,
    // A night of lodging is a day; everything else a unit.
    unitCode: line.alojamiento ? 'DAY' : '94',
    unitPrice: line.precioUnitario,
    discount: line.descuento,
    lineExtension: line.base,
    taxes: lineTaxes(line),
  }));
}

export const documentNumber = (prefijo: string | null, numero: number | null) =>
  `${prefijo ?? ''}${numero ?? ''}`;

function paymentOf(f: Pick<InvoiceFacts, 'medios' | 'forma' | 'vencimiento'>): TPayment {
  const means = f.medios.length > 0 ? [...f.medios].sort() : [UNDEFINED_MEANS];
  if (f.forma === 'credito' && f.vencimiento) return { terms: { form: '2', dueDate: f.vencimiento }, means };
  return { terms: { form: '1' }, means };
}

function resolutionOf(r: NonNullable<InvoiceFacts['resolution']>): TInvoice['resolution'] {
  return {
    number: r.numero,
    startDate: r.fechaDesde,
    endDate: r.fechaHasta,
    prefix: r.prefijo,
    from: String(r.desde),
    to: String(r.hasta),
    technicalKey: r.claveTecnica,
  };
}

/**
 * An invoice: a factura electrónica de venta (01), or — numbered from the paper contingency range
 * — its contingency transcription (03).
 */
export function invoiceDocument(f: InvoiceFacts, issuer: TIssuer, software: TSoftware): TInvoice {
  if (!f.resolution || f.numero === null) {
    throw new BusinessRuleError('La factura no tiene número de una resolución de facturación de la DIAN');
  }
  const { date, time } = colombianInstant(f.emitidaAt);
  const notes = [f.notaExencion, f.observaciones].filter((n): n is string => Boolean(n?.trim()));
  return {
    kind: f.resolution.tipo === 'contingencia' ? 'contingency' : 'invoice',
    number: documentNumber(f.prefijo, f.numero),
    issueDate: date,
    issueTime: time,
    issuer,
    buyer: buyerOf(f.buyer),
    lines: linesOf(f.lines),
    software,
    ...(notes.length > 0 ? { notes } : {}),
    resolution: resolutionOf(f.resolution),
    payment: paymentOf(f),
  };
}

/**
 * A credit or debit note on `invoice` (whose CUFE is `reference.uuid`). A credit note for the
 * invoice's whole total is an anulación (concept 2), a smaller one a partial return (1); a debit
 * note adds charges (4, otro).
 */
export function noteDocument(
  kind: 'credit-note' | 'debit-note',
  n: NoteFacts,
  invoice: InvoiceFacts,
  invoiceTotal: string,
  reference: TDocumentReference,
  issuer: TIssuer,
  software: TSoftware,
): TNote {
  const { date, time } = colombianInstant(n.emitidaAt);
  const concept = kind === 'debit-note' ? '4' : n.total === invoiceTotal ? '2' : '1';
  return {
    kind,
    number: documentNumber(n.prefijo, n.numero),
    issueDate: date,
    issueTime: time,
    issuer,
    buyer: buyerOf(invoice.buyer),
    lines: linesOf(n.lines),
    software,
    reference,
    concept,
    reason: n.motivo,
    payment: paymentOf(invoice),
  };
}

/** Posada is the hotel's own software ("software propio"): the hotel is its manufacturer. */
const SOFTWARE_NAME = 'Posada';

/**
 * A tiquete POS as the documento equivalente electrónico (20): the POS resolution's numbering,
 * the register as the outlet (Posada's registers are the outlets' tills, with no plate of their
 * own), the cashier who sold, the sale's number as its code; paid now (contado).
 */
export function posDocument(f: PosFacts, issuer: TIssuer, software: TSoftware): TPosDocument {
  if (!f.resolution || f.numero === null) {
    throw new BusinessRuleError('El tiquete no tiene número de una resolución de documento equivalente POS');
  }
  const { date, time } = colombianInstant(f.emitidaAt);
  const number = documentNumber(f.prefijo, f.numero);
  return {
    kind: 'pos',
    number,
    issueDate: date,
    issueTime: time,
    issuer,
    buyer: buyerOf(f.buyer),
    lines: linesOf(f.lines),
    software,
    resolution: resolutionOf(f.resolution),
    payment: paymentOf({ medios: f.medios, forma: 'contado', vencimiento: null }),
    pointOfSale: {
      registerPlate: f.puntoVenta,
      registerLocation: f.puntoVenta,
      cashier: f.cajero,
      registerType: 'POS',
      saleCode: number,
    },
    manufacturer: {
      ownerName: issuer.registrationName,
      companyName: issuer.registrationName,
      softwareName: SOFTWARE_NAME,
    },
  };
}

/**
 * The nota de ajuste (crédito, 94) that annuls a tiquete POS: all of its lines, concept 2
 * (anulación), referencing the tiquete's CUDE.
 */
export function posNoteDocument(
  f: PosFacts,
  reference: TDocumentReference,
  issuer: TIssuer,
  software: TSoftware,
): TPosNote {
  if (!f.nota) throw new BusinessRuleError('La venta no está anulada: no tiene nota de ajuste');
  const { date, time } = colombianInstant(f.nota.emitidaAt);
  return {
    kind: 'pos-credit-note',
    number: f.nota.numero,
    issueDate: date,
    issueTime: time,
    issuer,
    buyer: buyerOf(f.buyer),
    lines: linesOf(f.lines),
    software,
    reference,
    concept: '2',
    reason: f.nota.motivo,
    payment: paymentOf({ medios: f.medios, forma: 'contado', vencimiento: null }),
  };
}
