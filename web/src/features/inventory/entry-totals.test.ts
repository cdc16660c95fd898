import type { TProductOption } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { entryTotals, lineAmounts } from './entry-totals';

const agua: TProductOption = {
  id: 1,
  codigo: 'AG',
  nombre: 'Agua',
  tipo: 'producto',
  medida: 'Unidad',
  precio_venta: '4500.00',
  precio_incluye_impuestos: true,
  venta_pos: true,
  costo: '1800.00',
  estado: true,
  impuestos: [{ id: 1, nombre: 'IVA 19 %', tipo: 'IVA', porcentaje: '19.00' }],
};

describe('entry line amounts', () => {
  it('computes the line as the server does, to the cent and without floats', () => {
    expect(lineAmounts({ product_id: '1', cantidad: '24', costo_unitario: '1850.50' }, agua)).toEqual({
      subtotal: '44412.00',
      impuestos: '8438.28',
      total: '52850.28',
      detalle: 'IVA 19 %',
    });
    // 0,125 kg × $ 18.990 = 2 373,75; 0.1 + 0.2 style sums stay exact
    expect(
      lineAmounts({ product_id: '2', cantidad: '0.125', costo_unitario: '18990' }, undefined)?.total,
    ).toBe('2373.75');
  });

  it('leaves out a line still being typed, and adds the rest', () => {
    const lines = [
      lineAmounts({ product_id: '1', cantidad: '0.1', costo_unitario: '0.10' }, undefined),
      lineAmounts({ product_id: '1', cantidad: '0.2', costo_unitario: '0.10' }, undefined),
      lineAmounts({ product_id: '1', cantidad: '', costo_unitario: '10' }, undefined),
    ];
    expect(lines[2]).toBeNull();
    expect(entryTotals(lines)).toEqual({ subtotal: '0.03', impuestos: '0.00', total: '0.03' });
  });
});
