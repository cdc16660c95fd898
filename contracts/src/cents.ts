/**
 * Exact COP amounts as whole cents in a bigint, from and to decimal strings ("125000.50").
 * Shared by the server's money helpers and the rules both sides need (change, amounts in words).
 */
/** Digits past the cents are accepted only when they are zeros (SQL may answer "10.500"). */
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2})0*)?$/;

export function toCents(value: string): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Valor de dinero inválido: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}
