import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { repoRoot } from '../src/paths';
import { openTestDatabase, testConfig } from './helpers/context';

/**
 * The built web app as the server sends it, on a dist folder laid out like Vite's build with the
 * compression plugin (web/vite.config.ts): the brotli or gzip copy the browser accepts, the
 * original otherwise, with `Vary: Accept-Encoding` and the caching of hashed and unhashed files.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'posada-dist-'));
const script = `export const rack = ${JSON.stringify('habitación '.repeat(400))};\n`;
const html = `<!doctype html><html lang="es"><head><title>Posada</title></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;
const ASSET = '/assets/rack-Ab12Cd34.js';
/** The app's own icon, as the build copies it from web/public. */
const FAVICON = path.join(repoRoot, 'web', 'public', 'favicon.ico');

function writeWithCopies(file: string, text: string) {
  const full = path.join(dist, file);
  writeFileSync(full, text);
  writeFileSync(`${full}.br`, brotliCompressSync(text));
  writeFileSync(`${full}.gz`, gzipSync(text));
}

let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies('index.html', html);
  writeWithCopies(ASSET.slice(1), script);
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  copyFileSync(FAVICON, path.join(dist, 'favicon.ico'));
  ({ database, drop } = await openTestDatabase());
  app = await buildApp({ config: { ...testConfig, webDist: dist }, database });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built web app', () => {
  it('sends a hashed asset pre-compressed as the browser accepts, cached for good', async () => {
    const br = await get(ASSET, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get(ASSET, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const res of [br, gzip, plain]) {
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(ASSET, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('sends index.html compressed too, but always revalidated, also for a screen’s URL', async () => {
    for (const url of ['/', '/admin/rooms']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it('answers robots.txt as text, not the app', async () => {
    const res = await get('/robots.txt', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /');
  });

  it('answers /favicon.ico with the app’s icon, not the app', async () => {
    const res = await get('/favicon.ico', 'gzip, deflate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(res.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);
    expect(res.rawPayload.equals(readFileSync(FAVICON))).toBe(true);
  });

  it('answers 404 for a file the app does not have, not the app’s HTML', async () => {
    for (const url of ['/apple-touch-icon.png', '/assets/gone-Zz99.js']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    // A screen's URL (no extension) is still the app.
    expect((await get('/dashboard/reserva/12')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends no Cross-Origin-Opener-Policy: over the LAN’s plain HTTP Chromium logs it as an error', async () => {
    const res = await get('/');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps the static files out of the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });
});
