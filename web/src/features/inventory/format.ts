import { formatAmount } from '../../lib/amount-text';
import { formatCOP } from '../../lib/format';

/** A quantity of stock as staff read it: '1.234,5'; '—' for nothing. */
export function formatQuantity(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return formatAmount(value, 'quantity');
}

/** A unit cost (4 decimals kept by the server) shown to the cent: '$ 1.880,40'. */
export const formatUnitCost = (value: string) => formatCOP(value, 2);

/** Money of inventory screens: whole pesos unless there are cents. */
export const formatMoney = (value: string) => formatCOP(value, /\.\d*[1-9]/.test(value) ? 2 : 0);

/** Thousandths of a quantity ("24.5" → 24500n), exactly. */
function milli(value: string): bigint {
  const [int = '0', frac = ''] = value.trim().replace(/^-/, '').split('.');
  const abs = BigInt(int || '0') * 1000n + BigInt(frac.padEnd(3, '0').slice(0, 3) || '0');
  return value.trim().startsWith('-') ? -abs : abs;
}

/** A stock below a minimum that is set (both decimal strings, compared without floats). */
export const isBelowMinimum = (stock: string, minimum: string) =>
  milli(minimum) > 0n && milli(stock) < milli(minimum);
