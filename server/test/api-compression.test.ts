import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD } from '../src/plugins/compression';
import { createTestContext, type TestContext } from './helpers/context';

/**
 * Every answer of the API of COMPRESS_THRESHOLD bytes or more goes out compressed to a client that
 * accepts it (plugins/compression.ts), the same bytes once inflated; smaller ones go as they are.
 * Walked over every GET of the OpenAPI document that needs no path parameter, as an
 * administrator of a hotel, so a new route is checked without being listed.
 */
let ctx: TestContext;
let headers: Record<string, string>;
/** The reads: every GET without a path parameter, and the lists asked for by POST (`…Listar`). */
let reads: { method: 'GET' | 'POST'; url: string }[];
beforeAll(async () => {
  ctx = await createTestContext();
  const hotel = await ctx.factories.makeHotel();
  headers = {
    ...(await ctx.factories.actor({ root: true, hotelIds: [hotel.id] })).headers,
    'x-hotel-id': String(hotel.id),
  };
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  reads = Object.entries(doc.paths)
    .filter(([url]) => !url.includes('{'))
    // The live stream never ends (and takes over the socket: nothing to compress).
    .filter(([url]) => url !== '/api/eventos')
    .flatMap(([url, item]) => [
      ...('get' in item ? [{ method: 'GET' as const, url }] : []),
      ...('post' in item && url.endsWith('Listar') ? [{ method: 'POST' as const, url }] : []),
    ]);
  reads.push({ method: 'GET', url: '/api/docs/json' });
});
afterAll(() => ctx.close());

const call = (read: { method: 'GET' | 'POST'; url: string }, acceptEncoding?: string) =>
  ctx.app.inject({
    method: read.method,
    url: read.method === 'POST' ? `${read.url}?per_page=100` : read.url,
    headers: acceptEncoding === undefined ? headers : { ...headers, 'accept-encoding': acceptEncoding },
    ...(read.method === 'POST' ? { payload: {} } : {}),
  });
const docs = { method: 'GET', url: '/api/docs/json' } as const;

describe('compressed answers of the API', () => {
  it('gzips every answer over the threshold for a browser on plain HTTP, the rest as it is', async () => {
    const large: string[] = [];
    const small: string[] = [];
    // Routes that keep their answer compressed once per version send it compressed at any size.
    const keptCompressed: string[] = [];
    for (const read of reads) {
      const name = `${read.method} ${read.url}`;
      const plain = await call(read);
      // Chromium offers brotli only over HTTPS: on the LAN it asks with this.
      const zipped = await call(read, 'gzip, deflate');
      expect(zipped.statusCode, name).toBe(plain.statusCode);
      expect(plain.headers['content-encoding'], name).toBeUndefined();
      if (!/json/.test(String(plain.headers['content-type']))) continue;
      if (plain.rawPayload.length >= COMPRESS_THRESHOLD) {
        large.push(name);
        expect(zipped.headers['content-encoding'], name).toBe('gzip');
        expect(zipped.headers.vary, name).toMatch(/accept-encoding/i);
        expect(zipped.rawPayload.length, name).toBeLessThan(plain.rawPayload.length);
        expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()), name).toEqual(plain.json());
      } else if (zipped.headers['content-encoding'] === 'gzip') {
        keptCompressed.push(name);
        expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()), name).toEqual(plain.json());
      } else {
        small.push(name);
        expect(zipped.headers['content-encoding'], name).toBeUndefined();
        expect(zipped.body, name).toBe(plain.body);
      }
    }
    // Both kinds were seen: the catalogs, the permissions and the document are large, most of a
    // new hotel's lists small.
    expect(large).toEqual(expect.arrayContaining(['GET /api/docs/json', 'GET /api/ciudades']));
    expect(large.some((name) => name.startsWith('POST'))).toBe(true);
    expect(small.length).toBeGreaterThanOrEqual(10);
    expect(keptCompressed).toEqual(['GET /api/habitacionesDashboard']);
  });

  it('sends brotli to a client that takes it and not gzip, and honours a refusal', async () => {
    const plain = await call(docs);
    const br = await call(docs, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect((await call(docs, 'gzip, br')).headers['content-encoding']).toBe('gzip');
    expect((await call(docs, 'gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
    expect((await call(docs, 'identity')).headers['content-encoding']).toBeUndefined();
  });
});
