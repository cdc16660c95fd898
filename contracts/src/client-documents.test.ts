import { describe, expect, it } from 'vitest';
import {
  birthDateError,
  canBeNonResident,
  documentNumberError,
  latestToday,
  phoneError,
} from './client-documents';
import { ZClientBody, zClientBodyFor } from './clients';

describe('document number by DIAN type', () => {
  it.each([
    ['CC', '1020304050'],
    ['CC', '1234'],
    ['TI', '1002003004'],
    ['NIT', '800197268'],
    ['CE', 'E123456'],
    ['PA', 'AB1234567'],
    ['PEP', '123456789012345'],
    ['PPT', 'PPT12345'],
    // A type staff added to the catalog: only the schema's base rule applies.
    ['XX', '12-AB'],
  ])('%s %s is good', (type, numero) => {
    expect(documentNumberError(type, numero)).toBeNull();
  });

  it.each([
    ['CC', '12AB34', 'El número de CC lleva solo dígitos'],
    ['CC', '10203040501', 'El número de CC tiene de 3 a 10 dígitos'],
    ['TI', '12345', 'El número de TI tiene de 6 a 11 dígitos'],
    ['NIT', '800.197.268', 'El NIT lleva solo dígitos, sin puntos ni dígito de verificación'],
    ['NIT', '12345', 'El número de NIT tiene de 6 a 15 dígitos'],
    ['PA', 'AB-123', 'El número de PA lleva solo letras y dígitos'],
    ['PA', 'A12', 'El número de PA tiene de 4 a 20 caracteres'],
  ])('%s %s: %s', (type, numero, message) => {
    expect(documentNumberError(type, numero)).toBe(message);
  });
});

describe('phone', () => {
  it.each(['+57 300 111 2233', '(604) 444-5566', '3001112233', '4445566'])('%s is good', (phone) => {
    expect(phoneError(phone)).toBeNull();
  });

  it.each([
    ['abc', 'Teléfono inválido: use dígitos, espacios, +, - o paréntesis'],
    ['300+111', 'Teléfono inválido: use dígitos, espacios, +, - o paréntesis'],
    ['12345', 'El teléfono tiene de 7 a 15 dígitos'],
    ['+57 300 111 2233 4455 6', 'El teléfono tiene de 7 a 15 dígitos'],
  ])('%s: %s', (phone, message) => {
    expect(phoneError(phone)).toBe(message);
  });
});

describe('birth date', () => {
  it('is not in the future anywhere, nor before 1900', () => {
    expect(birthDateError('2030-01-01', '2026-05-01')).toBe('La fecha de nacimiento no puede ser futura');
    expect(birthDateError('2026-05-01', '2026-05-01')).toBeNull();
    expect(birthDateError('1899-12-31', '2026-05-01')).toBe(
      'La fecha de nacimiento debe ser posterior a 1900',
    );
  });

  it('takes today as the latest calendar date on Earth (UTC+14)', () => {
    expect(latestToday(new Date('2026-05-01T09:59:00Z'))).toBe('2026-05-01');
    expect(latestToday(new Date('2026-05-01T10:00:00Z'))).toBe('2026-05-02');
  });
});

describe('the client schema', () => {
  const person = {
    tipo_documento_id: 13,
    numero_documento: '1020304050',
    nombres: 'Laura',
    apellidos: 'Gómez',
  };
  const abbreviations: Record<number, string> = { 13: 'CC', 7: 'PA' };
  const withTypes = zClientBodyFor((id) => abbreviations[id]);
  const errors = (schema: typeof ZClientBody, body: object) =>
    schema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('refuses a bad phone and a future birth date', () => {
    expect(errors(ZClientBody, { ...person, telefono: 'abc', fecha_nacimiento: '2999-01-01' })).toEqual([
      ['fecha_nacimiento', 'La fecha de nacimiento no puede ser futura'],
      ['telefono', 'Teléfono inválido: use dígitos, espacios, +, - o paréntesis'],
    ]);
  });

  it('needs the migration evidence with the non-resident mark', () => {
    expect(errors(ZClientBody, { ...person, extranjero_no_residente: true })).toEqual([
      ['soporte_migratorio', 'Indique el soporte migratorio (sello o permiso de ingreso)'],
    ]);
  });

  it('checks the document type’s rules when it knows the catalog, even with other errors', () => {
    expect(errors(withTypes, { ...person, numero_documento: '12AB34', email: 'no-es-correo' })).toEqual([
      ['email', 'Correo inválido'],
      ['numero_documento', 'El número de CC lleva solo dígitos'],
    ]);
    expect(
      errors(withTypes, { ...person, extranjero_no_residente: true, soporte_migratorio: 'PIP-5 123' }),
    ).toEqual([
      [
        'extranjero_no_residente',
        'Solo un cliente con pasaporte o documento extranjero puede ser extranjero no residente',
      ],
    ]);
    expect(
      errors(withTypes, {
        ...person,
        tipo_documento_id: 7,
        numero_documento: 'AB1234567',
        extranjero_no_residente: true,
        soporte_migratorio: 'Sello 2026-05-01',
      }),
    ).toEqual([]);
    expect(canBeNonResident('CE')).toBe(false);
  });
});
