import { z } from 'zod';

/**
 * The amounts a person types — pesos, quantities, percentages — read exactly: a JSON number or a
 * decimal string, passed on as a decimal string, so no float ever adds them up. Their own module,
 * so a domain's contracts take them without loading another domain's schemas (the sale's took the
 * registers', the inventory's and the catalogs' modules for one helper each, and a browser built
 * all their schemas before drawing Ventas).
 */

/**
 * A decimal typed by a person: a JSON number or a decimal string matching `pattern`, passed on as
 * the trimmed decimal string (`String(1234.5)` is exact for what a person can type; 1e309 becomes
 * "Infinity" and is refused).
 */
function decimalText(required: string, pattern: RegExp, format: string) {
  return z
    .union([z.string(), z.number()], { error: required })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(z.string().min(1, { error: required, abort: true }).regex(pattern, { error: format }));
}

/** An optional decimal: empty, null or absent counts as 0. */
function optionalDecimal(text: z.ZodType<string, string | number>) {
  return z
    .union([z.literal(''), text])
    .nullish()
    .transform((value) => value || '0');
}

const MONEY_TEXT = /^\d{1,12}(\.\d{1,2})?$/;
const MONEY_FORMAT = 'Ingrese un valor en pesos sin negativos y con máximo 2 decimales';

/**
 * An amount of COP typed by a person: never negative, at most two decimals, at most
 * numeric(14,2). It travels on as a decimal string, so no float arithmetic ever touches it.
 */
const moneyText = (required: string) => decimalText(required, MONEY_TEXT, MONEY_FORMAT);
export const zMoneyAmount = (required = 'El valor es obligatorio') => moneyText(required);
/** Optional amounts (spec §5: tarjetas, transferencia) count as 0 when left empty. */
export const zOptionalMoneyAmount = () => optionalDecimal(moneyText('El valor es obligatorio'));
export const zPositiveMoneyAmount = (required: string) =>
  moneyText(required).refine((text) => /[1-9]/.test(text), { error: 'El monto debe ser mayor que cero' });

/** Quantities are numeric(14,3): up to 11 integer digits and 3 decimals. */
const QUANTITY_TEXT = /^\d{1,11}(\.\d{1,3})?$/;
const QUANTITY_FORMAT = 'Ingrese una cantidad sin negativos y con máximo 3 decimales';
const quantityText = (required: string) => decimalText(required, QUANTITY_TEXT, QUANTITY_FORMAT);

/** A quantity that moves stock or makes a recipe: more than zero. */
export const zQuantity = (required = 'Ingrese la cantidad') =>
  quantityText(required).refine((text) => /[1-9]/.test(text), {
    error: 'La cantidad debe ser mayor que cero',
  });
/** A quantity that may be zero (a minimum, a count). */
export const zQuantityOrZero = (required = 'Ingrese la cantidad') => quantityText(required);
/** Optional quantities count as 0 when left empty. */
export const zOptionalQuantity = () => optionalDecimal(quantityText('Ingrese la cantidad'));

export const ZQuantity = z.string().describe('Cantidad decimal con hasta 3 decimales, p. ej. "24.000"');
/** Unit costs carry 4 decimals (a weighted average rarely falls on whole cents). */
export const ZUnitCost = z.string().describe('Costo unitario decimal, p. ej. "1850.0000"');

/** A percentage with up to 2 decimals, 0–100, sent as a JSON number or a decimal string. */
export const zPercentage = z
  .union([z.string(), z.number()], { error: 'Ingrese el porcentaje' })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .pipe(
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'Porcentaje inválido (hasta 2 decimales)' })
      .refine((v) => Number(v) <= 100, { error: 'El porcentaje no puede pasar de 100' }),
  );
