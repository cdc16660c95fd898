import { describe, expect, it } from 'vitest';
import { chargeBody, chargeOptions, emptyChargeLine, lineProblem, overridden } from './charge-lines';

const line = { ...emptyChargeLine(), product_id: '7', warehouse_id: '2' };

describe('the lines of Cargar consumo', () => {
  it('asks for a product and a quantity above zero, and no negative price', () => {
    expect(lineProblem(emptyChargeLine())).toBe('Seleccione el producto o servicio');
    expect(lineProblem({ ...line, cantidad: '0' })).toMatch(/mayor que cero/);
    expect(lineProblem({ ...line, cantidad: '' })).toMatch(/mayor que cero/);
    expect(lineProblem({ ...line, cantidad: '0.125' })).toBeNull();
    // The money box hands back its text when it is not an amount ("-5").
    expect(lineProblem({ ...line, precio: '-5' })).toMatch(/negativo/);
    expect(lineProblem(line)).toBeNull();
  });

  it('sends ids as numbers, null for no warehouse or employee, and no price or reason at the list price', () => {
    expect(
      chargeBody(
        12,
        [
          { ...line, cantidad: '2', lista: '4500.00', precio: '4500', empleado_id: '3' },
          { ...line, product_id: '9', warehouse_id: '', descuento: '0' },
        ],
        'No se envía',
      ),
    ).toEqual({
      habitacion_id: 12,
      lineas: [
        { product_id: 7, cantidad: '2', warehouse_id: 2, empleado_id: 3 },
        { product_id: 9, cantidad: '1', warehouse_id: null, empleado_id: null },
      ],
      motivo: null,
    });
  });

  it('sends a price other than the list price, or a discount, with the reason', () => {
    const lines = [
      { ...line, lista: '25000.00', precio: '1' },
      { ...line, lista: '25000.00', precio: '25000.00', descuento: '5000' },
    ];
    expect(overridden(lines)).toBe(true);
    expect(overridden([{ ...line, lista: '25000.00', precio: '25000' }])).toBe(false);
    expect(chargeBody(12, lines, ' Cortesía ')).toEqual({
      habitacion_id: 12,
      lineas: [
        { product_id: 7, cantidad: '1', precio: '1', warehouse_id: 2, empleado_id: null },
        { product_id: 7, cantidad: '1', descuento: '5000', warehouse_id: 2, empleado_id: null },
      ],
      motivo: 'Cortesía',
    });
    expect(lineProblem({ ...line, descuento: '-1' })).toMatch(/descuento no puede ser negativo/);
  });

  it('groups the products by category for the select', () => {
    const p = (id: number, nombre: string, categoria: string | null) => ({
      id,
      codigo: `P${id}`,
      nombre,
      categoria,
      tipo: 'producto' as const,
      precio_venta: '1.00',
      precio_incluye_impuestos: true,
      impuestos: [],
    });
    expect(
      chargeOptions([
        p(1, 'Agua', 'Minibar'),
        p(2, 'Desayuno', 'Restaurante'),
        p(3, 'Cerveza', 'Minibar'),
        p(4, 'Toalla', null),
      ]),
    ).toEqual([
      {
        group: 'Minibar',
        items: [
          { value: '1', label: 'Agua' },
          { value: '3', label: 'Cerveza' },
        ],
      },
      { group: 'Restaurante', items: [{ value: '2', label: 'Desayuno' }] },
      { group: 'Sin categoría', items: [{ value: '4', label: 'Toalla' }] },
    ]);
  });
});
