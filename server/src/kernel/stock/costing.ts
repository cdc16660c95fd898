import { divRound } from '../../lib/decimal';

/**
 * The weighted average cost of one product in one warehouse, exact: quantities in thousandths,
 * values in cents, unit costs in ten-thousandths of a peso, all bigints. An entry adds its value
 * and recomputes the average from the totals; an exit takes quantity × average (never more value
 * than is held, and all of it with the last unit), so the value of the stock is always the sum of
 * what entered minus what left, to the cent.
 */
export interface StockState {
  /** Thousandths of the measure. */
  cantidad: bigint;
  /** Cents. */
  valor: bigint;
  /** Ten-thousandths of a peso per unit. */
  promedio: bigint;
}

export interface Movement {
  entrada: bigint;
  salida: bigint;
  /** The movement's value in cents (never negative). */
  valor: bigint;
  /** Unit cost of the movement, ten-thousandths. */
  costo_unitario: bigint;
}

export const EMPTY_STOCK: StockState = { cantidad: 0n, valor: 0n, promedio: 0n };

/** quantity (thousandths) × unit cost (cents) → cents. */
export const lineValue = (cantidad: bigint, costoCents: bigint): bigint =>
  divRound(cantidad * costoCents, 1000n);

/** quantity (thousandths) × unit cost (ten-thousandths) → cents. */
export const valueAt = (cantidad: bigint, costo: bigint): bigint => divRound(cantidad * costo, 100_000n);

/** value (cents) / quantity (thousandths) → unit cost in ten-thousandths. */
export const unitCostOf = (valor: bigint, cantidad: bigint): bigint => divRound(valor * 100_000n, cantidad);

/**
 * Stock comes in with its value (a purchase at its cost, a transfer at the origin's average, a
 * returned sale at the cost it left with). Stock that was below zero (where allowed) is made
 * whole at the new cost: what remains was bought at it.
 */
export function enter(
  state: StockState,
  cantidad: bigint,
  valor: bigint,
): { state: StockState; movement: Movement } {
  if (cantidad <= 0n || valor < 0n) throw new Error('Entrada inválida');
  const costo = unitCostOf(valor, cantidad);
  const total = state.cantidad + cantidad;
  let next: bigint;
  if (state.cantidad >= 0n) next = state.valor + valor;
  else if (total > 0n) next = valueAt(total, costo);
  else next = valueAt(total, state.promedio);
  // A value that would leave less than before (rounding of a negative stock) stays where it was.
  if (next < state.valor) next = state.valor;
  const promedio = total > 0n ? unitCostOf(next, total) : state.cantidad < 0n ? state.promedio : costo;
  return {
    state: { cantidad: total, valor: next, promedio },
    movement: { entrada: cantidad, salida: 0n, valor: next - state.valor, costo_unitario: costo },
  };
}

/**
 * Stock goes out at the average cost, or at a given value (an annulled entry takes back what it
 * brought). The last unit takes all the value left; no exit takes more value than the stock holds
 * while any stock remains. Going below zero is the caller's decision (the hotel's setting).
 */
export function leave(
  state: StockState,
  cantidad: bigint,
  atValue?: bigint,
): { state: StockState; movement: Movement } {
  if (cantidad <= 0n) throw new Error('Salida inválida');
  const rest = state.cantidad - cantidad;
  const held = state.valor > 0n ? state.valor : 0n;
  let valor: bigint;
  if (rest === 0n) valor = state.valor;
  else if (rest > 0n) valor = atValue ?? valueAt(cantidad, state.promedio);
  else {
    // Below zero: what was held leaves whole, the shortfall at the average.
    const fromStock = state.cantidad > 0n ? state.cantidad : 0n;
    valor = held + valueAt(cantidad - fromStock, state.promedio);
  }
  if (rest > 0n && valor > held) valor = held;
  if (valor < 0n) valor = 0n;
  const next = state.valor - valor;
  // An exit at the average keeps it; a reversal at its own cost recomputes it from what is left.
  const promedio = atValue !== undefined && rest > 0n ? unitCostOf(next, rest) : state.promedio;
  return {
    state: { cantidad: rest, valor: next, promedio },
    movement: {
      entrada: 0n,
      salida: cantidad,
      valor,
      costo_unitario: atValue === undefined ? state.promedio : unitCostOf(valor, cantidad),
    },
  };
}
