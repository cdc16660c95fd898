import { SELF_APPROVAL, type TLastAssignment } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { initialOpenValues, prefillFrom, validateOpenRegister, wholePesos } from './open-register-form';

const last: TLastAssignment = {
  fecha: '2026-01-05T23:00:00.000Z',
  usuario: 'Camila Cajera',
  estado: 'Cerrada',
  closing_balance_cash: '350000.00',
  closing_balance_card: '120000.50',
  closing_balance_transfer: null,
  user_name: 'cajero@posada.demo',
};

describe('prefill (spec §5)', () => {
  it('fills each amount with the last closing, or 0, and asks for the closer’s password', () => {
    expect(prefillFrom(last)).toEqual({
      efectivo: '350000',
      tarjetas: '120001',
      transferencia: '0',
      password: '',
    });
  });

  it('uses the self-approval marker when the register was never assigned', () => {
    expect(prefillFrom(null)).toEqual({
      efectivo: '0',
      tarjetas: '0',
      transferencia: '0',
      password: SELF_APPROVAL,
    });
  });

  it('rounds closing amounts to whole pesos on the digits', () => {
    expect(['0.49', '0.5', '10.99', '7', '', 'x'].map(wholePesos)).toEqual(['0', '1', '11', '7', '0', '0']);
    expect(wholePesos('999999999999.50')).toBe('1000000000000');
  });
});

describe('form validity (spec §5)', () => {
  it('is invalid until a register and a password are given; efectivo starts at 0', () => {
    expect(Object.keys(validateOpenRegister(initialOpenValues))).toEqual(['caja_id', 'password']);
    expect(validateOpenRegister({ ...initialOpenValues, caja_id: '3', password: 'x' })).toEqual({});
  });

  it('needs efectivo, but not tarjetas, transferencia or observaciones', () => {
    const filled = { ...initialOpenValues, caja_id: '3', password: 'x' };
    expect(validateOpenRegister({ ...filled, efectivo: '' })).toEqual({
      efectivo: 'El efectivo es obligatorio',
    });
    expect(validateOpenRegister({ ...filled, tarjetas: '', transferencia: '', observaciones: '' })).toEqual(
      {},
    );
  });
});
