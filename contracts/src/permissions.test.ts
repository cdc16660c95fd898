import { describe, expect, it } from 'vitest';
import { allPermissionCodes, holdsAnyPermission, permissionEntries } from './permissions';

describe('permission catalog', () => {
  it('has unique modulo.accion codes', () => {
    expect(new Set(allPermissionCodes).size).toBe(allPermissionCodes.length);
    for (const code of allPermissionCodes) expect(code).toMatch(/^[a-z_]+\.[a-z_]+$/);
    expect(permissionEntries.every((p) => p.descripcion.length > 0)).toBe(true);
  });

  it('passes when any listed code is held (§6)', () => {
    expect(holdsAnyPermission(['rack.ver'], ['ventas.ver', 'rack.ver'])).toBe(true);
    expect(holdsAnyPermission(new Set(['clientes.ver']), ['ventas.ver', 'rack.ver'])).toBe(false);
    expect(holdsAnyPermission([], [])).toBe(true);
  });
});
