import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

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
