import { describe, expect, it } from 'vitest';
import { invoice } from '../../test/invoice.fixture';
import {
  chosenProblem,
  creditNoteBody,
  creditNoteReady,
  refundOf,
  refundSituation,
  remaining,
} from './credit-note-values';

const f = invoice();
const beers = f.lineas[1] as (typeof f.lineas)[number];

describe('the credit note form', () => {
  const toBalance = { devolucion: 'saldo_favor', formaPagoId: null } as const;

  it('annuls the whole invoice without lines, the refund method only when refunding by register', () => {
    expect(creditNoteBody(f, '  Error en el huésped ', true, { 2: '1' }, toBalance)).toEqual({
      factura_id: 7,
      motivo: 'Error en el huésped',
      devolucion: 'saldo_favor',
    });
    expect(
      creditNoteBody(f, 'Error en el huésped', true, {}, { devolucion: 'caja', formaPagoId: '3' }),
    ).toMatchObject({ devolucion: 'caja', forma_pago_id: 3 });
    expect(
      creditNoteBody(f, 'Error en el huésped', true, {}, { devolucion: 'saldo_favor', formaPagoId: '3' }),
    ).not.toHaveProperty('forma_pago_id');
  });

  it('annuls chosen quantities of chosen lines', () => {
    expect(creditNoteBody(f, 'Una cerveza no se tomó', false, { 2: '1', 1: '' }, toBalance)).toEqual({
      factura_id: 7,
      motivo: 'Una cerveza no se tomó',
      lineas: [{ factura_linea_id: 2, cantidad: '1' }],
      devolucion: 'saldo_favor',
    });
  });

  it('knows before the form is filled what the refund needs (issue 32, item 1)', () => {
    const accountant = { registerOpen: false, mayRefund: false };
    const cashier = { registerOpen: true, mayRefund: true };
    expect(refundSituation(f, accountant)).toBe('saldo_sin_permiso');
    expect(refundSituation(f, { registerOpen: false, mayRefund: true })).toBe('saldo_sin_caja');
    expect(refundSituation(f, cashier)).toBe('elegir');
    const consumer = invoice({ comprador: { ...f.comprador, cliente_id: null } });
    expect(refundSituation(consumer, cashier)).toBe('solo_caja');
    expect(refundSituation(consumer, accountant)).toBe('bloqueada');
    expect(refundSituation(invoice({ forma: 'credito' }), cashier)).toBe('credito');
    expect(refundSituation(invoice({ pagos: [] }), cashier)).toBe('nada');
    // Without a register the body never asks for one; by register only when chosen or forced.
    expect(refundOf('saldo_sin_caja', 'caja')).toBe('saldo_favor');
    expect(refundOf('elegir', 'caja')).toBe('caja');
    expect(refundOf('elegir', 'saldo_favor')).toBe('saldo_favor');
    expect(refundOf('solo_caja', 'saldo_favor')).toBe('caja');
  });

  it('offers only what earlier notes left, exactly', () => {
    const partly = { ...beers, cantidad: '2.000', cantidad_anulada: '0.500' };
    expect(remaining(partly)).toBe('1.5');
    expect(remaining(beers)).toBe('2');
    expect(chosenProblem(partly, '1.5')).toBeNull();
    expect(chosenProblem(partly, '1.501')).toBe('Máximo 1,5');
    expect(chosenProblem(partly, '0')).toMatch(/mayor que cero/);
  });

  it('asks for a reason of five letters and, for a part, one valid line', () => {
    expect(creditNoteReady(f, 'Mal', true, {})).toBe(false);
    expect(creditNoteReady(f, 'Error de datos', true, {})).toBe(true);
    expect(creditNoteReady(f, 'Error de datos', false, {})).toBe(false);
    expect(creditNoteReady(f, 'Error de datos', false, { 2: '3' })).toBe(false);
    expect(creditNoteReady(f, 'Error de datos', false, { 2: '2' })).toBe(true);
  });
});
