/**
 * The electronic document as DIAN's annex 1.9 (and the documento equivalente annex 1.0) sees it,
 * independent of Posada's tables: the integration maps an invoice, a note or a POS ticket onto
 * these types, `computeTotals` fixes every amount once, and the XML, the CUFE/CUDE and the PDF
 * read the same strings.
 *
 * Amounts are decimal strings ("1500000.00"), quantities decimal strings ("3" or "2.5"), dates
 * "YYYY-MM-DD" and times "HH:MM:SS-05:00" (Colombian legal time, the annex's FAD10).
 */

/** 1 producción, 2 pruebas (habilitación): ProfileExecutionID, UUID@schemeID, the QR's host. */
export type TEnvironment = '1' | '2';

/** Tax schemes a Posada line can carry: 01 IVA, 04 INC (impuesto nacional al consumo). */
export type TTaxScheme = '01' | '04';

/** The party's own tax scheme (TributoType): 01 IVA, 04 INC, ZA IVA and INC, ZZ no aplica. */
export type TPartyTaxScheme = '01' | '04' | 'ZA' | 'ZZ';

/** 1 persona jurídica, 2 persona natural (AdditionalAccountID). */
export type TOrganizationType = '1' | '2';

export interface TAddress {
  /** ISO 3166-1 alpha-2; "CO" needs `cityCode`. */
  countryCode: string;
  /** DIVIPOLA municipality, 5 digits (11001 Bogotá); the department is its first two digits. */
  cityCode?: string;
  /** Only abroad: the city's name (in Colombia it comes from DIVIPOLA). */
  cityName?: string;
  /** Only abroad: state or province. */
  region?: string;
  /** The street address without the city. */
  line: string;
  postalZone?: string;
}

/** The hotel, as registered in the RUT (FAJ43/FAJ44 compare names and NIT with it). */
export interface TIssuer {
  /** NIT without check digit, digits only. */
  nit: string;
  dv: string;
  /** Razón social exactly as in the RUT (case-insensitive, accents and spaces count). */
  registrationName: string;
  /** Nombre comercial (PartyName), when different. */
  tradeName?: string;
  organizationType: TOrganizationType;
  /** TaxLevelCode values from the RUT: O-13, O-15, O-23, O-47 or R-99-PN. */
  responsibilities: string[];
  taxScheme: TPartyTaxScheme;
  /** The RUT's fiscal address. */
  address: TAddress;
  /** Matrícula mercantil (CorporateRegistrationScheme/Name), when there is one. */
  commercialRegistration?: string;
  email?: string;
  phone?: string;
}

/** The buyer: a company with NIT, a person with a document, or the final consumer. */
export interface TBuyer {
  /** DIAN identity document type (TipoIdFiscal): 13 cédula, 31 NIT, 41 pasaporte, 42, 22, 47, 48… */
  idType: string;
  idNumber: string;
  /** Check digit, required when `idType` is 31 (NIT). */
  dv?: string;
  organizationType: TOrganizationType;
  name: string;
  /** Defaults to R-99-PN. */
  responsibilities?: string[];
  /** Defaults to ZZ (no aplica). */
  taxScheme?: TPartyTaxScheme;
  address?: TAddress;
  email?: string;
  phone?: string;
}

/** DIAN's final consumer (annex group FAK): 222222222222, cédula type, R-99-PN. */
export const FINAL_CONSUMER: TBuyer = {
  idType: '13',
  idNumber: '222222222222',
  organizationType: '2',
  name: 'Consumidor final',
  responsibilities: ['R-99-PN'],
  taxScheme: 'ZZ',
};

export interface TLineTaxInput {
  scheme: TTaxScheme;
  /** "19.00", "5.00", "0.00" (IVA exento: the lodging of a non-resident tourist), "8.00" INC. */
  rate: string;
  /** The tax as the ledger fixed it; computed from the base and the rate when absent. */
  amount?: string;
}

export interface TLineInput {
  description: string;
  /** The product's own code (StandardItemIdentification, scheme 999). */
  code?: string;
  /** More than zero, up to 6 decimals. */
  quantity: string;
  /** UN/ECE unit (UnidadesMedida): 94 unidad, DAY día… */
  unitCode: string;
  /** Before taxes, 2 to 4 decimals. */
  unitPrice: string;
  /** Discount on the whole line, before taxes (a line AllowanceCharge). */
  discount?: string;
  /** The base as the ledger fixed it; quantity × unit price − discount when absent. */
  lineExtension?: string;
  /** No IVA entry means the line is excluded from IVA (it is not reported in TaxTotal). */
  taxes: TLineTaxInput[];
}

/** A line with every amount fixed (2 decimals). */
export interface TLine extends Omit<TLineInput, 'taxes' | 'lineExtension' | 'discount'> {
  /** 1-based, the order of the input. */
  position: number;
  /** quantity × unit price, before the discount. */
  gross: string;
  discount: string;
  lineExtension: string;
  taxes: TLineTax[];
}

