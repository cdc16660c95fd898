/**
 * Names as the SIRE file takes them: letters only, in capitals, as the passport prints them. A
 * hyphen becomes a space and an apostrophe is dropped, as in the passport's machine-readable zone
 * (ICAO Doc 9303); a letter the file's code page lacks loses its accent (Ş → S) before the name
 * is refused.
 */
import { cleanText } from '../issues';
import { isWindows1252 } from './windows-1252';

/** Letters without a decomposition to a base letter. */
const STROKED: Readonly<Record<string, string>> = { Ł: 'L', Đ: 'D', Ħ: 'H', Ŧ: 'T' };

function toCodePage(char: string): string {
  if (isWindows1252(char)) return char;
  const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
  if (bare !== '' && isWindows1252(bare)) return bare;
  return STROKED[char] ?? char;
}

/** The name for the file, or null with the reason when it cannot be written there. */
export function sireName(value: string | null): { text: string } | { problem: string } {
  const spaced = cleanText((value ?? '').replace(/-/g, ' ').replace(/['’‘`´]/g, ''));
  const text = [...spaced.toLocaleUpperCase('es-CO').normalize('NFC')].map(toCodePage).join('');
  if (!/^[\p{L} ]*$/u.test(text)) return { problem: 'solo se admiten letras' };
  if (!isWindows1252(text)) return { problem: 'hay letras que el archivo de SIRE no admite' };
  return { text };
}

/** Particles that belong to the next word of a surname (De la Cruz, Van der Berg, Da Silva). */
const PARTICLES = new Set([
  'DE',
  'DEL',
  'LA',
  'LAS',
  'LOS',
  'Y',
  'VAN',
  'VON',
  'DER',
  'DEN',
  'DA',
  'DAS',
  'DO',
  'DOS',
  'DI',
  'DU',
  'LE',
]);

/**
 * First and second surname from the one `apellidos` field Posada keeps today: the first surname
 * is the first word with the particles before it ("De la Cruz Pérez" → "De la Cruz" + "Pérez").
 * A guess for the integration until check-in asks for the two surnames apart.
 */
export function splitSurnames(apellidos: string | null): { primer: string; segundo: string } {
  const words = cleanText(apellidos).split(' ').filter(Boolean);
  let cut = 0;
  while (cut < words.length - 1 && PARTICLES.has((words[cut] ?? '').toUpperCase())) cut++;
  return { primer: words.slice(0, cut + 1).join(' '), segundo: words.slice(cut + 1).join(' ') };
}
