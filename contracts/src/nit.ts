import { z } from 'zod';

const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

/** The DIAN check digit (dígito de verificación) of a NIT of up to 15 digits. */
export function nitCheckDigit(nit: string): string {
  if (!/^\d{1,15}$/.test(nit)) throw new Error('El NIT debe tener solo dígitos (máximo 15)');
  let sum = 0;
  const digits = nit.split('').reverse();
  digits.forEach((d, i) => {
    sum += Number(d) * (NIT_WEIGHTS[i] ?? 0);
  });
  const rest = sum % 11;
  return String(rest > 1 ? 11 - rest : rest);
}

export function isValidNit(nit: string, dv: string): boolean {
  return /^\d{1,15}$/.test(nit) && nitCheckDigit(nit) === dv;
}

/** A NIT as typed in a form: digits only, without dots or the check digit. */
export const ZNit = z
  .string({ error: 'El NIT es obligatorio' })
  .trim()
  .regex(/^\d{6,15}$/, { error: 'El NIT tiene de 6 a 15 dígitos, sin puntos ni dígito de verificación' });

export const ZNitDv = z
  .string({ error: 'El dígito de verificación es obligatorio' })
  .trim()
  .regex(/^\d$/, { error: 'El dígito de verificación es un dígito' });

/** Adds the check-digit rule to an object schema with `nit` and `dv`; the error lands on `dv`. */
export function withNitCheck<T extends z.ZodType<{ nit: string; dv: string }>>(schema: T) {
  return schema.refine((value) => isValidNit(value.nit, value.dv), {
    path: ['dv'],
    error: 'El dígito de verificación no corresponde al NIT',
    // Checked as soon as both fields are well formed, even while other fields still have errors.
    when: ({ value }) => {
      const v = value as { nit?: unknown; dv?: unknown } | undefined;
      return typeof v?.nit === 'string' && /^\d{1,15}$/.test(v.nit) && typeof v.dv === 'string';
    },
  });
}
