import { describe, expect, it } from 'vitest';
import { priceSaleLine, taxesOf, tipShares } from './sale-lines';

const inc = { id: 7, nombre: 'INC 8 %', porcentaje: '8.00' };
const beer = {
  precio_incluye_impuestos: true,
  impuestos: [{ id: 1, nombre: 'IVA 19 %', tipo: 'IVA', porcentaje: '19.00' }],
};

describe('a sale line’s taxes by its outlet', () => {
  it('charges INC 8 % in a restaurant or a bar, in place of the product’s IVA', () => {
    expect(taxesOf('inc', beer, inc)).toEqual([
      { impuesto_id: 7, tipo: 'INC', nombre: 'INC 8 %', porcentaje: '8.00' },
    ]);
    const line = priceSaleLine('inc', beer, inc, { cantidad: '2', precio: '8000', descuento: '0' });
    expect(line).toMatchObject({ valor: '14814.82', impuesto: '1185.18', total: '16000.00' });
  });

  it('charges the product’s IVA in a shop or a minibar', () => {
    const line = priceSaleLine('iva', beer, inc, { cantidad: '2', precio: '8000', descuento: '0' });
    expect(line).toMatchObject({ valor: '13445.38', impuesto: '2554.62', total: '16000.00' });
    expect(line.impuestos[0]).toMatchObject({ tipo: 'IVA', porcentaje: '19.00' });
  });

  it('takes the discount off before the taxes, and a price without taxes gets them on top', () => {
    const service = { precio_incluye_impuestos: false, impuestos: [] };
    expect(
      priceSaleLine('iva', service, inc, { cantidad: '1', precio: '20000', descuento: '2000' }),
    ).toMatchObject({
      valor: '18000.00',
      impuesto: '0.00',
      total: '18000.00',
    });
    expect(
      priceSaleLine('inc', service, inc, { cantidad: '1', precio: '20000', descuento: '2000' }),
    ).toMatchObject({
      valor: '18000.00',
      impuesto: '1440.00',
      total: '19440.00',
    });
  });
});

describe('tipShares', () => {
  it('takes the tip from the last payments first, within what each put into the register', () => {
    expect(tipShares(['50000.00', '12000.00'], '15000')).toEqual(['3000.00', '12000.00']);
    expect(tipShares(['100000.00'], '0')).toEqual(['0.00']);
    expect(tipShares(['80000.00', '0.00'], '8000')).toEqual(['8000.00', '0.00']);
  });
});
