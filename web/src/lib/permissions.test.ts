import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/factories';
import { userCan } from './permissions';

describe('userCan', () => {
  it('refuses everything without a user', () => {
    expect(userCan(null, ['rack.ver'])).toBe(false);
  });

  it('passes when any one of the codes is held', () => {
    const user = makeUser(['inventario.ver']);
    expect(userCan(user, ['inventario.ingresar', 'inventario.ver'])).toBe(true);
    expect(userCan(user, ['inventario.ingresar'])).toBe(false);
  });

  it('lets a root role through without codes', () => {
    expect(userCan(makeUser([], { root: true }), ['roles.editar', 'cajas.abrir'])).toBe(true);
  });

  it('does not confuse similar codes', () => {
    expect(userCan(makeUser(['cajas.ver']), ['cajas.abrir'])).toBe(false);
  });
});
