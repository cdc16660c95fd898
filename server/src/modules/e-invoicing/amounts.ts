/**
 * Every amount of an electronic document, computed once from its lines on scaled bigints (never a
 * float) and written as 2-decimal strings that the XML, the CUFE/CUDE and the PDF reuse as they are.
 */

import { divRoundHalfEven, fromScaled, toScaled } from '../../lib/decimal';
import { BusinessRuleError } from '../../lib/errors';
import { codeLists } from './codes/code-lists';
import type { TLine, TLineInput, TLineTax, TTaxScheme, TTaxTotal, TTotals } from './model';

/** DIAN's slack on a tax or a base against its arithmetic (annex 1.9, 5.2.1: ±2.00). */
export const DIAN_TOLERANCE_CENTS = 200n;

const QTY = 6; // InvoicedQuantity: up to 6 decimals
const PRICE = 4; // PriceAmount: up to 4 decimals
const CENTS = 2;
const SCHEMES: readonly TTaxScheme[] = ['01', '04'];
const SCHEME_NAMES: Record<TTaxScheme, string> = { '01': 'IVA', '04': 'INC' };

function decimal(value: string, scale: number, what: string, line: number): bigint {
  try {
    return toScaled(value, scale);
  } catch {
    throw new BusinessRuleError(`Línea ${line}: ${what} «${value}» no es un número válido`);
  }
}

const money = (cents: bigint) => fromScaled(cents, CENTS);

/** A unit price as written: two decimals, up to four when it has them ("280000.00", "1.005"). */
const priceText = (price: bigint) => fromScaled(price, PRICE).replace(/(\.\d\d)(\d*?)0+$/, '$1$2');

/** The rate as DIAN lists it ("19.00"); refused when the tariff tables do not hold it. */
function checkedRate(scheme: TTaxScheme, rate: string, line: number): bigint {
  const hundredths = decimal(rate, CENTS, 'la tarifa', line);
  const list = scheme === '01' ? codeLists.ivaRates : codeLists.incRates;
  if (!list.has(money(hundredths))) {
    throw new BusinessRuleError(
      `Línea ${line}: la tarifa de ${SCHEME_NAMES[scheme]} ${rate} % no está en las tablas de la DIAN`,
    );
  }
  return hundredths;
}

function lineTaxes(input: TLineInput, base: bigint, position: number): TLineTax[] {
  const seen = new Set<TTaxScheme>();
  return input.taxes.map((tax) => {
    if (!SCHEMES.includes(tax.scheme)) {
      throw new BusinessRuleError(
        `Línea ${position}: tributo ${tax.scheme} no soportado (solo 01 IVA y 04 INC)`,
      );
    }
    if (seen.has(tax.scheme)) {
      throw new BusinessRuleError(`Línea ${position}: ${SCHEME_NAMES[tax.scheme]} aparece dos veces`);
    }
    seen.add(tax.scheme);
    const rate = checkedRate(tax.scheme, tax.rate, position);
    // base (cents) × rate (hundredths of a percent) / 10 000 → cents
    const exact = divRoundHalfEven(base * rate, 10_000n);
    const amount = tax.amount === undefined ? exact : decimal(tax.amount, CENTS, 'el impuesto', position);
    if (amount < 0n || abs(amount - exact) > DIAN_TOLERANCE_CENTS) {
      throw new BusinessRuleError(
        `Línea ${position}: el ${SCHEME_NAMES[tax.scheme]} ${money(amount)} no corresponde a ${money(base)} × ${money(rate)} %`,
      );
    }
    return { scheme: tax.scheme, rate: money(rate), taxable: money(base), amount: money(amount) };
  });
}

const abs = (n: bigint) => (n < 0n ? -n : n);

