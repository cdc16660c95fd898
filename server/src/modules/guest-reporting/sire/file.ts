/**
 * The file SIRE's upload takes: the rows tab-separated, no header row, each line ended by CR LF,
 * in Windows-1252 — byte for byte what Excel on a Spanish Windows saves as "Texto (delimitado por
 * tabulaciones)" from Migración's template, the procedure the portal documents. UTF-8 stays
 * available for a hotel whose upload shows broken letters (docs/guest-reporting.md).
 */
import type { TSireRow } from './model';
import { encodeWindows1252 } from './windows-1252';

export type TSireEncoding = 'windows-1252' | 'utf-8';

export const SIRE_COLUMNS = 13;

/** The file's text; a row that is not 13 clean columns is a bug upstream, so it throws. */
export function sireText(rows: readonly TSireRow[]): string {
  return rows
    .map(({ campos }) => {
      if (campos.length !== SIRE_COLUMNS || campos.some((c) => /[\t\r\n]/.test(c))) {
        throw new Error(`Fila de SIRE mal formada: ${JSON.stringify(campos)}`);
      }
      return `${campos.join('\t')}\r\n`;
    })
    .join('');
}

export function writeSireFile(rows: readonly TSireRow[], encoding: TSireEncoding = 'windows-1252'): Buffer {
  const text = sireText(rows);
  return encoding === 'utf-8' ? Buffer.from(text, 'utf8') : encodeWindows1252(text);
}

/** `SIRE_<hotel code>_<from>_<to>.txt`, dates as YYYYMMDD: sorts by period in a folder. */
export const sireFileName = (hotelCode: string, desde: string, hasta: string) =>
  `SIRE_${hotelCode}_${desde.replaceAll('-', '')}_${hasta.replaceAll('-', '')}.txt`;
