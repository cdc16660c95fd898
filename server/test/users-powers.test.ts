import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../src/db/schema';
import { verifyPassword } from '../src/lib/passwords';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

/**
 * No raising of powers: a holder of usuarios.editar changes another user only when they hold
 * every code of that user's role (else a password reset would hand them its powers).
 */
let ctx: TestContext;
let root: Record<string, string>;
let hotelA: number;
let rackRole: number;
beforeAll(async () => {
  ctx = await createTestContext();
  root = (await ctx.factories.actor({ root: true })).headers;
  hotelA = (await ctx.factories.makeHotel()).id;
  rackRole = (await ctx.factories.makeRole({ permisos: ['rack.ver'] })).id;
});
afterAll(() => ctx.close());

const call = callerOf(() => ctx);
const create = async (headers: Record<string, string>, hoteles: number[]) => {
  const res = await call('POST', '/api/usuariosCrear', headers, {
    name: 'Par del Administrador',
    email: `par.${Math.random().toString(36).slice(2, 8)}@prueba.co`,
    password: 'Clave2026x',
    rol_id: rackRole,
    hoteles,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; email: string; name: string };
};
const userAdmin = (hotelIds: number[]) =>
  ctx.factories.actor({
    permisos: ['usuarios.ver', 'usuarios.crear', 'usuarios.editar', 'usuarios.eliminar', 'rack.ver'],
    hotelIds,
  });

describe('users: no raising of powers on any change to another user', () => {
  /** A user whose role holds a code (cajas.ver) the hotel's user administrator lacks. */
  async function strongerTarget() {
    const role = await ctx.factories.makeRole({ permisos: ['rack.ver', 'cajas.ver'] });
    return ctx.factories.makeUser({ rolId: role.id, hotelIds: [hotelA] });
  }
  const updateBody = (u: { id: number; name: string; email: string; rol_id: number }, extra = {}) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    rol_id: u.rol_id,
    estado: true,
    ...extra,
  });
  const refusal = 'No puede modificar a un usuario cuyo rol tiene permisos que usted no tiene';

  it('refuses a password reset, a new email, a deactivation or a new role: 403 and nothing changes', async () => {
    const { headers } = await userAdmin([hotelA]);
    const target = await strongerTarget();
    for (const extra of [
      { password: 'Tomada2026x' },
      { email: `robada.${Date.now()}@prueba.co` },
      { estado: false },
      { rol_id: rackRole },
    ]) {
      const res = await call('POST', '/api/usuariosActualizar', headers, updateBody(target, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(403);
      expect(res.json()).toEqual({ message: refusal });
    }
    const [row] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, target.id));
    expect(row).toMatchObject({ email: target.email, estado: true, rol_id: target.rol_id });
    // The old password still works; the one the caller tried does not.
    await ctx.factories.login(target.email, target.password);
    expect(await verifyPassword(row?.password_hash ?? '', 'Tomada2026x')).toBe(false);
  });

  it.each([
    ['deleting', (id: number) => ['POST', `/api/usuariosEliminar/${id}`, undefined] as const],
    [
      're-hoteling',
      (id: number) =>
        ['POST', '/api/usuariosHotelActualizar', { usuario_id: id, hoteles: [hotelA] }] as const,
    ],
    [
      're-theming',
      (id: number) =>
        [
          'POST',
          `/api/update-theme/${id}`,
          { theme_config: { theme: 'teal', mode: 'dark', fontSize: 16, menuMode: 'overlay' } },
        ] as const,
    ],
  ])('refuses %s such a user: 403 and nothing changes', async (_path, request) => {
    const { headers } = await userAdmin([hotelA]);
    const target = await strongerTarget();
    const [method, url, body] = request(target.id);
    const res = await call(method, url, headers, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(refusal);
    const [row] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, target.id));
    expect(row).toMatchObject({ estado: true, theme_config: null });
    const entries = await auditOf(ctx.db, 'usuario', target.id);
    expect(entries).toEqual([]);
  });

  it('refuses giving an existing user a role with codes the caller lacks', async () => {
    const { headers } = await userAdmin([hotelA]);
    const weak = await create(root, [hotelA]);
    const strong = await ctx.factories.makeRole({ permisos: ['rack.ver', 'cajas.ver'] });
    const res = await call(
      'POST',
      '/api/usuariosActualizar',
      headers,
      updateBody({ ...weak, rol_id: strong.id }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No puede asignar un rol con permisos que usted no tiene');
  });

  it('lets the caller change users whose codes they all hold, and lets root change anyone', async () => {
    const { headers } = await userAdmin([hotelA]);
    const peer = await create(root, [hotelA]);
    const res = await call('POST', '/api/usuariosActualizar', headers, {
      ...updateBody({ ...peer, rol_id: rackRole }),
      password: 'Nueva2026x',
    });
    expect(res.statusCode, res.body).toBe(200);
    const target = await strongerTarget();
    const byRoot = await call(
      'POST',
      '/api/usuariosActualizar',
      root,
      updateBody(target, { password: 'DeRoot2026x' }),
    );
    expect(byRoot.statusCode, byRoot.body).toBe(200);
    await ctx.factories.login(target.email, 'DeRoot2026x');
  });
});
