import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const dark = { theme: 'teal', mode: 'dark', fontSize: 16, menuMode: 'overlay' } as const;
const update = (id: number, headers: Record<string, string>, theme_config: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/update-theme/${id}`, headers, payload: { theme_config } });

describe('POST /api/update-theme/{id}', () => {
  it('401 without a token', async () => {
    expect((await update(1, {}, dark)).statusCode).toBe(401);
  });

  it('stores the caller’s own theme, and the next login returns it', async () => {
    const { user, headers } = await ctx.factories.actor();
    const res = await update(user.id, headers, dark);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: dark });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(again.json().usuario.theme_config).toEqual(dark);
  });

  it.each([
    ['no fontSize', { theme: 'teal', mode: 'dark', menuMode: 'static' }],
    ['a fontSize that is not a number', { ...dark, fontSize: '16' }],
    ['an unknown mode', { ...dark, mode: 'sepia' }],
    ['no theme', { mode: 'dark', fontSize: 14, menuMode: 'static' }],
    ['no menuMode', { theme: 'teal', mode: 'dark', fontSize: 14 }],
  ])('refuses a config with %s and changes nothing', async (_case, config) => {
    const { user, headers } = await ctx.factories.actor();
    const res = await update(user.id, headers, config);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toBeDefined();
    const [row] = await ctx.db
      .select({ t: usuarios.theme_config })
      .from(usuarios)
      .where(eq(usuarios.id, user.id));
    expect(row?.t).toBeNull();
  });

  it('refuses to change someone else’s theme without usuarios.editar', async () => {
    const other = await ctx.factories.makeUser();
    const { headers } = await ctx.factories.actor({ permisos: ['rack.ver'] });
    const res = await update(other.id, headers, dark);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Solo puede cambiar su propio tema');
  });

  it('lets a holder of usuarios.editar change the theme of a user of their hotel; 404 otherwise', async () => {
    const hotel = await ctx.factories.makeHotel();
    const elsewhere = await ctx.factories.makeHotel();
    const other = await ctx.factories.makeUser({ hotelIds: [hotel.id] });
    const stranger = await ctx.factories.makeUser({ hotelIds: [elsewhere.id] });
    const { headers } = await ctx.factories.actor({ permisos: ['usuarios.editar'], hotelIds: [hotel.id] });
    expect((await update(other.id, headers, dark)).statusCode).toBe(200);
    expect((await update(stranger.id, headers, dark)).statusCode).toBe(404);
    expect((await update(999_999, headers, dark)).statusCode).toBe(404);
  });
});
