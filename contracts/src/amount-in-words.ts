import { toCents } from './cents';

const UNITS = [
  '',
  'UN',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISÉIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIÚN',
  'VEINTIDÓS',
  'VEINTITRÉS',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISÉIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

/** 0–999 in words, with the apocopated "UN" ("VEINTIÚN", "CIENTO UN") used before a noun. */
function hundreds(n: number): string {
  if (n === 100) return 'CIEN';
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const words = [HUNDREDS[h] ?? ''];
  if (rest < 30) words.push(UNITS[rest] ?? '');
  else {
    const unit = rest % 10;
    words.push(unit ? `${TENS[Math.floor(rest / 10)]} Y ${UNITS[unit]}` : (TENS[rest / 10] ?? ''));
  }
  return words.filter(Boolean).join(' ');
}

/** A whole number below 10^15 in words ("MIL" alone for 1000, "UN MILLÓN", "MIL MILLONES"). */
export function integerInWords(value: bigint): string {
  if (value === 0n) return 'CERO';
  const below = (n: bigint): string => {
    // n < 10^6
    const thousands = Number(n / 1000n);
    const rest = Number(n % 1000n);
    const head = thousands === 0 ? '' : thousands === 1 ? 'MIL' : `${hundreds(thousands)} MIL`;
    return [head, rest ? hundreds(rest) : ''].filter(Boolean).join(' ');
  };
  const millions = value / 1_000_000n;
  const rest = value % 1_000_000n;
  let head = '';
  if (millions === 1n) head = 'UN MILLÓN';
  else if (millions > 0n) {
    const billions = millions / 1_000_000n;
    const m = millions % 1_000_000n;
    head = [
      billions === 0n ? '' : billions === 1n ? 'UN BILLÓN' : `${below(billions)} BILLONES`,
      m === 0n ? '' : m === 1n ? 'UN MILLÓN' : `${below(m)} MILLONES`,
    ]
      .filter(Boolean)
      .join(' ');
  }
  return [head, rest ? below(rest) : ''].filter(Boolean).join(' ');
}

/**
 * A peso amount in words, the way Colombian invoices write it: "UN MILLÓN QUINIENTOS MIL PESOS
 * M/CTE", "UN MILLÓN DE PESOS M/CTE" (an exact million takes "DE"), "UN PESO M/CTE", and the
 * cents after "CON": "… PESOS CON CINCUENTA CENTAVOS M/CTE".
 */
export function pesosInWords(amount: string): string {
  const cents = toCents(amount);
  if (cents < 0n) return `MENOS ${pesosInWords(amount.trim().slice(1))}`;
  const pesos = cents / 100n;
  const centavos = cents % 100n;
  const exactMillion = pesos >= 1_000_000n && pesos % 1_000_000n === 0n;
  const unit = pesos === 1n ? 'PESO' : 'PESOS';
  const words = `${integerInWords(pesos)}${exactMillion ? ' DE' : ''} ${unit}`;
  const tail =
    centavos === 0n ? '' : ` CON ${integerInWords(centavos)} ${centavos === 1n ? 'CENTAVO' : 'CENTAVOS'}`;
  return `${words}${tail} M/CTE`;
}
