import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../src/db/schema';
import { auditOf } from './helpers/audit';
import { createTestContext, type TestContext } from './helpers/context';
import { callerOf } from './helpers/http';

/** A user who is not root works in at least one hotel; the only hotel is the default. */
let ctx: TestContext;
let root: Record<string, string>;
let rootRole: number;
let rackRole: number;
let only: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.factories.actor({ root: true });
  root = admin.headers;
  rootRole = admin.user.rol_id;
  rackRole = (await ctx.factories.makeRole({ permisos: ['rack.ver'] })).id;
  only = (await ctx.factories.makeHotel()).id;
  await ctx.factories.makeHotel({ estado: false }); // an inactive hotel is nobody's default
});
afterAll(() => ctx.close());

const call = callerOf(() => ctx);
const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sin Hotel',
  email: `sin.hotel.${Math.random().toString(36).slice(2, 8)}@prueba.co`,
  password: 'Clave2026x',
  rol_id: rackRole,
  hoteles: [],
  ...overrides,
});
const updateOf = (u: { id: number; name: string; email: string }, overrides: Record<string, unknown>) => ({
  id: u.id,
  name: u.name,
  email: u.email,
  rol_id: rackRole,
  estado: true,
  ...overrides,
});
const hotelIdsOf = async (id: number) =>
  (await call('GET', `/api/usuariosHotelMostrar/${id}`, root)).json().data.map((h: { id: number }) => h.id);
const missingHotel = {
  message: 'Los datos enviados no son válidos',
  errors: { hoteles: ['Asigne al menos un hotel'] },
};

describe('an installation with one active hotel', () => {
  it('gives a user created without hotels the only hotel', async () => {
    const res = await call('POST', '/api/usuariosCrear', root, newUser());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.hoteles).toEqual([expect.objectContaining({ id: only })]);
  });

  it('leaves a root user without hotels: they work in all of them', async () => {
    const res = await call('POST', '/api/usuariosCrear', root, newUser({ rol_id: rootRole }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.hoteles).toEqual([]);
  });

  it('gives the only hotel to a user saved without any (a user from before the rule)', async () => {
    const old = await ctx.factories.makeUser({ rolId: rackRole });
    const res = await call('POST', '/api/usuariosActualizar', root, updateOf(old, {}));
    expect(res.statusCode, res.body).toBe(200);
    expect(await hotelIdsOf(old.id)).toEqual([only]);
  });

  it('refuses taking the last hotel away with usuariosHotelActualizar', async () => {
    const created = (await call('POST', '/api/usuariosCrear', root, newUser())).json().data;
    const res = await call('POST', '/api/usuariosHotelActualizar', root, {
      usuario_id: created.id,
      hoteles: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(missingHotel);
    expect(await hotelIdsOf(created.id)).toEqual([only]);
  });
});

describe('an installation with several active hotels', () => {
  let second: number;
  beforeAll(async () => {
    second = (await ctx.factories.makeHotel()).id;
  });

  it('refuses creating a user who is not root without a hotel: 400 on hoteles, nothing created', async () => {
    const body = newUser();
    const res = await call('POST', '/api/usuariosCrear', root, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(missingHotel);
    expect(await ctx.db.select().from(usuarios).where(eq(usuarios.email, body.email))).toEqual([]);
  });

  it('a root user who stops being root gets their hotels in the same save, or the save is refused', async () => {
    const admin = await ctx.factories.makeUser({ rolId: rootRole });
    const refused = await call('POST', '/api/usuariosActualizar', root, updateOf(admin, {}));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(missingHotel);
    const [still] = await ctx.db.select().from(usuarios).where(eq(usuarios.id, admin.id));
    expect(still?.rol_id).toBe(rootRole);

    const res = await call('POST', '/api/usuariosActualizar', root, updateOf(admin, { hoteles: [second] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      rol_id: rackRole,
      hoteles: [expect.objectContaining({ id: second })],
    });
    const [entry] = await auditOf(ctx.db, 'usuario', admin.id);
    expect(entry).toMatchObject({
      accion: 'actualizar',
      despues: expect.objectContaining({ rol_id: rackRole }),
    });
  });

  it('keeps hotels optional for root users', async () => {
    const admin = await ctx.factories.makeUser({ rolId: rootRole, hotelIds: [only] });
    const res = await call('POST', '/api/usuariosHotelActualizar', root, {
      usuario_id: admin.id,
      hoteles: [],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
