import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

// Day first, as Colombia writes dates; ISO order too, for a date pasted from a system.
const FORMATS = ['D/M/YYYY', 'DD/MM/YYYY', 'D/MM/YYYY', 'DD/M/YYYY', 'YYYY/MM/DD'];

/**
 * A date typed as dd/mm/aaaa ('5/3/2026', '05-03-2026', '05.03.2026') as the API's 'YYYY-MM-DD',
 * or null while it is not a whole, real date (strict: '31/02/2026' and '5/3/26' are not).
 */
export function parseDisplayDate(text: string): string | null {
  const normalized = text.trim().replace(/[.\-\s]+/g, '/');
  const date = dayjs(normalized, FORMATS, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}

const shown = (iso: string) => iso.split('-').reverse().join('/');

/** Why a typed text was not taken as a date of the range, or null when it was. */
export function dateTextError(text: string, minDate?: string, maxDate?: string): string | null {
  const date = parseDisplayDate(text);
  if (!date) return 'Fecha inválida: escríbala como dd/mm/aaaa';
  if (minDate && date < minDate) return `La fecha no puede ser anterior al ${shown(minDate)}`;
  if (maxDate && date > maxDate) return `La fecha no puede ser posterior al ${shown(maxDate)}`;
  return null;
}
