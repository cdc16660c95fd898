import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

/** Roles are shared by every hotel: only who works in all active hotels (or root) changes them. */
let ctx: TestContext;
let hotelA: number;
let hotelB: number;
beforeAll(async () => {
  ctx = await createTestContext();
  hotelA = (await ctx.factories.makeHotel()).id;
  hotelB = (await ctx.factories.makeHotel()).id;
  // An inactive hotel does not count: nobody works there.
  await ctx.factories.makeHotel({ estado: false });
});
afterAll(() => ctx.close());

const call = callerOf(() => ctx);
const SHARED =
  'Los roles son comunes a todos los hoteles: solo quien trabaja en todos los hoteles activos puede crearlos, modificarlos o eliminarlos';
const manager = (hotelIds: number[]) =>
  ctx.factories.actor({
    permisos: ['roles.ver', 'roles.crear', 'roles.editar', 'roles.eliminar', 'usuarios.crear', 'rack.ver'],
    hotelIds,
  });
/** The role hotel B's receptionist works with. */
async function receptionRole() {
  const role = await ctx.factories.makeRole({ permisos: ['rack.ver'] });
  await ctx.factories.makeUser({ rolId: role.id, hotelIds: [hotelB] });
  return role;
}
const codesOf = async (headers: Record<string, string>, id: number) =>
  (await call('GET', `/api/getPermisosByRol/${id}`, headers))
    .json()
    .data.permisos.map((p: { code: string }) => p.code);

describe('roles shared by all hotels, for a manager of one hotel', () => {
  it('refuses creating a role: 403 with the reason, nothing created', async () => {
    const { headers } = await manager([hotelA]);
    const nombre = `Rol de A ${Date.now()}`;
    const res = await call('POST', '/api/rolCrear', headers, { nombre });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SHARED });
    expect(await ctx.db.select().from(roles).where(eq(roles.nombre, nombre))).toEqual([]);
  });

  it('refuses changing, deactivating or renaming the role hotel B uses', async () => {
    const { headers } = await manager([hotelA]);
    const role = await receptionRole();
    for (const body of [{ estado: false }, { nombre: `${role.nombre} A` }, { descripcion: 'Solo A' }]) {
      const res = await call('POST', '/api/rolActualizar', headers, {
        id: role.id,
        nombre: role.nombre,
        ...body,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(SHARED);
    }
    const [row] = await ctx.db.select().from(roles).where(eq(roles.id, role.id));
    expect(row).toMatchObject({ nombre: role.nombre, descripcion: '', estado: true });
  });

  it('refuses removing a permission from the role hotel B uses', async () => {
    const { headers } = await manager([hotelA]);
    const role = await receptionRole();
    const res = await call('POST', '/api/cratePermisoByRol', headers, { rol_id: role.id, permiso_for: [] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SHARED);
    expect(await codesOf(headers, role.id)).toEqual(['rack.ver']);
  });

  it('refuses deleting a role', async () => {
    const { headers } = await manager([hotelA]);
    const unused = await ctx.factories.makeRole();
    const res = await call('POST', '/api/rolEliminar', headers, { id: unused.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SHARED);
    expect(await ctx.db.select().from(roles).where(eq(roles.id, unused.id))).toHaveLength(1);
  });

  it('still reads roles and gives an existing role to a user of their hotel', async () => {
    const { headers } = await manager([hotelA]);
    const role = await receptionRole();
    expect((await call('POST', '/api/rolListar', headers, { id: role.id })).json().total).toBe(1);
    expect((await call('GET', `/api/rolMostrar/${role.id}`, headers)).statusCode).toBe(200);
    expect(await codesOf(headers, role.id)).toEqual(['rack.ver']);
    const res = await call('POST', '/api/usuariosCrear', headers, {
      name: 'Recepción A',
      email: `recepcion.a.${Date.now()}@prueba.co`,
      password: 'Recepcion2026',
      rol_id: role.id,
      hoteles: [hotelA],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('roles shared by all hotels, for who works in all of them', () => {
  it('a manager of every active hotel creates, changes, sets permissions of and deletes roles', async () => {
    const { headers } = await manager([hotelA, hotelB]);
    const created = await call('POST', '/api/rolCrear', headers, { nombre: `Rol común ${Date.now()}` });
    expect(created.statusCode, created.body).toBe(200);
    const { id, nombre } = created.json().data;
    const upd = await call('POST', '/api/rolActualizar', headers, { id, nombre, descripcion: 'Todos' });
    expect(upd.statusCode, upd.body).toBe(200);
    const perms = await call('POST', '/api/cratePermisoByRol', headers, {
      rol_id: id,
      permiso_for: ['rack.ver'],
    });
    expect(perms.statusCode, perms.body).toBe(200);
    expect((await call('POST', '/api/rolEliminar', headers, { id })).statusCode).toBe(200);
  });

  it('root changes roles whatever hotels it is assigned', async () => {
    const { headers } = await ctx.factories.actor({ root: true });
    const role = await receptionRole();
    const res = await call('POST', '/api/cratePermisoByRol', headers, {
      rol_id: role.id,
      permiso_for: ['rack.ver', 'reservas.ver'],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
