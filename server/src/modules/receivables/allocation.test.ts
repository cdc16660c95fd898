import { describe, expect, it } from 'vitest';
import { AllocationError, allocate, receiptTotal } from './allocation';

const open = [
  { id: 7, numero: 'SETP7', saldo: '100000.00' },
  { id: 3, numero: 'SETP3', saldo: '50000.00' },
  { id: 9, numero: 'SETP9', saldo: '80000.50' },
];

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AllocationError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('allocate: a payment over the open invoices', () => {
  it('pays the oldest first (the order given), leaving the rest on the next one', () => {
    expect(allocate(open, '120000')).toEqual([
      { factura_id: 7, monto: '100000.00' },
      { factura_id: 3, monto: '20000.00' },
    ]);
    expect(allocate(open, '230000.50')).toEqual([
      { factura_id: 7, monto: '100000.00' },
      { factura_id: 3, monto: '50000.00' },
      { factura_id: 9, monto: '80000.50' },
    ]);
    expect(allocate(open, '99999.99')).toEqual([{ factura_id: 7, monto: '99999.99' }]);
  });

  it('counts the withholdings as paid: money plus withholdings closes the invoice', () => {
    // 95.000 in money, 4.000 of retención en la fuente and 1.000 of reteICA close the first 100.000.
    const paid = receiptTotal('95000', [{ monto: '4000' }, { monto: '1000.00' }]);
    expect(paid).toBe('100000.00');
    expect(allocate(open, paid)).toEqual([{ factura_id: 7, monto: '100000.00' }]);
    expect(receiptTotal('150000.5', [])).toBe('150000.50');
  });

  it('refuses more than the client owes, whatever the applications', () => {
    expect(refusal(() => allocate(open, '230000.51'))).toEqual({
      field: 'monto',
      message: 'El abono supera el saldo del cliente ($ 230.000,5): registre a lo sumo ese valor',
    });
    expect(refusal(() => allocate([], '1')).field).toBe('monto');
  });

  it('takes the applications chosen when they fit each balance and add up to the payment', () => {
    expect(
      allocate(open, '60000', [
        { factura_id: 9, monto: '50000' },
        { factura_id: 3, monto: '10000' },
      ]),
    ).toEqual([
      { factura_id: 9, monto: '50000.00' },
      { factura_id: 3, monto: '10000.00' },
    ]);
    expect(refusal(() => allocate(open, '60000', [{ factura_id: 3, monto: '60000' }]))).toEqual({
      field: 'aplicaciones.0.monto',
      message: 'Supera el saldo de la factura SETP3 ($ 50.000)',
    });
    expect(refusal(() => allocate(open, '60000', [{ factura_id: 99, monto: '60000' }])).field).toBe(
      'aplicaciones.0.factura_id',
    );
    expect(refusal(() => allocate(open, '60000', [{ factura_id: 7, monto: '50000' }])).field).toBe(
      'aplicaciones',
    );
  });
});
