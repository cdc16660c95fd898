import { describe, expect, it } from 'vitest';
import { movement } from '../../test/account.fixture';
import { entryActions, entryTax } from './account-entries';

const both = ['reversar', 'trasladar'] as const;

describe('what may be done to an entry of an account', () => {
  it('moves a stay’s night but never reverses it by hand (check-out adjusts the nights)', () => {
    expect(entryActions(movement(), both)).toEqual(['trasladar']);
    // A night moved in from another account is an ordinary charge there.
    expect(entryActions(movement({ traslado: 'entrada', traslado_cuenta_id: 3 }), both)).toEqual(both);
  });

  it('reverses and moves a product charge, and only reverses a payment', () => {
    const beer = movement({ alojamiento: false, fecha: null, concepto: 'Cerveza nacional' });
    expect(entryActions(beer, both)).toEqual(both);
    expect(entryActions(movement({ tipo: 'pago', alojamiento: false, fecha: null }), both)).toEqual([
      'reversar',
    ]);
  });

  it('offers nothing on a reversed entry, a reversal or a charge moved out', () => {
    const beer = movement({ alojamiento: false, fecha: null });
    expect(entryActions({ ...beer, reversado_por: 9 }, both)).toEqual([]);
    expect(entryActions({ ...beer, reversa_de: 2 }, both)).toEqual([]);
    expect(entryActions({ ...beer, traslado: 'salida', traslado_cuenta_id: 5 }, both)).toEqual([]);
  });

  it('offers only what the user may do', () => {
    const beer = movement({ alojamiento: false, fecha: null });
    expect(entryActions(beer, ['trasladar'])).toEqual(['trasladar']);
    expect(entryActions(beer, [])).toEqual([]);
  });
});

describe('the tax column of an entry (issue 32, item 7)', () => {
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('leaves a payment’s tax blank instead of "−$ 0,00"', () => {
    const paid = movement({ tipo: 'pago', valor: '50000.00', impuesto: '0.00', total: '50000.00' });
    expect(entryTax(paid)).toBe('');
    expect(entryTax(movement({ tipo: 'descuento', impuesto: '0.00' }))).toBe('');
  });

  it('shows a charge’s tax, and a discount’s that carries one, with its sign', () => {
    expect(plain(entryTax(movement()))).toBe('$ 28.500,00');
    expect(plain(entryTax(movement({ alojamiento: false, impuesto: '0.00' })))).toBe('$ 0,00');
    expect(plain(entryTax(movement({ tipo: 'descuento', impuesto: '1900.00' })))).toBe('-$ 1.900,00');
  });
});