function computeLine(input: TLineInput, position: number): TLine {
  const quantity = decimal(input.quantity, QTY, 'la cantidad', position);
  const price = decimal(input.unitPrice, PRICE, 'el precio unitario', position);
  const discount = decimal(input.discount ?? '0', CENTS, 'el descuento', position);
  if (quantity <= 0n) throw new BusinessRuleError(`Línea ${position}: la cantidad debe ser mayor que cero`);
  if (price < 0n) throw new BusinessRuleError(`Línea ${position}: el precio no puede ser negativo`);
  if (!codeLists.units.has(input.unitCode)) {
    throw new BusinessRuleError(
      `Línea ${position}: la unidad «${input.unitCode}» no está en la lista de la DIAN`,
    );
  }
  if (input.description.trim() === '') throw new BusinessRuleError(`Línea ${position}: falta la descripción`);
  // quantity (10^-6) × price (10^-4) → 10^-10; to cents: / 10^8
  const gross = divRoundHalfEven(quantity * price, 10n ** BigInt(QTY + PRICE - CENTS));
  if (discount < 0n || discount > gross) {
    throw new BusinessRuleError(
      `Línea ${position}: el descuento debe estar entre cero y el valor de la línea`,
    );
  }
  const expected = gross - discount;
  const base =
    input.lineExtension === undefined ? expected : decimal(input.lineExtension, CENTS, 'la base', position);
  if (base < 0n || abs(base - expected) > DIAN_TOLERANCE_CENTS) {
    throw new BusinessRuleError(
      `Línea ${position}: la base ${money(base)} no corresponde a la cantidad × el precio − el descuento (${money(expected)})`,
    );
  }
  const { taxes: _taxes, lineExtension: _base, discount: _discount, ...rest } = input;
  return {
    ...rest,
    position,
    unitPrice: priceText(price),
    gross: money(gross),
    discount: money(discount),
    lineExtension: money(base),
    taxes: lineTaxes(input, base, position),
  };
}

/**
 * The lines with their amounts fixed, the taxes per scheme and rate (sums of the lines), and the
 * monetary totals. Throws a BusinessRuleError (Spanish) on a line DIAN would refuse.
 */
export function computeTotals(inputs: TLineInput[]): TTotals {
  if (inputs.length === 0) throw new BusinessRuleError('El documento no tiene líneas');
  const lines = inputs.map((input, i) => computeLine(input, i + 1));
  const sums = new Map<string, { taxable: bigint; amount: bigint }>();
  let lineExtension = 0n;
  let taxExclusive = 0n;
  let lineDiscounts = 0n;
  for (const line of lines) {
    const base = toScaled(line.lineExtension, CENTS);
    lineExtension += base;
    lineDiscounts += toScaled(line.discount, CENTS);
    if (line.taxes.length > 0) taxExclusive += base;
    for (const tax of line.taxes) {
      const key = `${tax.scheme}|${tax.rate}`;
      const sum = sums.get(key) ?? { taxable: 0n, amount: 0n };
      sum.taxable += base;
      sum.amount += toScaled(tax.amount, CENTS);
      sums.set(key, sum);
    }
  }
  const taxTotals: TTaxTotal[] = [];
  let taxes = 0n;
  const perScheme: Record<TTaxScheme, bigint> = { '01': 0n, '04': 0n };
  for (const scheme of SCHEMES) {
    const subtotals = [...sums.entries()]
      .filter(([key]) => key.startsWith(`${scheme}|`))
      .map(([key, sum]) => ({ rate: key.slice(3), taxable: money(sum.taxable), amount: money(sum.amount) }))
      .sort((a, b) => Number(toScaled(b.rate, CENTS) - toScaled(a.rate, CENTS)));
    if (subtotals.length === 0) continue;
    const amount = subtotals.reduce((s, t) => s + toScaled(t.amount, CENTS), 0n);
    perScheme[scheme] = amount;
    taxes += amount;
    taxTotals.push({ scheme, amount: money(amount), subtotals });
  }
  return {
    lines,
    taxTotals,
    lineExtension: money(lineExtension),
    taxExclusive: money(taxExclusive),
    taxInclusive: money(lineExtension + taxes),
    lineDiscounts: money(lineDiscounts),
    payable: money(lineExtension + taxes),
    cufeTaxes: { iva: money(perScheme['01']), inc: money(perScheme['04']), ica: '0.00' },
  };
}

/**
 * The document-level subtotals whose amount drifts from taxable × rate beyond DIAN's ±2.00 — what
 * per-line rounding to pesos can accumulate over many lines. Empty when DIAN's arithmetic holds.
 */
export function taxDrift(totals: TTotals): string[] {
  const problems: string[] = [];
  for (const total of totals.taxTotals) {
    for (const sub of total.subtotals) {
      const exact = divRoundHalfEven(toScaled(sub.taxable, CENTS) * toScaled(sub.rate, CENTS), 10_000n);
      const drift = toScaled(sub.amount, CENTS) - exact;
      if (abs(drift) > DIAN_TOLERANCE_CENTS) {
        problems.push(
          `${SCHEME_NAMES[total.scheme]} ${sub.rate} %: la suma de las líneas (${sub.amount}) se aleja ${money(drift)} de ${sub.taxable} × ${sub.rate} %`,
        );
      }
    }
  }
  return problems;
}
