/**
 * Windows-1252, the "ANSI" code page of a Spanish Windows, in which Excel saves "Texto (delimitado
 * por tabulaciones)" — the file the SIRE instructions ask for (docs/guest-reporting.md). Node
 * decodes it (TextDecoder) but only encodes UTF-8, hence these few lines.
 */

/** Bytes 0x80–0x9F, in order; null: unassigned (0x81, 0x8D, 0x8F, 0x90, 0x9D). */
const HIGH_BYTES: readonly (string | null)[] = [
  '\u20AC',
  null,
  '\u201A',
  '\u0192',
  '\u201E',
  '\u2026',
  '\u2020',
  '\u2021',
  '\u02C6',
  '\u2030',
  '\u0160',
  '\u2039',
  '\u0152',
  null,
  '\u017D',
  null,
  null,
  '\u2018',
  '\u2019',
  '\u201C',
  '\u201D',
  '\u2022',
  '\u2013',
  '\u2014',
  '\u02DC',
  '\u2122',
  '\u0161',
  '\u203A',
  '\u0153',
  null,
  '\u017E',
  '\u0178',
];
const HIGH = new Map(HIGH_BYTES.flatMap((char, i) => (char === null ? [] : [[char, 0x80 + i] as const])));

/** The byte of one character, or undefined when Windows-1252 has none (C1 controls included). */
function byteOf(char: string): number | undefined {
  const code = char.codePointAt(0) ?? -1;
  if ((code >= 0 && code < 0x80) || (code >= 0xa0 && code <= 0xff)) return code;
  return HIGH.get(char);
}

export const isWindows1252 = (text: string): boolean => [...text].every((c) => byteOf(c) !== undefined);

/** The bytes of a text; throws on a character the code page lacks (callers check names first). */
export function encodeWindows1252(text: string): Buffer {
  const bytes = Buffer.alloc(text.length);
  let i = 0;
  for (const char of text) {
    const byte = byteOf(char);
    if (byte === undefined) {
      throw new Error(`Carácter sin equivalente en Windows-1252: U+${char.codePointAt(0)?.toString(16)}`);
    }
    bytes[i++] = byte;
  }
  return bytes.subarray(0, i);
}
