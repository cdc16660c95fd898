import type { StockMovementType } from '@posada/contracts';
import { fromScaled, toScaled } from '../../lib/decimal';
import { enter, leave, type Movement, type StockState } from './costing';
import type { KardexInsert, LockedStock, StockKey } from './stock.repository';

/** A shortfall: the movement would leave the stock below zero. */
export interface Shortage extends StockKey {
  disponible: bigint;
  pedido: bigint;
}

/** What a document writes on each of its kardex rows. */
export interface PostingContext {
  hotelId: number;
  usuarioId: number | null;
  fecha: string;
  documento: string;
  ingresoId?: number | null;
  documentoId?: number | null;
}

interface Posted extends StockKey {
  tipo: StockMovementType;
  movement: Movement;
  after: StockState;
}

const keyOf = (k: StockKey) => `${k.bodegaId}:${k.productoId}`;
const money = (cents: bigint) => fromScaled(cents, 2);
const qty = (milli: bigint) => fromScaled(milli, 3);
const cost = (e4: bigint) => fromScaled(e4, 4);

/**
 * The movements of one document over stock rows already locked: each applies the weighted
 * average (costing.ts) to the row's running state, so two movements of one row in a document
 * follow each other. Shortfalls are collected, not thrown: the caller decides with the hotel's
 * setting and names every product at once.
 */
export function openBook(locked: LockedStock[]) {
  const states = new Map<string, StockState>(
    locked.map((row) => [
      keyOf(row),
      {
        cantidad: toScaled(row.cantidad, 3),
        valor: toScaled(row.valor, 2),
        promedio: toScaled(row.costo_promedio, 4),
      },
    ]),
  );
  const posted: Posted[] = [];
  const shortages: Shortage[] = [];

  function stateOf(key: StockKey): StockState {
    const state = states.get(keyOf(key));
    if (!state) throw new Error(`Existencia sin bloquear: ${keyOf(key)}`);
    return state;
  }

  function record(key: StockKey, tipo: StockMovementType, result: { state: StockState; movement: Movement }) {
    states.set(keyOf(key), result.state);
    posted.push({ ...key, tipo, movement: result.movement, after: result.state });
    return result.movement;
  }

  return {
    /** Current quantity of a row (thousandths). */
    quantity: (key: StockKey) => stateOf(key).cantidad,
    /** Current average cost of a row (ten-thousandths). */
    average: (key: StockKey) => stateOf(key).promedio,

    enter(key: StockKey, tipo: StockMovementType, cantidad: bigint, valor: bigint): Movement {
      return record(key, tipo, enter(stateOf(key), cantidad, valor));
    },

    /** Out at the average, or at `atValue` (a reversal takes back what its entry brought). */
    leave(key: StockKey, tipo: StockMovementType, cantidad: bigint, atValue?: bigint): Movement {
      const state = stateOf(key);
      if (state.cantidad - cantidad < 0n)
        shortages.push({ ...key, disponible: state.cantidad, pedido: cantidad });
      return record(key, tipo, leave(state, cantidad, atValue));
    },

    shortages: (): readonly Shortage[] => shortages,

    /** The kardex rows of everything posted, in order. */
    rows(context: PostingContext): KardexInsert[] {
      return posted.map((p) => ({
        hotel_id: context.hotelId,
        bodega_id: p.bodegaId,
        producto_id: p.productoId,
        fecha: context.fecha,
        tipo: p.tipo,
        documento: context.documento,
        ingreso_id: context.ingresoId ?? null,
        documento_id: context.documentoId ?? null,
        entrada: qty(p.movement.entrada),
        salida: qty(p.movement.salida),
        saldo: qty(p.after.cantidad),
        costo_unitario: cost(p.movement.costo_unitario),
        valor: money(p.movement.valor),
        saldo_valor: money(p.after.valor),
        costo_promedio: cost(p.after.promedio),
        usuario_id: context.usuarioId,
      }));
    },
  };
}

export type StockBook = ReturnType<typeof openBook>;
