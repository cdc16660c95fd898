import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuraciones } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// The smallest valid PNG (1×1, transparent).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('GET /api/configurations', () => {
  it('401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/configurations' })).statusCode).toBe(401);
  });

  it('returns the settings of the caller’s hotel, or null when the user has no hotel', async () => {
    const hotel = await ctx.factories.makeHotel();
    await ctx.db
      .insert(configuraciones)
      .values({ hotel_id: hotel.id, soporte_url: 'https://wa.me/573001112233' });
    const { headers } = await ctx.factories.actor({ hotelIds: [hotel.id] });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/configurations', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      hotel_id: hotel.id,
      soporte_url: 'https://wa.me/573001112233',
      tiene_logo: false,
      // What a booking's confirmation prints of the hotel (issue 32 item 10).
      nit: `${hotel.nit}-${hotel.dv}`,
      direccion: hotel.direccion,
      telefono: hotel.telefono,
    });

    const homeless = await ctx.factories.actor();
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/configurations',
      headers: homeless.headers,
    });
    expect(none.json()).toEqual({ data: null });
  });

  it('refuses an X-Hotel-Id the user may not work in', async () => {
    const mine = await ctx.factories.makeHotel();
    const other = await ctx.factories.makeHotel();
    const { headers } = await ctx.factories.actor({ hotelIds: [mine.id] });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/configurations',
      headers: { ...headers, 'x-hotel-id': String(other.id) },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/configuration/image', () => {
  it('is public and serves the hotel logo with its type; 204 without body when there is none', async () => {
    const hotel = await ctx.factories.makeHotel();
    await ctx.db.insert(configuraciones).values({ hotel_id: hotel.id });
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/configuration/image?h=${hotel.id}` });
    // No logo is not an error: a 404 would be logged in the console of every page showing it.
    expect(missing.statusCode).toBe(204);
    expect(missing.rawPayload.length).toBe(0);

    await ctx.db
      .update(configuraciones)
      .set({ logo: png, logo_mime: 'image/png' })
      .where(eq(configuraciones.hotel_id, hotel.id));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/configuration/image?h=${hotel.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('400 on a malformed hotel id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/configuration/image?h=abc' })).statusCode).toBe(
      400,
    );
  });
});
