/**
 * The rules of a client's data that depend on the DIAN document type, as pure functions: the web
 * form shows them while the user types, the server checks them again (clients.rules.ts). Each
 * answers a Spanish message, or null when the value is good.
 */

interface NumberRule {
  /** Colombian documents are numbers; foreign ones may carry letters. */
  chars: 'digits' | 'alphanumeric';
  min: number;
  max: number;
}

/**
 * Lengths by abbreviation (docs/decisions.md, Clients): cédulas from 3 digits (the oldest ones)
 * to 10, NUIP-era registros and tarjetas up to 11, NIT 6–15 without its check digit; passports
 * and migration permits are letters and digits. Types staff add later follow only the base rule
 * of the schema (letters, digits and hyphens, 3–20).
 */
export const documentNumberRules: Readonly<Record<string, NumberRule>> = {
  RC: { chars: 'digits', min: 6, max: 11 },
  TI: { chars: 'digits', min: 6, max: 11 },
  CC: { chars: 'digits', min: 3, max: 10 },
  NUIP: { chars: 'digits', min: 6, max: 11 },
  NIT: { chars: 'digits', min: 6, max: 15 },
  TE: { chars: 'alphanumeric', min: 3, max: 15 },
  CE: { chars: 'alphanumeric', min: 3, max: 15 },
  PA: { chars: 'alphanumeric', min: 4, max: 20 },
  DE: { chars: 'alphanumeric', min: 3, max: 20 },
  NITE: { chars: 'alphanumeric', min: 3, max: 20 },
  PEP: { chars: 'alphanumeric', min: 6, max: 20 },
  PPT: { chars: 'alphanumeric', min: 6, max: 20 },
  CD: { chars: 'alphanumeric', min: 3, max: 20 },
};

/** The document number's error for that type (abbreviation: CC, NIT, PA…), or null. */
export function documentNumberError(abbreviation: string | undefined, numero: string): string | null {
  const rule = abbreviation ? documentNumberRules[abbreviation] : undefined;
  if (!rule) return null;
  const text = numero.trim();
  if (rule.chars === 'digits' && !/^\d+$/.test(text)) {
    return abbreviation === 'NIT'
      ? 'El NIT lleva solo dígitos, sin puntos ni dígito de verificación'
      : `El número de ${abbreviation} lleva solo dígitos`;
  }
  if (rule.chars === 'alphanumeric' && !/^[A-Za-z0-9]+$/.test(text)) {
    return `El número de ${abbreviation} lleva solo letras y dígitos`;
  }
  if (text.length < rule.min || text.length > rule.max) {
    const unit = rule.chars === 'digits' ? 'dígitos' : 'caracteres';
    return `El número de ${abbreviation} tiene de ${rule.min} a ${rule.max} ${unit}`;
  }
  return null;
}

/**
 * Phones as people write them: digits, spaces, '-', parentheses and a leading '+'; from 7 digits
 * (a local line) to 15 (the longest international number, E.164).
 */
export function phoneError(telefono: string): string | null {
  const text = telefono.trim();
  if (!/^\+?[\d\s()-]+$/.test(text)) return 'Teléfono inválido: use dígitos, espacios, +, - o paréntesis';
  const digits = text.replace(/\D/g, '').length;
  if (digits < 7 || digits > 15) return 'El teléfono tiene de 7 a 15 dígitos';
  return null;
}

/**
 * The latest calendar date anywhere on Earth (UTC+14): a date after it is in the future for
 * every hotel, whatever its time zone, so the rule needs no zone.
 */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** A birth date ('YYYY-MM-DD') is not in the future nor before 1900. */
export function birthDateError(fecha: string, today = latestToday()): string | null {
  if (fecha > today) return 'La fecha de nacimiento no puede ser futura';
  if (fecha < '1900-01-01') return 'La fecha de nacimiento debe ser posterior a 1900';
  return null;
}

/**
 * Document types a non-resident foreign tourist travels with: a passport or a foreign identity
 * document. CE, TE, PEP and PPT are issued to foreigners who live in Colombia, and the
 * Colombian documents to residents, so their holders cannot carry the IVA exemption mark.
 */
export const nonResidentDocumentTypes = ['PA', 'DE'] as const;

export function canBeNonResident(abbreviation: string | undefined): boolean {
  return (nonResidentDocumentTypes as readonly string[]).includes(abbreviation ?? '');
}

export const NON_RESIDENT_NEEDS_FOREIGN_DOCUMENT =
  'Solo un cliente con pasaporte o documento extranjero puede ser extranjero no residente';
export const NON_RESIDENT_NEEDS_EVIDENCE = 'Indique el soporte migratorio (sello o permiso de ingreso)';
