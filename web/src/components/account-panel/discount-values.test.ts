import { describe, expect, it } from 'vitest';
import { movement } from '../../test/account.fixture';
import { discountableCharges, discountBody, discountProblem, emptyDiscount } from './discount-values';

const filled = { ...emptyDiscount(), monto: '10000', motivo: ' Cliente frecuente ' };

describe('the discount form', () => {
  it('sends the amount or the percentage, on the balance or on the chosen charge', () => {
    expect(discountBody(30, filled)).toEqual({
      cuenta_id: 30,
      monto: '10000',
      motivo: 'Cliente frecuente',
      movimiento_id: null,
    });
    expect(
      discountBody(30, { ...filled, modo: 'porcentaje', porcentaje: '12.5', movimiento_id: '4' }),
    ).toEqual({
      cuenta_id: 30,
      porcentaje: '12.5',
      motivo: 'Cliente frecuente',
      movimiento_id: 4,
    });
  });

  it('says what is missing, and refuses above the balance before asking the server', () => {
    expect(discountProblem(emptyDiscount(), '178500')).toBe('Ingrese el valor del descuento');
    expect(discountProblem({ ...filled, monto: '178500.01' }, '178500')).toBe(
      'No puede superar el saldo de la cuenta',
    );
    expect(discountProblem({ ...filled, modo: 'porcentaje', porcentaje: '100.01' }, '178500')).toBe(
      'Ingrese un porcentaje entre 0 y 100',
    );
    expect(discountProblem({ ...filled, motivo: '  ' }, '178500')).toBe('Indique el motivo del descuento');
    expect(discountProblem(filled, '178500')).toBeNull();
  });

  it('offers only standing charges to discount', () => {
    const entries = [
      movement({ id: 1 }),
      movement({ id: 2, reversado_por: 9 }),
      movement({ id: 3, tipo: 'pago', total: '50000.00' }),
      movement({ id: 4, traslado: 'salida', total: '-178500.00' }),
      movement({ id: 5, tipo: 'descuento', total: '1000.00' }),
    ];
    expect(discountableCharges(entries).map((e) => e.id)).toEqual([1]);
  });
});
