/**
 * Electronic documents for the e-invoicing tests: a hotel in Bogotá with DIAN's test-set numbering
 * (SETP990000000–995000000), and one factory per kind with overrides.
 */
import type {
  TInvoice,
  TIssuer,
  TLineInput,
  TNote,
  TPosDocument,
  TPosNote,
  TResolution,
  TSoftware,
} from '../../src/modules/e-invoicing/model';

export const issuer = (over: Partial<TIssuer> = {}): TIssuer => ({
  nit: '900373076',
  dv: '4',
  registrationName: 'Hotel Posada del Río S.A.S.',
  tradeName: 'Posada del Río',
  organizationType: '1',
  responsibilities: ['O-13', 'O-23'],
  taxScheme: '01',
  address: { countryCode: 'CO', cityCode: '11001', line: 'Carrera 7 # 12-45', postalZone: '110311' },
  commercialRegistration: '0123456',
  email: 'facturacion@posadadelrio.co',
  phone: '6013334455',
  ...over,
});

export const software = (over: Partial<TSoftware> = {}): TSoftware => ({
  id: '56f2ae4e-9812-4fad-9255-08fcfcbf6f84',
  pin: '75315',
  environment: '2',
  providerNit: '900373076',
  providerDv: '4',
  ...over,
});

export const resolution = (over: Partial<TResolution> = {}): TResolution => ({
  number: '18760000001',
  startDate: '2019-01-19',
  endDate: '2030-01-19',
  prefix: 'SETP',
  from: '990000000',
  to: '995000000',
  technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  ...over,
});

export const companyBuyer = {
  idType: '31',
  idNumber: '800199436',
  dv: '4',
  organizationType: '1' as const,
  name: 'Viajes Andinos Ltda.',
  responsibilities: ['O-13'],
  taxScheme: '01' as const,
  address: { countryCode: 'CO', cityCode: '05001', line: 'Calle 10 # 43-12' },
  email: 'cuentas@viajesandinos.co',
};

export const touristBuyer = {
  idType: '41',
  idNumber: 'X1234567',
  organizationType: '2' as const,
  name: 'Jane Doe',
  address: { countryCode: 'US', cityName: 'Boston', region: 'MA', line: '12 Beacon St' },
};

export const lodging = (over: Partial<TLineInput> = {}): TLineInput => ({
  description: 'Alojamiento habitación 204',
  code: 'ALOJ',
  quantity: '3',
  unitCode: 'DAY',
  unitPrice: '280000.00',
  taxes: [{ scheme: '01', rate: '19.00' }],
  ...over,
});

export const dinner: TLineInput = {
  description: 'Cena restaurante',
  code: 'REST-12',
  quantity: '2',
  unitCode: '94',
  unitPrice: '54000.00',
  taxes: [{ scheme: '04', rate: '8.00' }],
};

export const laundry: TLineInput = {
  description: 'Lavandería',
  quantity: '1',
  unitCode: '94',
  unitPrice: '18000.00',
  taxes: [],
};

const issuedAt = { issueDate: '2026-11-28', issueTime: '10:15:30-05:00' };

export const invoice = (over: Partial<TInvoice> = {}): TInvoice => ({
  kind: 'invoice',
  number: 'SETP990000002',
  ...issuedAt,
  issuer: issuer(),
  buyer: companyBuyer,
  lines: [lodging(), dinner, laundry],
  software: software(),
  resolution: resolution(),
  payment: { terms: { form: '2', dueDate: '2026-12-28' }, means: ['47'] },
  ...over,
});

const reference = { number: 'SETP990000002', uuid: 'a'.repeat(96), issueDate: '2026-11-28' };

export const creditNote = (over: Partial<TNote> = {}): TNote => ({
  kind: 'credit-note',
  number: 'NC1',
  ...issuedAt,
  issuer: issuer(),
  buyer: companyBuyer,
  lines: [lodging({ quantity: '1' })],
  software: software(),
  reference,
  concept: '1',
  reason: 'El huésped salió un día antes',
  ...over,
});

export const debitNote = (over: Partial<TNote> = {}): TNote => ({
  ...creditNote(),
  kind: 'debit-note',
  number: 'ND1',
  lines: [{ ...laundry, description: 'Cargo de minibar omitido', unitPrice: '9000.00' }],
  concept: '3',
  reason: 'Consumo de minibar no facturado',
  ...over,
});

export const posDocument = (over: Partial<TPosDocument> = {}): TPosDocument => ({
  kind: 'pos',
  number: 'POS1001',
  ...issuedAt,
  issuer: issuer(),
  buyer: {
    idType: '13',
    idNumber: '222222222222',
    organizationType: '2',
    name: 'Consumidor final',
  },
  lines: [dinner],
  software: software(),
  resolution: resolution({ number: '18760000002', prefix: 'POS', from: '1', to: '5000' }),
  payment: { terms: { form: '1' }, means: ['10'] },
  pointOfSale: {
    registerPlate: 'CAJA-01',
    registerLocation: 'Restaurante, primer piso',
    cashier: 'Ana Gómez',
    registerType: 'Caja principal',
    saleCode: 'V-88',
  },
  manufacturer: { ownerName: 'Equipo Posada', companyName: 'Posada', softwareName: 'Posada' },
  ...over,
});

export const posNote = (over: Partial<TPosNote> = {}): TPosNote => ({
  kind: 'pos-credit-note',
  number: 'NA1',
  ...issuedAt,
  issuer: issuer(),
  buyer: posDocument().buyer,
  lines: [{ ...dinner, quantity: '1' }],
  software: software(),
  reference: { number: 'POS1001', uuid: 'b'.repeat(96), issueDate: '2026-11-28' },
  concept: '1',
  reason: 'Plato devuelto',
  ...over,
});

/** The benchmark's invoice: a 14-night stay and 40 more charges (54 lines). */
export function fiftyFourLines(): TLineInput[] {
  const lines: TLineInput[] = [];
  for (let n = 1; n <= 14; n++) {
    lines.push(lodging({ description: `Alojamiento noche ${n}`, quantity: '1', unitPrice: '312500.00' }));
  }
  for (let n = 1; n <= 40; n++) {
    lines.push(
      n % 3 === 0
        ? { ...laundry, description: `Lavandería ${n}` }
        : { ...dinner, description: `Consumo restaurante ${n}`, quantity: String((n % 4) + 1) },
    );
  }
  return lines;
}
