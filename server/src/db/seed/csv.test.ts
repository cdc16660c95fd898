import { describe, expect, it } from 'vitest';
import { parseCsv, placeName } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas and doubled quotes, CRLF lines, and skips blank lines', () => {
    const text = 'code,name\r\n11001,"Bogotá, D.c."\r\n05001,Medellín\n\nX,"dice ""hola"""\n';
    expect(parseCsv(text)).toEqual([
      { code: '11001', name: 'Bogotá, D.c.' },
      { code: '05001', name: 'Medellín' },
      { code: 'X', name: 'dice "hola"' },
    ]);
  });
});

describe('placeName', () => {
  it("writes the catalog's places as Colombians do", () => {
    expect(placeName('Bogotá, D.c.')).toBe('Bogotá, D.C.');
    expect(placeName('Cartagena De Indias')).toBe('Cartagena de Indias');
    expect(placeName('San Pedro De Los Milagros')).toBe('San Pedro de los Milagros');
    expect(placeName('El Carmen De Bolívar')).toBe('El Carmen de Bolívar');
    expect(placeName('La Dorada')).toBe('La Dorada');
    expect(placeName('San Andrés y Providencia')).toBe('San Andrés y Providencia');
    expect(placeName('Medellín')).toBe('Medellín');
  });
});
