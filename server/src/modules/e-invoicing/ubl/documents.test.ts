import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import * as docs from '../../../../test/helpers/e-invoicing-documents';
import { cufe } from '../cufe';
import { FINAL_CONSUMER, type TDocument } from '../model';
import { buildDocument } from './documents';
import { NS } from './xml';

function read(doc: TDocument) {
  const built = buildDocument(doc);
  const dom = new DOMParser().parseFromString(built.xml, 'text/xml');
  const root = dom.documentElement as Element;
  const kids = (node: Node | null | undefined) =>
    Array.from(node?.childNodes ?? []).filter((n): n is Element => n.nodeType === 1);
  /** The text of a child path from the root, by local names. */
  const at = (...path: string[]) => {
    let node: Element | undefined = root;
    for (const name of path) node = kids(node).find((e) => e.localName === name);
    return node?.textContent ?? null;
  };
  return { built, dom, root, kids, at };
}

describe('buildDocument', () => {
  it('writes the invoice header DIAN expects, and its CUFE is the one the XML’s own fields give', () => {
    const { built, root, at, kids } = read(docs.invoice());
    expect(root.localName).toBe('Invoice');
    expect(
      [
        'UBLVersionID',
        'CustomizationID',
        'ProfileID',
        'ProfileExecutionID',
        'ID',
        'IssueDate',
        'IssueTime',
        'DueDate',
        'InvoiceTypeCode',
      ].map((n) => at(n)),
    ).toEqual([
      'UBL 2.1',
      '10',
      'DIAN 2.1: Factura Electrónica de Venta',
      '2',
      'SETP990000002',
      '2026-11-28',
      '10:15:30-05:00',
      '2026-12-28',
      '01',
    ]);
    const uuid = kids(root).find((e) => e.localName === 'UUID');
    expect([uuid?.getAttribute('schemeID'), uuid?.getAttribute('schemeName'), uuid?.textContent]).toEqual([
      '2',
      'CUFE-SHA384',
      built.uuid,
    ]);
    expect(at('LineCountNumeric')).toBe('3');
    expect(at('LegalMonetaryTotal', 'PayableAmount')).toBe(built.totals.payable);
    const taxes = kids(root)
      .filter((e) => e.localName === 'TaxTotal')
      .map((t) => kids(t)[0]?.textContent);
    expect(taxes).toEqual(['159600.00', '8640.00']);
    // recomputed from what the XML says, as DIAN does
    expect(
      cufe({
        number: at('ID') ?? '',
        issueDate: at('IssueDate') ?? '',
        issueTime: at('IssueTime') ?? '',
        lineExtension: at('LegalMonetaryTotal', 'LineExtensionAmount') ?? '',
        iva: taxes[0] ?? '',
        inc: taxes[1] ?? '',
        ica: '0.00',
        payable: at('LegalMonetaryTotal', 'PayableAmount') ?? '',
        issuerNit: at('AccountingSupplierParty', 'Party', 'PartyTaxScheme', 'CompanyID') ?? '',
        buyerId: at('AccountingCustomerParty', 'Party', 'PartyTaxScheme', 'CompanyID') ?? '',
        key: docs.resolution().technicalKey,
        environment: '2',
      }),
    ).toBe(built.uuid);
    expect(at('UBLExtensions', 'UBLExtension', 'ExtensionContent', 'DianExtensions', 'QRCode')).toBe(
      built.qrUrl,
    );
    expect(
      at('UBLExtensions', 'UBLExtension', 'ExtensionContent', 'DianExtensions', 'SoftwareSecurityCode'),
    ).toBe(built.securityCode);
    expect(at('PaymentMeans', 'ID')).toBe('2');
    expect(at('PaymentMeans', 'PaymentMeansCode')).toBe('47');
  });

  it('marks the contingency transcription 03 with a CUDE', () => {
    const { built, at } = read(docs.invoice({ kind: 'contingency' }));
    expect(at('InvoiceTypeCode')).toBe('03');
    expect(built.uuidScheme).toBe('CUDE-SHA384');
  });

  it('writes a credit note (91) and a debit note (92) with the invoice they correct and why', () => {
    const credit = read(docs.creditNote());
    expect(credit.root.localName).toBe('CreditNote');
    expect([credit.at('CustomizationID'), credit.at('CreditNoteTypeCode'), credit.at('ProfileID')]).toEqual([
      '20',
      '91',
      'DIAN 2.1: Nota Crédito de Factura Electrónica de Venta',
    ]);
    expect([
      credit.at('DiscrepancyResponse', 'ReferenceID'),
      credit.at('DiscrepancyResponse', 'ResponseCode'),
    ]).toEqual(['SETP990000002', '1']);
    expect(credit.at('BillingReference', 'InvoiceDocumentReference', 'UUID')).toBe('a'.repeat(96));
    expect(credit.at('CreditNoteLine', 'CreditedQuantity')).toBe('1');
    expect(credit.built.uuidScheme).toBe('CUDE-SHA384');
    const debit = read(docs.debitNote());
    expect(debit.root.localName).toBe('DebitNote');
    expect(debit.at('CustomizationID')).toBe('30');
    expect(debit.at('RequestedMonetaryTotal', 'PayableAmount')).toBe('9000.00');
    expect(debit.at('LegalMonetaryTotal')).toBeNull();
    expect(debit.at('DebitNoteLine', 'DebitedQuantity')).toBe('1');
  });

  it('writes the POS document (20) with its three POS groups, and its adjustment notes 94 and 93', () => {
    const pos = read(docs.posDocument());
    expect([pos.at('InvoiceTypeCode'), pos.built.uuidScheme]).toEqual(['20', 'CUDE-SHA384']);
    expect(pos.at('ProfileID')).toBe(
      'DIAN 2.1: documento equivalente electrónico del tiquete de máquina registradora con sistema P.O.S.',
    );
    const groups = Array.from(pos.dom.getElementsByTagNameNS(NS.ext, 'ExtensionContent')).map(
      (c) => (c.firstChild as Element | null)?.localName ?? null,
    );
    expect(groups).toEqual([
      'DianExtensions',
      'FabricanteSoftware',
      'BeneficiosComprador',
      'PuntoVenta',
      null,
    ]);
    expect(pos.built.xml).toContain('<Name>SubTotal</Name><Value>108000.00</Value>');
    expect(pos.built.xml).toContain('<Name>Codigo</Name><Value>222222222222</Value>');
    const credit = read(docs.posNote());
    expect([credit.root.localName, credit.at('CustomizationID'), credit.at('CreditNoteTypeCode')]).toEqual([
      'CreditNote',
      '94',
      '94',
    ]);
    const debit = read(docs.posNote({ kind: 'pos-debit-note' }));
    expect([debit.root.localName, debit.at('CustomizationID')]).toEqual(['DebitNote', '93']);
    const ref = credit.dom.getElementsByTagNameNS(NS.cbc, 'UUID').item(1);
    expect(ref?.getAttribute('schemeName')).toBe('CUDE-SHA384');
  });

  it('names the numbering’s prefix as the issuer’s CorporateRegistrationScheme, equal to InvoiceControl’s (FAJ50, FAB10)', () => {
    const registration = (r: ReturnType<typeof read>) =>
      r.at('AccountingSupplierParty', 'Party', 'PartyLegalEntity', 'CorporateRegistrationScheme', 'ID');
    const control = (r: ReturnType<typeof read>) =>
      r.dom.getElementsByTagNameNS(NS.sts, 'Prefix').item(0)?.textContent ?? null;
    for (const doc of [docs.invoice(), docs.invoice({ kind: 'contingency' }), docs.posDocument()]) {
      const r = read(doc);
      expect(registration(r)).toBe('resolution' in doc ? doc.resolution.prefix : null);
      expect(registration(r)).toBe(control(r));
    }
    expect(registration(read(docs.posDocument()))).toBe('POS');
    // A note has no InvoiceControl: its own number's prefix.
    const note = docs.creditNote();
    expect(registration(read(note))).toBe(/^\D*/.exec(note.number)?.[0]);
    // A numbering without prefix writes no empty ID.
    const bare = docs.invoice();
    const r = read({ ...bare, number: '990000002', resolution: { ...bare.resolution, prefix: '' } });
    expect(registration(r)).toBeNull();
    expect(
      r.at('AccountingSupplierParty', 'Party', 'PartyLegalEntity', 'CorporateRegistrationScheme', 'Name'),
    ).toBe(bare.issuer.commercialRegistration);
  });

  it('bills the lodging of a non-resident tourist at IVA 0 % with the legal note, and a discount as an allowance', () => {
    const { built } = buildAndRead();
    function buildAndRead() {
      return read(
        docs.invoice({
          buyer: docs.touristBuyer,
          notes: ['Servicio hotelero exento de IVA (art. 481 lit. d E.T.). Soporte migratorio: TMM 123'],
          lines: [docs.lodging({ taxes: [{ scheme: '01', rate: '0.00' }], discount: '84000' })],
        }),
      );
    }
    expect(built.xml).toContain(
      '<cbc:Note>Servicio hotelero exento de IVA (art. 481 lit. d E.T.). Soporte migratorio: TMM 123</cbc:Note>',
    );
    expect(built.xml).toContain('<cbc:Percent>0.00</cbc:Percent>');
    expect(built.totals.taxTotals[0]?.subtotals).toEqual([
      { rate: '0.00', taxable: '756000.00', amount: '0.00' },
    ]);
    expect(built.xml).toContain(
      '<cbc:MultiplierFactorNumeric>10.000000</cbc:MultiplierFactorNumeric><cbc:Amount currencyID="COP">84000.00</cbc:Amount><cbc:BaseAmount currencyID="COP">840000.00</cbc:BaseAmount>',
    );
    // a foreign buyer: no DIVIPOLA, the country's Spanish name
    expect(built.xml).toContain(
      '<cbc:CityName>Boston</cbc:CityName><cbc:CountrySubentity>MA</cbc:CountrySubentity>',
    );
    expect(built.xml).toContain('<cbc:Name languageID="es">Estados Unidos</cbc:Name>');
    expect(built.xml).toContain('<cbc:ID schemeName="41">X1234567</cbc:ID>');
  });

  it('writes the final consumer as DIAN defines it, and escapes text', () => {
    const { built } = read(
      docs.invoice({ buyer: FINAL_CONSUMER, lines: [{ ...docs.laundry, description: 'Bar & <snacks>' }] }),
    );
    expect(built.xml).toContain('<cbc:TaxLevelCode listName="49">R-99-PN</cbc:TaxLevelCode>');
    expect(built.xml).toContain('<cbc:ID>ZZ</cbc:ID><cbc:Name>No aplica</cbc:Name>');
    expect(built.xml).toContain('>222222222222</cbc:CompanyID>');
    expect(built.xml).toContain('<cbc:Description>Bar &amp; &lt;snacks&gt;</cbc:Description>');
  });

  it('refuses, before any XML, what DIAN would reject: numbering, dates, buyer, codes', () => {
    expect(() => buildDocument(docs.invoice({ number: 'SETP995000001' }))).toThrow(
      'fuera del rango autorizado',
    );
    expect(() => buildDocument(docs.invoice({ number: 'FE990000002' }))).toThrow(
      'no corresponde al prefijo SETP',
    );
    expect(() => buildDocument(docs.invoice({ issueDate: '2031-01-01' }))).toThrow(
      'no está vigente el 2031-01-01',
    );
    expect(() => buildDocument(docs.invoice({ issueTime: '15:15:30Z' }))).toThrow('hora legal colombiana');
    expect(() => buildDocument(docs.invoice({ buyer: { ...docs.companyBuyer, dv: '9' } }))).toThrow(
      'no tiene un dígito de verificación válido',
    );
    expect(() => buildDocument(docs.invoice({ buyer: { ...docs.companyBuyer, idType: '99' } }))).toThrow(
      'Tipo de documento del comprador «99» desconocido',
    );
    expect(() =>
      buildDocument(
        docs.invoice({
          issuer: docs.issuer({ address: { countryCode: 'CO', cityCode: '99999', line: 'x' } }),
        }),
      ),
    ).toThrow('no es un código DIVIPOLA');
    expect(() => buildDocument(docs.invoice({ payment: { terms: { form: '1' }, means: ['XX'] } }))).toThrow(
      'Medio de pago «XX» desconocido',
    );
    expect(() => buildDocument(docs.creditNote({ concept: '9' }))).toThrow(
      'Concepto de nota «9» desconocido',
    );
    expect(() =>
      buildDocument(docs.invoice({ issuer: docs.issuer({ responsibilities: ['O-99'] }) })),
    ).toThrow('Responsabilidad fiscal «O-99» desconocida');
  });
});
