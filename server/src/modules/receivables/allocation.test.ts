import { describe, expect, it } from 'vitest';
import { addMoney } from '../../lib/money';
import { AllocationError, allocate, receiptTotal } from './allocation';

const open = [
  { id: 7, numero: 'SETP7', saldo: '100000.00' },
  { id: 3, numero: 'SETP3', saldo: '50000.00' },
  { id: 9, numero: 'SETP9', saldo: '80000.50' },
];

const applied = (...args: Parameters<typeof allocate>) => {
  const { applications, anticipo } = allocate(...args);
  expect(anticipo).toBe('0.00');
  return applications;
};

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
    expect(applied(open, '120000')).toEqual([
      { factura_id: 7, monto: '100000.00' },
      { factura_id: 3, monto: '20000.00' },
    ]);
    expect(applied(open, '230000.50')).toEqual([
      { factura_id: 7, monto: '100000.00' },
      { factura_id: 3, monto: '50000.00' },
      { factura_id: 9, monto: '80000.50' },
    ]);
    expect(applied(open, '99999.99')).toEqual([{ factura_id: 7, monto: '99999.99' }]);
  });

  it('counts the withholdings as paid: money plus withholdings closes the invoice', () => {
    // 95.000 in money, 4.000 of retención en la fuente and 1.000 of reteICA close the first 100.000.
    const paid = receiptTotal('95000', [{ monto: '4000' }, { monto: '1000.00' }]);
    expect(paid).toBe('100000.00');
    expect(applied(open, paid)).toEqual([{ factura_id: 7, monto: '100000.00' }]);
    expect(receiptTotal('150000.5', [])).toBe('150000.50');
  });

  it('refuses more than the client owes, whatever the applications', () => {
    expect(refusal(() => allocate(open, '230000.51'))).toEqual({
      field: 'monto',
      message:
        'El abono supera el saldo del cliente ($ 230.000,5): registre a lo sumo ese valor o guarde el excedente como anticipo',
    });
    expect(refusal(() => allocate([], '1')).field).toBe('monto');
  });

  it('takes the applications chosen when they fit each balance and add up to the payment', () => {
    expect(
      applied(open, '60000', [
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

  it('keeps what is above the balance as the advance when asked, never more than the money', () => {
    expect(allocate(open, '250000', undefined, '250000')).toEqual({
      applications: [
        { factura_id: 7, monto: '100000.00' },
        { factura_id: 3, monto: '50000.00' },
        { factura_id: 9, monto: '80000.50' },
      ],
      anticipo: '19999.50',
    });
    // No invoice owed: all of it is the advance.
    expect(allocate([], '5000', undefined, '5000')).toEqual({ applications: [], anticipo: '5000.00' });
    // Under the balance nothing is kept.
    expect(allocate(open, '1000', undefined, '1000').anticipo).toBe('0.00');
    // Chosen applications: what they leave is the advance.
    expect(allocate(open, '60000', [{ factura_id: 3, monto: '50000' }], '60000')).toEqual({
      applications: [{ factura_id: 3, monto: '50000.00' }],
      anticipo: '10000.00',
    });
    // Withholdings are never an advance: 1.000 of money with 5.000 withheld and nothing owed.
    expect(refusal(() => allocate([], '6000', undefined, '1000'))).toEqual({
      field: 'anticipo',
      message:
        'El anticipo ($ 6.000) no puede superar el dinero recibido ($ 1.000): las retenciones se aplican a facturas',
    });
    expect(refusal(() => allocate(open, '10', [{ factura_id: 3, monto: '50' }], '10')).field).toBe(
      'aplicaciones',
    );
  });

  it('uses the balance in favour like money: it pays the invoices, oldest first', () => {
    // 20.000 of money and 100.000 of the balance in favour.
    expect(applied(open, addMoney('20000', '100000'))).toEqual([
      { factura_id: 7, monto: '100000.00' },
      { factura_id: 3, monto: '20000.00' },
    ]);
  });
});
