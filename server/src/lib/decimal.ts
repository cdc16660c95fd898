/**
 * Exact fixed-point arithmetic on decimal strings through scaled bigints: quantities (3 decimals),
 * money (2, see money.ts) and unit costs (4). A float never touches a value.
 */
const cache = new Map<number, RegExp>();

/** Digits past the scale are accepted only when they are zeros (SQL may answer "10.5000"). */
function pattern(scale: number): RegExp {
  let re = cache.get(scale);
  if (!re) {
    re = new RegExp(`^(-)?(\\d+)(?:\\.(\\d{1,${scale}})0*)?$`);
    cache.set(scale, re);
  }
  return re;
}

/** "24.5" at scale 3 → 24500n. Throws on text that is not such a decimal. */
export function toScaled(value: string, scale: number): bigint {
  const match = pattern(scale).exec(value.trim());
  if (!match) throw new Error(`Valor decimal inválido (${scale} decimales): ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const scaled = BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return sign ? -scaled : scaled;
}

/** 24500n at scale 3 → "24.500". */
export function fromScaled(scaled: bigint, scale: number): string {
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const unit = 10n ** BigInt(scale);
  const text = scale === 0 ? `${abs}` : `${abs / unit}.${String(abs % unit).padStart(scale, '0')}`;
  return negative && abs !== 0n ? `-${text}` : text;
}

/** n / d rounded half away from zero (the usual commercial rounding, for either sign). */
export function divRound(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new Error('División por cero');
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (a + b / 2n) / b;
  // b / 2 rounds down for odd b; a remainder of exactly half only exists for even b.
  return negative ? -q : q;
}

/**
 * n / d rounded half to even (banker's rounding, NTC 3711 — the rule DIAN's annex gives for the
 * amounts of an electronic invoice): a remainder of exactly half goes to the even neighbour.
 */
export function divRoundHalfEven(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new Error('División por cero');
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  let q = a / b;
  const twice = (a % b) * 2n;
  if (twice > b || (twice === b && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}
