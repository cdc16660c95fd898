import type { TOutletProduct } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import {
  addProduct,
  categoriesOf,
  codeIndex,
  gridOf,
  menuTotal,
  needsReason,
  offlineQuote,
  productByCode,
  saleLines,
} from './order';

const beer: TOutletProduct = {
  id: 1,
  codigo: 'CERV',
  codigo_barras: '7702004003508',
  nombre: 'Cerveza nacional',
  categoria: 'Bebidas',
  precio: '8000.00',
};
const fries: TOutletProduct = {
  id: 2,
  codigo: 'SNAC',
  codigo_barras: null,
  nombre: 'Papas fritas',
  categoria: null,
  precio: '6000.00',
};

describe('the order of the point of sale', () => {
  it('adds one more on the product’s plain line, or a new line', () => {
    const one = addProduct([], beer);
    const two = addProduct(one, beer);
    expect(two).toHaveLength(1);
    expect(two[0]?.cantidad).toBe('2');
    const noted = [{ ...(two[0] as (typeof two)[number]), nota: 'Bien fría' }];
    expect(addProduct(noted, beer)).toHaveLength(2);
  });

  it('finds a product by its exact barcode or code, and filters the grid by category and search', () => {
    expect(productByCode(codeIndex([beer, fries]), '7702004003508')).toBe(beer);
    expect(productByCode(codeIndex([beer, fries]), 'snac')).toBe(fries);
    expect(productByCode(codeIndex([beer, fries]), '77020')).toBeUndefined();
    // A barcode wins over another product's code that reads the same, wherever either comes.
    const clash = { ...fries, id: 3, codigo: '7702004003508' };
    expect(productByCode(codeIndex([clash, beer]), ' 7702004003508 ')).toBe(beer);
    expect(categoriesOf([beer, fries])).toEqual(['Bebidas', 'Otros']);
    expect(gridOf([beer, fries], 'Otros', '')).toEqual([fries]);
    expect(gridOf([beer, fries], null, 'cerveza')).toEqual([beer]);
  });

  it('sends a price only when it differs from the list, a discount only above zero', () => {
    const lines = [
      { product: beer, cantidad: '2', precio: '8000', descuento: '', nota: '' },
      { product: fries, cantidad: '1', precio: '5000', descuento: '500', nota: ' sin sal ' },
    ];
    expect(saleLines(lines)).toEqual([
      { product_id: 1, cantidad: '2', nota: null },
      { product_id: 2, cantidad: '1', precio: '5000', descuento: '500', nota: 'sin sal' },
    ]);
    expect(needsReason(lines)).toBe(true);
    expect(needsReason(lines.slice(0, 1))).toBe(false);
  });

  it("asks the reason for a discount only above the outlet's free percentage", () => {
    // 2 × 8.000 = 16.000: 10 % is 1.600.
    const line = (descuento: string, precio = '') => [
      { product: beer, cantidad: '2', precio, descuento, nota: '' },
    ];
    expect(needsReason(line('1600'), '10')).toBe(false);
    expect(needsReason(line('1600.01'), '10')).toBe(true);
    expect(needsReason(line('1'), '0')).toBe(true);
    expect(needsReason(line('100', '7000'), '10')).toBe(true);
  });
});

describe('the order at menu prices (no answer from the server)', () => {
  it('sums quantity × price − discount exactly, with the typed price over the list price', () => {
    const lines = [
      { product: beer, cantidad: '3', precio: '', descuento: '', nota: '' },
      { product: fries, cantidad: '1.5', precio: '5000.50', descuento: '500', nota: '' },
    ];
    expect(menuTotal(lines)).toBe('31000.75');
    expect(offlineQuote(lines, true)).toMatchObject({
      total: '31000.75',
      documento: 'factura',
      impuestos: [],
    });
  });
});
