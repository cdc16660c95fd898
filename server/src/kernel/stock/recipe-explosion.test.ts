import type { ProductKind } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { fromScaled, toScaled } from '../../lib/decimal';
import { explodeRecipes, MAX_RECIPE_DEPTH, type RecipeEdge } from './recipe-explosion';

const q = (text: string) => toScaled(text, 3);
const edge = (producto_id: number, ingrediente_id: number, cantidad: string): RecipeEdge => ({
  producto_id,
  ingrediente_id,
  cantidad: q(cantidad),
});
const readable = (map: Map<number, bigint>) =>
  Object.fromEntries([...map].map(([id, milli]) => [id, fromScaled(milli, 3)]));

// 1 ron, 2 limón, 3 hielo, 4 azúcar: products; 10 almíbar (recipe), 20 mojito (recipe with
// almíbar inside), 30 servicio de mesa.
const kinds = new Map<number, ProductKind>([
  [1, 'producto'],
  [2, 'producto'],
  [3, 'producto'],
  [4, 'producto'],
  [10, 'receta'],
  [20, 'receta'],
  [30, 'servicio'],
]);
const edges = [
  edge(10, 4, '0.05'), // 50 g of sugar per portion of syrup
  edge(20, 1, '0.06'),
  edge(20, 2, '0.5'),
  edge(20, 3, '0.2'),
  edge(20, 10, '0.5'), // half a portion of syrup per mojito
];

describe('recipe explosion', () => {
  it('takes the ingredients of nested recipes, multiplied through each level', () => {
    const out = explodeRecipes([{ producto_id: 20, cantidad: q('3') }], edges, kinds);
    expect(readable(out)).toEqual({ 1: '0.180', 2: '1.500', 3: '0.600', 4: '0.075' });
  });

  it('adds what two lines share and leaves services out', () => {
    const out = explodeRecipes(
      [
        { producto_id: 20, cantidad: q('1') },
        { producto_id: 2, cantidad: q('2') },
        { producto_id: 30, cantidad: q('1') },
        { producto_id: 10, cantidad: q('2') },
      ],
      edges,
      kinds,
    );
    expect(readable(out)).toEqual({ 1: '0.060', 2: '2.500', 3: '0.200', 4: '0.125' });
  });

  it('rounds each level to thousandths, half away from zero', () => {
    const out = explodeRecipes([{ producto_id: 10, cantidad: q('0.007') }], edges, kinds);
    // 0.007 × 0.05 = 0.00035 → 0.000; a recipe of 0.010 gives 0.0005 → 0.001
    expect(readable(out)).toEqual({ 4: '0.000' });
    expect(readable(explodeRecipes([{ producto_id: 10, cantidad: q('0.010') }], edges, kinds))).toEqual({
      4: '0.001',
    });
  });

  it('stops a chain deeper than the limit instead of looping', () => {
    const deep = new Map<number, ProductKind>([[1, 'producto']]);
    const chain: RecipeEdge[] = [];
    for (let i = 100; i < 100 + MAX_RECIPE_DEPTH + 1; i++) {
      deep.set(i, 'receta');
      chain.push(edge(i, i + 1, '1'));
    }
    deep.set(100 + MAX_RECIPE_DEPTH + 1, 'producto');
    expect(() => explodeRecipes([{ producto_id: 100, cantidad: q('1') }], chain, deep)).toThrow(
      /demasiados niveles/,
    );
  });
});