export interface TLineTax {
  scheme: TTaxScheme;
  rate: string;
  taxable: string;
  amount: string;
}

export interface TTaxSubtotal {
  rate: string;
  taxable: string;
  amount: string;
}

/** One cac:TaxTotal: a scheme with its subtotals per rate. */
export interface TTaxTotal {
  scheme: TTaxScheme;
  amount: string;
  subtotals: TTaxSubtotal[];
}

/** LegalMonetaryTotal (RequestedMonetaryTotal on a debit note) and the taxes, all 2 decimals. */
export interface TTotals {
  lines: TLine[];
  taxTotals: TTaxTotal[];
  /** Sum of the lines' bases (ValFac of the CUFE). */
  lineExtension: string;
  /** Sum of the bases of the lines that carry a tax (exempt 0 % included, excluded not). */
  taxExclusive: string;
  /** lineExtension + taxes. */
  taxInclusive: string;
  /** Sum of the lines' discounts (informative: they are inside each line's base). */
  lineDiscounts: string;
  /** What the buyer pays (ValTot of the CUFE). */
  payable: string;
  /** Per tax scheme, what the CUFE concatenates: IVA (01), INC (04), ICA (03, always 0.00 here). */
  cufeTaxes: { iva: string; inc: string; ica: string };
}

/** The numbering resolution (InvoiceControl) with its technical key (clave técnica). */
export interface TResolution {
  number: string;
  startDate: string;
  endDate: string;
  prefix: string;
  from: string;
  to: string;
  /** Not in the XML: it keys the CUFE. */
  technicalKey: string;
}

/** The hotel's own software as registered in DIAN's catalogue ("software propio"). */
export interface TSoftware {
  id: string;
  pin: string;
  environment: TEnvironment;
  /** The software provider's NIT and DV: the hotel's own for software propio. */
  providerNit: string;
  providerDv: string;
}

/** 1 contado, 2 crédito (with its due date). */
export type TPaymentForm = { form: '1' } | { form: '2'; dueDate: string };

export interface TPayment {
  terms: TPaymentForm;
  /** MediosPago codes: 10 efectivo, 48 tarjeta crédito, 49 tarjeta débito, 47 transferencia… */
  means: string[];
}

/** The invoice a note corrects (BillingReference). */
export interface TDocumentReference {
  number: string;
  /**
   * Its CUFE (or CUDE, for a POS document); null: an invoice DIAN never received (issued before the
   * hotel invoiced electronically) — the note goes "sin referencia a facturas" (22 / 32).
   */
  uuid: string | null;
  issueDate: string;
}

interface TDocumentBase {
  /** cbc:ID: prefix and number, no separator ("SETP990000001"). */
  number: string;
  issueDate: string;
  issueTime: string;
  issuer: TIssuer;
  buyer: TBuyer;
  lines: TLineInput[];
  software: TSoftware;
  /** cbc:Note texts: the exemption's legal text, observations. */
  notes?: string[];
}

/** Factura electrónica de venta (01) or its contingency transcription (03). */
export interface TInvoice extends TDocumentBase {
  kind: 'invoice' | 'contingency';
  resolution: TResolution;
  payment: TPayment;
}

/** Nota crédito (91, CreditNote) or nota débito (92, DebitNote) of an invoice. */
export interface TNote extends TDocumentBase {
  kind: 'credit-note' | 'debit-note';
  reference: TDocumentReference;
  /** ConceptoNotaCredito / ConceptoNotaDebito code. */
  concept: string;
  /** Why, in words (DiscrepancyResponse/Description). */
  reason: string;
  payment?: TPayment;
}

/** The register and the software data the POS annex asks for (rule DEPD11). */
export interface TPointOfSale {
  registerPlate: string;
  registerLocation: string;
  cashier: string;
  registerType: string;
  saleCode: string;
}

export interface TSoftwareManufacturer {
  ownerName: string;
  companyName: string;
  softwareName: string;
}

/** Documento equivalente electrónico del tiquete de máquina registradora con sistema P.O.S. (20). */
export interface TPosDocument extends TDocumentBase {
  kind: 'pos';
  resolution: TResolution;
  payment: TPayment;
  pointOfSale: TPointOfSale;
  manufacturer: TSoftwareManufacturer;
  /** Loyalty data; defaults to the buyer's document and name with 0 points. */
  buyerBenefits?: { code: string; name: string; points: string };
}

/** Nota de ajuste of a POS document: crédito (94, CreditNote) or débito (93, DebitNote). */
export interface TPosNote extends TDocumentBase {
  kind: 'pos-credit-note' | 'pos-debit-note';
  reference: TDocumentReference;
  concept: string;
  reason: string;
  payment?: TPayment;
}

export type TDocument = TInvoice | TNote | TPosDocument | TPosNote;
export type TDocumentKind = TDocument['kind'];
