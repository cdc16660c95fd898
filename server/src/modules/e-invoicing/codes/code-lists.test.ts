import { describe, expect, it } from 'vitest';
import { codeName, dianIdType } from './code-lists';

describe('dianIdType', () => {
  it("sends the carné diplomático as a foreign identity document, and DIAN's own codes as they are", () => {
    expect(dianIdType('CD')).toBe('42');
    expect(codeName('idTypes', dianIdType('CD'))).toBe('Documento de identificación extranjero');
    expect(dianIdType('13')).toBe('13');
    expect(dianIdType('31')).toBe('31');
  });
});
