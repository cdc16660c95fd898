import { describe, expect, it } from 'vitest';
import { creditNote, invoice, posDocument } from '../../../test/helpers/e-invoicing-documents';
import { computeTotals } from './amounts';
import {
  cufe,
  cufeInput,
  documentCufeFields,
  documentUuid,
  qrText,
  qrUrl,
  softwareSecurityCode,
  type TCufeFields,
} from './cufe';

const annexExample: TCufeFields = {
  number: '323200000129',
  issueDate: '2019-01-16',
  issueTime: '10:53:10-05:00',
  lineExtension: '1500000.00',
  iva: '285000.00',
  inc: '0.00',
  ica: '0.00',
  payable: '1785000.00',
  issuerNit: '700085371',
  buyerId: '800199436',
  key: '693ff6f2a553c3646a063436fd4dd9ded0311471',
  environment: '1',
};

describe('CUFE and CUDE', () => {
  it("reproduces the annex's worked CUFE example", () => {
    expect(cufeInput(annexExample)).toBe(
      '3232000001292019-01-1610:53:10-05:001500000.0001285000.00040.00030.001785000.00700085371800199436693ff6f2a553c3646a063436fd4dd9ded03114711',
    );
    expect(cufe(annexExample)).toBe(
      '8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4',
    );
  });

  it("reproduces DIAN's own CUDE examples of the documento equivalente (software PIN as the key)", () => {
    const pos: TCufeFields = {
      number: '0000000001',
      issueDate: '2020-10-24',
      issueTime: '14:04:35-05:00',
      lineExtension: '15000.00',
      iva: '0.00',
      inc: '0.00',
      ica: '0.00',
      payable: '17000.00',
      issuerNit: '900373076',
      buyerId: '8355990',
      key: '12345',
      environment: '1',
    };
    expect(cufe(pos)).toBe(
      '92c29e6b17a584f7a67ea53e5666980bde27bc1c2b2aefbc8ba42366ff11a246982ad27075e623429efd5ed1fbcbb57b',
    );
    const test = {
      ...pos,
      number: 'DBV01',
      issueDate: '2022-03-14',
      issueTime: '15:05:40-05:00',
      lineExtension: '20753.80',
      iva: '19.00',
      payable: '24697.02',
      issuerNit: '800197268',
      buyerId: '856987456',
      environment: '2' as const,
    };
    expect(cufe(test)).toBe(
      '6b0ea6e48a74ce59faeed218f96b5e1af55101bcfdc60db549f77d5a4e0046a03d36b0189dfef671aef1904f6baf4a3b',
    );
  });

  it("keys an invoice's CUFE with the technical key and a note's CUDE with the PIN, from the computed totals", () => {
    const doc = invoice();
    const totals = computeTotals(doc.lines);
    // 3 nights × 280.000 + IVA 19 %; 2 dinners × 54.000 + INC 8 %; laundry excluded
    expect(cufeInput(documentCufeFields(doc, totals))).toBe(
      'SETP9900000022026-11-2810:15:30-05:00966000.0001159600.00048640.00030.001134240.00900373076800199436fc8eac422eba16e22ffd8c6f94b3f40a6e38162c2',
    );
    // sha384 of that string, computed with coreutils' sha384sum
    expect(documentUuid(doc, totals)).toEqual({
      uuid: 'f75cbae62ff734c0974ce207233a827acdec4d1db9eabc17af46fab745af62237d9432987c560bdfc579a54d19f391a1',
      scheme: 'CUFE-SHA384',
    });
    const note = creditNote();
    const fields = documentCufeFields(note, computeTotals(note.lines));
    expect(fields.key).toBe('75315');
    expect(documentUuid(note, computeTotals(note.lines)).scheme).toBe('CUDE-SHA384');
    expect(documentUuid({ ...invoice(), kind: 'contingency' }, totals).scheme).toBe('CUDE-SHA384');
  });
});

describe('SoftwareSecurityCode', () => {
  it('is SHA-384 of software id + PIN + document number', () => {
    // printf '%s' 'bc7f0a71-a622-46dd-95fb-1e82b8cf2ded12345PE001' | sha384sum
    expect(softwareSecurityCode('bc7f0a71-a622-46dd-95fb-1e82b8cf2ded', '12345', 'PE001')).toBe(
      'fe74ad5684b83c13c84708d6e4a342176c8912f154f902c1b4411848ad526c00a7d94d553237a2f756a203e7c0bbc864',
    );
    expect(softwareSecurityCode('56f2ae4e-9812-4fad-9255-08fcfcbf6f84', '75315', 'SETP990000002')).toBe(
      'f800c11ff8670abfd43fde539fe1fb13a147388784c4bd14689738b8996fefe39e903e71c3251fd74374265c61fbb85c',
    );
  });
});

describe('QR', () => {
  it("points at DIAN's consultation page of each environment", () => {
    expect(qrUrl('1', 'abc')).toBe('https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=abc');
    expect(qrUrl('2', 'abc')).toBe('https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=abc');
  });

  it('lists the annex fields, the other taxes together, then the code and the URL', () => {
    const doc = posDocument();
    const totals = computeTotals(doc.lines);
    expect(qrText(doc, totals, 'c0de').split('\n')).toEqual([
      'NumFac: POS1001',
      'FecFac: 2026-11-28',
      'HorFac: 10:15:30-05:00',
      'NitFac: 900373076',
      'DocAdq: 222222222222',
      'ValFac: 108000.00',
      'ValIva: 0.00',
      'ValOtroIm: 8640.00',
      'ValTolFac: 116640.00',
      'CUDE: c0de',
      'QRCode: https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=c0de',
    ]);
  });
});
