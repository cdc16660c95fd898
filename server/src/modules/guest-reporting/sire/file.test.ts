import { describe, expect, it } from 'vitest';
import { sireFileName, writeSireFile } from './file';
import type { TSireRow } from './model';
import { encodeWindows1252, isWindows1252 } from './windows-1252';

const row = (ref: number, movimiento: 'E' | 'S', apellido: string): TSireRow => ({
  ref,
  movimiento,
  campos: [
    '41656895',
    '88001',
    '3',
    `PA${ref}`,
    '850',
    apellido,
    '',
    'KLEISERY',
    movimiento,
    '22/06/2025',
    '11001',
    '11001',
    '15/10/1998',
  ],
});

/** Reads back what the tests write; only Latin-1 letters, which Node 20 decodes right. */
const windows1252 = new TextDecoder('windows-1252');

describe('the SIRE file', () => {
  it('is tab-separated with no header row, one CR LF line per movement', () => {
    const bytes = writeSireFile([row(1, 'E', 'BRICEÑO'), row(2, 'S', 'ROMERO')]);
    const text = windows1252.decode(bytes);
    expect(text).toBe(
      '41656895\t88001\t3\tPA1\t850\tBRICEÑO\t\tKLEISERY\tE\t22/06/2025\t11001\t11001\t15/10/1998\r\n' +
        '41656895\t88001\t3\tPA2\t850\tROMERO\t\tKLEISERY\tS\t22/06/2025\t11001\t11001\t15/10/1998\r\n',
    );
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).every((l) => l.split('\t').length === 13)).toBe(true);
    // The first line is data, not column titles.
    expect(lines[0]?.startsWith('41656895\t')).toBe(true);
  });

  it('is Windows-1252 by default (Ñ is one byte, D1) and UTF-8 on request (C3 91)', () => {
    const at = (bytes: Buffer) => bytes.indexOf(Buffer.from('BRICE')) + 5;
    const ansi = writeSireFile([row(1, 'E', 'BRICEÑO')]);
    const utf8 = writeSireFile([row(1, 'E', 'BRICEÑO')], 'utf-8');
    expect(ansi[at(ansi)]).toBe(0xd1);
    expect([...utf8.subarray(at(utf8), at(utf8) + 2)]).toEqual([0xc3, 0x91]);
    expect(utf8.toString('utf8')).toBe(windows1252.decode(ansi));
  });

  it('is empty when the period has no foreign guest', () => {
    expect(writeSireFile([]).length).toBe(0);
  });

  it('refuses a row that would shift the columns', () => {
    expect(() => writeSireFile([{ ...row(1, 'E', 'A'), campos: row(1, 'E', 'A').campos.slice(1) }])).toThrow(
      'Fila de SIRE mal formada',
    );
    expect(() => writeSireFile([row(1, 'E', 'ROMERO\tFLORES')])).toThrow('Fila de SIRE mal formada');
  });

  it('is named after the hotel and the period', () => {
    expect(sireFileName('41656895', '2026-11-01', '2026-11-30')).toBe('SIRE_41656895_20261101_20261130.txt');
  });
});

describe('the Windows-1252 encoder', () => {
  it('writes Latin-1 letters as their own byte and the 27 extra characters at 0x80–0x9F', () => {
    const latin = Buffer.from([
      ...Array.from({ length: 0x80 }, (_, i) => i),
      ...Array.from({ length: 0x60 }, (_, i) => 0xa0 + i),
    ]);
    expect(encodeWindows1252(latin.toString('latin1'))).toEqual(latin);
    // Spot checks against Unicode's CP1252.TXT (Node 20's TextDecoder reads this range as Latin-1).
    expect([...encodeWindows1252('€Š’–™ŸŒž')]).toEqual([0x80, 0x8a, 0x92, 0x96, 0x99, 0x9f, 0x8c, 0x9e]);
    expect(isWindows1252('€ÑñÁÉÍÓÚÜü¿¡')).toBe(true);
  });

  it('refuses what the code page lacks instead of writing a question mark', () => {
    expect(isWindows1252('Łódź')).toBe(false);
    expect(isWindows1252('\u0081')).toBe(false);
    expect(() => encodeWindows1252('KILIÇDAROĞLU')).toThrow('U+11e');
  });
});
