import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packRack, rackEtag } from './rack-payload';

describe('packRack', () => {
  it('holds the same JSON plain and compressed', async () => {
    const body = { data: [], hoy: '2026-11-22' };
    const packed = await packRack(body);
    expect(JSON.parse(packed.json.toString())).toEqual(body);
    expect(gunzipSync(packed.gzip).equals(packed.json)).toBe(true);
  });
});

describe('rackEtag', () => {
  it('changes with the hotel, the version and the date', () => {
    const tag = rackEtag(1, { version: '7', hoy: '2026-11-22' });
    expect(tag).toBe('"rack-1-7-2026-11-22"');
    expect(rackEtag(2, { version: '7', hoy: '2026-11-22' })).not.toBe(tag);
    expect(rackEtag(1, { version: '8', hoy: '2026-11-22' })).not.toBe(tag);
    expect(rackEtag(1, { version: '7', hoy: '2026-11-23' })).not.toBe(tag);
  });
});
