import { allPermissionCodes } from '@posada/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/schema';
import { ROOT_ROLE } from '../src/db/seed/security';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

let ctx: TestContext;
let root: Record<string, string>;
let rootRoleId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  root = (await ctx.factories.actor({ root: true })).headers;
  const [row] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.nombre, ROOT_ROLE));
  rootRoleId = row?.id ?? 0;
});
afterAll(() => ctx.close());

const call = callerOf(() => ctx);
const unique = () => `Rol ${Math.random().toString(36).slice(2, 8)}`;
const createRole = async (headers = root, body: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/rolCrear', headers, {
    nombre: unique(),
    descripcion: 'Prueba',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; nombre: string };
};

describe('roles: guards and validation', () => {
  it('401 without a token, 403 without the permission on every call', async () => {
    expect((await call('POST', '/api/rolListar')).statusCode).toBe(401);
    const { headers } = await ctx.factories.actor({ permisos: ['rack.ver'] });
    for (const [method, url, body] of [
      ['POST', '/api/rolListar', {}],
      ['POST', '/api/rolCrear', { nombre: 'x' }],
      ['GET', '/api/rolMostrar/1', undefined],
      ['POST', '/api/rolActualizar', { id: 1, nombre: 'x' }],
      ['POST', '/api/rolEliminar', { id: 1 }],
      ['GET', '/api/getPermisosByRol/1', undefined],
      ['POST', '/api/cratePermisoByRol', { rol_id: 1, permiso_for: [] }],
      ['GET', '/api/permisosListar', undefined],
    ] as const) {
      expect((await call(method, url, headers, body)).statusCode, url).toBe(403);
    }
  });

  it('400 with field errors', async () => {
    const res = await call('POST', '/api/rolCrear', root, { nombre: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.nombre).toBeDefined();
    const bad = await call('POST', '/api/cratePermisoByRol', root, {
      rol_id: rootRoleId,
      permiso_for: ['rack.volar'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['permiso_for.0']).toEqual(['Permiso desconocido']);
  });
});

describe('roles CRUD', () => {
  it('creates, shows, filters { id, nombre, descripcion, estado } and audits', async () => {
    const role = await createRole(root, { descripcion: 'Turno nocturno' });
    expect((await call('GET', `/api/rolMostrar/${role.id}`, root)).json().data).toMatchObject({
      nombre: role.nombre,
      descripcion: 'Turno nocturno',
      estado: true,
      is_root: false,
      usuarios: 0,
      permisos: 0,
    });
    const byId = (await call('POST', '/api/rolListar', root, { id: role.id })).json();
    expect(byId.data.map((r: { id: number }) => r.id)).toEqual([role.id]);
    const byText = (
      await call('POST', '/api/rolListar', root, { descripcion: 'nocturno', estado: true })
    ).json();
    expect(byText.data.map((r: { id: number }) => r.id)).toContain(role.id);
    const inactive = (
      await call('POST', '/api/rolListar', root, { nombre: role.nombre, estado: false })
    ).json();
    expect(inactive.total).toBe(0);
    const [entry] = await auditOf(ctx.db, 'rol', role.id);
    expect(entry?.accion).toBe('crear');
  });

  it('409 on a name taken in any case, on the nombre field', async () => {
    const role = await createRole();
    const res = await call('POST', '/api/rolCrear', root, { nombre: role.nombre.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.nombre).toEqual(['Ya existe un rol con ese nombre']);
  });

  it('the root role is never renamed, deactivated, emptied or deleted', async () => {
    const upd = (body: object) =>
      call('POST', '/api/rolActualizar', root, { id: rootRoleId, nombre: ROOT_ROLE, ...body });
    expect((await upd({ estado: false })).statusCode).toBe(422);
    expect((await upd({ nombre: 'Jefe' })).statusCode).toBe(422);
    expect((await upd({ descripcion: 'Acceso total al sistema' })).statusCode).toBe(200);
    const empty = await call('POST', '/api/cratePermisoByRol', root, { rol_id: rootRoleId, permiso_for: [] });
    expect(empty.statusCode).toBe(422);
    const del = await call('POST', '/api/rolEliminar', root, { id: rootRoleId });
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe('El rol administrador no se puede eliminar');
    const perms = (await call('GET', `/api/getPermisosByRol/${rootRoleId}`, root)).json().data;
    expect(perms.is_root).toBe(true);
    expect(perms.permisos).toHaveLength(allPermissionCodes.length);
  });

  it('a role in use cannot be deleted; an unused one can', async () => {
    const used = await createRole();
    await ctx.factories.makeUser({ rolId: used.id });
    const res = await call('POST', '/api/rolEliminar', root, { id: used.id });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(/asignado a 1 usuario/);
    const free = await createRole();
    expect((await call('POST', '/api/rolEliminar', root, { id: free.id })).json()).toEqual({
      message: 'Rol eliminado',
      accion: 'eliminado',
    });
    expect((await call('GET', `/api/rolMostrar/${free.id}`, root)).statusCode).toBe(404);
  });

  it('deactivating a role is audited and ends its users’ sessions at their next call', async () => {
    const role = await createRole();
    const user = await ctx.factories.makeUser({ rolId: role.id });
    const token = await ctx.factories.login(user.email, user.password);
    const res = await call('POST', '/api/rolActualizar', root, {
      id: role.id,
      nombre: role.nombre,
      estado: false,
    });
    expect(res.statusCode).toBe(200);
    const [entry] = await auditOf(ctx.db, 'rol', role.id);
    expect(entry?.accion).toBe('desactivar');
    expect(
      (await call('GET', '/api/getPermisosUsuario', { authorization: `Bearer ${token}` })).statusCode,
    ).toBe(401);
  });

  it('nobody deactivates their own role', async () => {
    const role = await createRole();
    await ctx.factories.setRolePermissions(role.id, ['roles.editar']);
    const me = await ctx.factories.makeUser({ rolId: role.id });
    const headers = { authorization: `Bearer ${await ctx.factories.login(me.email, me.password)}` };
    const res = await call('POST', '/api/rolActualizar', headers, {
      id: role.id,
      nombre: role.nombre,
      estado: false,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('role permissions', () => {
  it('lists the catalog grouped by module', async () => {
    const res = await call('GET', '/api/permisosListar', root);
    const modules = res.json().data as { modulo: string; permisos: { code: string }[] }[];
    expect(modules[0]?.modulo).toBe('rack');
    expect(modules.flatMap((m) => m.permisos.map((p) => p.code)).sort()).toEqual(
      [...allPermissionCodes].sort(),
    );
  });

  it('saves the full list of codes, audits it, and reaches the users without logging them out', async () => {
    const role = await createRole();
    const user = await ctx.factories.makeUser({ rolId: role.id });
    const auth = { authorization: `Bearer ${await ctx.factories.login(user.email, user.password)}` };
    const save = (codes: string[]) =>
      call('POST', '/api/cratePermisoByRol', root, { rol_id: role.id, permiso_for: codes });

    const res = await save(['rack.ver', 'reservas.ver', 'rack.ver']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.permisos.map((p: { code: string }) => p.code)).toEqual([
      'rack.ver',
      'reservas.ver',
    ]);
    const live = (await call('GET', '/api/getPermisosUsuario', auth)).json();
    expect(live.permisos).toEqual([{ code: 'rack.ver' }, { code: 'reservas.ver' }]);

    await save(['rack.ver']);
    expect((await call('GET', `/api/getPermisosByRol/${role.id}`, root)).json().data.permisos).toEqual([
      expect.objectContaining({ code: 'rack.ver', modulo: 'rack' }),
    ]);
    const [entry] = await auditOf(ctx.db, 'rol', role.id);
    expect(entry).toMatchObject({
      accion: 'permisos',
      antes: ['rack.ver', 'reservas.ver'],
      despues: ['rack.ver'],
    });
  });

  it('a caller who is not root grants and revokes only codes they hold', async () => {
    const { headers } = await ctx.factories.actor({ permisos: ['roles.ver', 'roles.editar', 'rack.ver'] });
    const role = await createRole();
    await ctx.factories.setRolePermissions(role.id, ['cajas.ver']);
    const save = (codes: string[]) =>
      call('POST', '/api/cratePermisoByRol', headers, { rol_id: role.id, permiso_for: codes });
    const refused = await save(['usuarios.crear']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/usuarios\.crear/);
    // cajas.ver is not theirs: it stays although they did not send it.
    const res = await save(['rack.ver']);
    expect(res.json().data.permisos.map((p: { code: string }) => p.code)).toEqual(['rack.ver', 'cajas.ver']);
    const rootEdit = await call('POST', '/api/rolActualizar', headers, { id: rootRoleId, nombre: ROOT_ROLE });
    expect(rootEdit.statusCode).toBe(403);
  });
});
