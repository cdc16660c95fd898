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
