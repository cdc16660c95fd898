import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sesiones, usuarios } from '../src/db/schema';
import { verifyPassword } from '../src/lib/passwords';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

let ctx: TestContext;
let root: Record<string, string>;
let hotelA: number;
let hotelB: number;
let rackRole: number;
beforeAll(async () => {
  ctx = await createTestContext();
  root = (await ctx.factories.actor({ root: true })).headers;
  hotelA = (await ctx.factories.makeHotel()).id;
  hotelB = (await ctx.factories.makeHotel()).id;
  rackRole = (await ctx.factories.makeRole({ permisos: ['rack.ver'] })).id;
});
afterAll(() => ctx.close());

const call = callerOf(() => ctx);
const email = () => `Nuevo.${Math.random().toString(36).slice(2, 8)}@Hotel.co`;
const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nora Nueva',
  email: email(),
  password: 'Clave2026x',
  rol_id: rackRole,
  hoteles: [hotelA],
  ...overrides,
});
const create = async (headers: Record<string, string>, overrides: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/usuariosCrear', headers, newUser(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; email: string; name: string };
};
const userAdmin = (hotelIds: number[]) =>
  ctx.factories.actor({
    permisos: ['usuarios.ver', 'usuarios.crear', 'usuarios.editar', 'usuarios.eliminar', 'rack.ver'],
    hotelIds,
  });

describe('users: guards and validation', () => {
  it('401 without a token, 403 without the permission on every call', async () => {
    expect((await call('POST', '/api/usuariosListar')).statusCode).toBe(401);
    const { headers } = await ctx.factories.actor({ permisos: ['rack.ver'], hotelIds: [hotelA] });
    for (const [method, url, body] of [
      ['POST', '/api/usuariosListar', {}],
      ['POST', '/api/usuariosCrear', newUser()],
      ['GET', '/api/usuarioMostrar/1', undefined],
      ['POST', '/api/usuariosActualizar', { id: 1 }],
      ['POST', '/api/usuariosEliminar/1', undefined],
      ['GET', '/api/usuariosHotelMostrar/1', undefined],
      ['POST', '/api/usuariosHotelActualizar', { usuario_id: 1, hoteles: [] }],
    ] as const) {
      expect((await call(method, url, headers, body)).statusCode, url).toBe(403);
    }
  });

  it('400 with the password rules and other field errors', async () => {
    const res = await call(
      'POST',
      '/api/usuariosCrear',
      root,
      newUser({ password: 'corta', email: 'no-es-correo', name: '' }),
    );
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.password).toContain('La contraseña debe tener al menos 8 caracteres');
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['email', 'name']));
    const noDigit = await call('POST', '/api/usuariosCrear', root, newUser({ password: 'solamente-letras' }));
    expect(noDigit.json().errors.password).toEqual(['La contraseña debe tener al menos un número']);
  });
});

