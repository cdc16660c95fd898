import { describe, expect, it } from 'vitest';
import { fileBaseName, packageDocument, packageForBuyer, unzipTexts } from './zip';

describe('file names and packages', () => {
  it('names files as the annex does: prefix, NIT in 10 digits, 000, year, 8 hex digits', () => {
    expect(fileBaseName('fv', '900373076', 2026, 1)).toBe('fv09003730760002600000001');
    expect(fileBaseName('nc', '900373076', 2026, 255)).toBe('nc090037307600026000000ff');
    expect(fileBaseName('z', '800197268', 2019, 0x1a2b3c)).toBe('z080019726800019001a2b3c');
    expect(() => fileBaseName('fv', '900373076', 2026, 0)).toThrow('Consecutivo de archivo fuera de rango');
    expect(() => fileBaseName('fv', '90037307-6', 2026, 1)).toThrow('NIT inválido');
  });

  it('zips exactly one XML with its bytes, the ZIP named with z', () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?><Invoice>Río</Invoice>';
    const pkg = packageDocument(xml, { kind: 'credit-note', nit: '900373076', year: 2026, sequence: 7 });
    expect(pkg.xmlName).toBe('nc09003730760002600000007.xml');
    expect(pkg.zipName).toBe('z09003730760002600000007.zip');
    expect(unzipTexts(Buffer.from(pkg.contentFile, 'base64'))).toEqual([{ name: pkg.xmlName, text: xml }]);
  });

  it('gives the buyer the AttachedDocument and the PDF in one ZIP', () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const { zipName, zip } = packageForBuyer('<AttachedDocument/>', pdf, {
      nit: '900373076',
      year: 2026,
      sequence: 7,
    });
    expect(zipName).toBe('z09003730760002600000007.zip');
    expect(unzipTexts(zip).map((f) => f.name)).toEqual([
      'ad09003730760002600000007.xml',
      'ad09003730760002600000007.pdf',
    ]);
  });

  it('refuses a damaged ZIP', () => {
    expect(() => unzipTexts(new Uint8Array([1, 2, 3]))).toThrow('El archivo ZIP está dañado');
  });
});