describe('users CRUD', () => {
  it('creates with a lower-case email and an argon2 hash, never returns the password, audits', async () => {
    const user = await create(root);
    expect(user.email).toBe(user.email.toLowerCase());
    expect(JSON.stringify(user)).not.toMatch(/password|Clave2026x/);
    const [row] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, user.id));
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.password_hash ?? '', 'Clave2026x')).toBe(true);
    const shown = (await call('GET', `/api/usuarioMostrar/${user.id}`, root)).json().data;
    expect(shown).toMatchObject({
      rol_id: rackRole,
      estado: true,
      hoteles: [expect.objectContaining({ id: hotelA })],
    });
    const [entry] = await auditOf(ctx.db, 'usuario', user.id);
    expect(entry?.accion).toBe('crear');
    expect(JSON.stringify(entry?.despues)).not.toMatch(/password_hash/);
    // The new user logs in and works in their hotel.
    await ctx.factories.login(user.email, 'Clave2026x');
  });

  it('409 on an email in use, whatever its case', async () => {
    const user = await create(root);
    const res = await call('POST', '/api/usuariosCrear', root, newUser({ email: user.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toEqual(['Ya existe un usuario con ese correo']);
  });

  it('resets a password: the old one stops working and the user’s sessions end', async () => {
    const user = await create(root);
    const token = await ctx.factories.login(user.email, 'Clave2026x');
    const res = await call('POST', '/api/usuariosActualizar', root, {
      id: user.id,
      name: user.name,
      email: user.email,
      rol_id: rackRole,
      estado: true,
      password: 'OtraClave99',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await call('GET', '/api/getPermisosUsuario', { authorization: `Bearer ${token}` })).statusCode,
    ).toBe(401);
    await ctx.factories.login(user.email, 'OtraClave99');
    const [entry] = await auditOf(ctx.db, 'usuario', user.id);
    expect(entry?.despues).toMatchObject({ password_cambiada: true });
  });

  it('deletes a user without history; deactivates one with history and revokes their sessions', async () => {
    const fresh = await create(root);
    expect((await call('POST', `/api/usuariosEliminar/${fresh.id}`, root)).json().accion).toBe('eliminado');
    expect(await ctx.db.select().from(usuarios).where(eq(usuarios.id, fresh.id))).toHaveLength(0);

    const used = await create(root);
    const token = await ctx.factories.login(used.email, 'Clave2026x');
    const res = await call('POST', `/api/usuariosEliminar/${used.id}`, root);
    expect(res.json()).toMatchObject({ accion: 'desactivado' });
    const open = await ctx.db.select().from(sesiones).where(eq(sesiones.usuario_id, used.id));
    expect(open.every((s) => s.revoked_at !== null)).toBe(true);
    expect(
      (await call('GET', '/api/getPermisosUsuario', { authorization: `Bearer ${token}` })).statusCode,
    ).toBe(401);
    const [entry] = await auditOf(ctx.db, 'usuario', used.id);
    expect(entry).toMatchObject({
      accion: 'desactivar',
      despues: expect.objectContaining({ estado: false }),
    });
  });

  it('guards the caller and the last administrator', async () => {
    const { user: me, headers } = await userAdmin([hotelA]);
    expect((await call('POST', `/api/usuariosEliminar/${me.id}`, headers)).statusCode).toBe(422);
    const selfOff = await call('POST', '/api/usuariosActualizar', headers, {
      id: me.id,
      name: me.name,
      email: me.email,
      rol_id: me.rol_id,
      estado: false,
    });
    expect(selfOff.statusCode).toBe(422);
    // A caller who is not root cannot touch a root user, nor hand out the root role.
    const admin = await ctx.factories.makeUser({ root: true });
    expect((await call('POST', `/api/usuariosEliminar/${admin.id}`, headers)).statusCode).toBe(403);
    const rootRole = admin.rol_id;
    expect(
      (await call('POST', '/api/usuariosCrear', headers, newUser({ rol_id: rootRole }))).statusCode,
    ).toBe(403);
    const strong = await ctx.factories.makeRole({ permisos: ['usuarios.ver', 'roles.editar'] });
    expect(
      (await call('POST', '/api/usuariosCrear', headers, newUser({ rol_id: strong.id }))).statusCode,
    ).toBe(403);
  });
});

describe('users: hotels and isolation', () => {
  it('a caller sees only users sharing a hotel; another hotel’s user answers 404', async () => {
    const { headers } = await userAdmin([hotelA]);
    const mine = await create(root, { hoteles: [hotelA] });
    const theirs = await create(root, { hoteles: [hotelB], name: 'Zoe Ajena' });
    const list = (await call('POST', '/api/usuariosListar', headers, { per_page: 200 })).json();
    const ids = list.data.map((u: { id: number }) => u.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const upd = { id: theirs.id, name: 'x', email: theirs.email, rol_id: rackRole, estado: true };
    expect((await call('GET', `/api/usuarioMostrar/${theirs.id}`, headers)).statusCode).toBe(404);
    expect((await call('POST', '/api/usuariosActualizar', headers, upd)).statusCode).toBe(404);
    expect((await call('POST', `/api/usuariosEliminar/${theirs.id}`, headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/usuariosHotelMostrar/${theirs.id}`, headers)).statusCode).toBe(404);
    const hotels = { usuario_id: theirs.id, hoteles: [hotelA] };
    expect((await call('POST', '/api/usuariosHotelActualizar', headers, hotels)).statusCode).toBe(404);
  });

  it('searches by name or email and pages in SQL', async () => {
    const tag = `busca${Date.now()}`;
    for (const n of [1, 2, 3]) await create(root, { name: `${tag} ${n}` });
    const page = (
      await call('POST', '/api/usuariosListar?per_page=2', root, { search: tag, page: 2 })
    ).json();
    expect(page).toMatchObject({ total: 3, current_page: 2, per_page: 2, last_page: 2 });
    expect(page.data.map((u: { name: string }) => u.name)).toEqual([`${tag} 3`]);
  });

  it('a caller grants only hotels they work in, keeps the others, and the change is audited', async () => {
    const { headers } = await userAdmin([hotelA]);
    const target = await create(root, { hoteles: [hotelA, hotelB] });
    const refused = await call('POST', '/api/usuariosHotelActualizar', headers, {
      usuario_id: target.id,
      hoteles: [hotelB],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No puede asignar hoteles en los que usted no trabaja');
    // Removing hotel A leaves hotel B, which the caller cannot see, untouched.
    const res = await call('POST', '/api/usuariosHotelActualizar', headers, {
      usuario_id: target.id,
      hoteles: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([]);
    const all = (await call('GET', `/api/usuariosHotelMostrar/${target.id}`, root)).json().data;
    expect(all.map((h: { id: number }) => h.id)).toEqual([hotelB]);
    const [entry] = await auditOf(ctx.db, 'usuario', target.id);
    expect(entry).toMatchObject({
      accion: 'hoteles',
      antes: [hotelA, hotelB].sort((a, b) => a - b),
      despues: [hotelB],
    });
  });

  it('a caller who is not root must give the new user one of their hotels', async () => {
    const { headers } = await userAdmin([hotelA]);
    const none = await call('POST', '/api/usuariosCrear', headers, newUser({ hoteles: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.hoteles).toEqual(['Asigne al menos un hotel']);
    expect(
      (await call('POST', '/api/usuariosCrear', headers, newUser({ hoteles: [hotelB] }))).statusCode,
    ).toBe(403);
    const created = await create(headers, { hoteles: [hotelA] });
    expect((await call('GET', `/api/usuarioMostrar/${created.id}`, headers)).statusCode).toBe(200);
  });
});
