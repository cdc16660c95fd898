import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, createGzipParts } from './gzip-parts';

const text = (n: number, seed: string) =>
  Buffer.from(Array.from({ length: n }, (_, i) => `{"id":${i},"titulo":"${seed} ñandú ${i % 7}"}`).join(','));

describe('crc32Combine', () => {
  it('gives the CRC of the two buffers end to end', () => {
    for (const [a, b] of [
      [text(3, 'a'), text(50, 'b')],
      [Buffer.alloc(0), text(2, 'c')],
      [text(1000, 'd'), Buffer.alloc(0)],
      [text(1, 'e'), text(20_000, 'f')],
    ] as const) {
      expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
    }
  });
});

describe('createGzipParts', () => {
  it('writes one gzip stream of the parts, in order, empty parts included', async () => {
    const gzip = createGzipParts({ level: 6, keys: 4 });
    const parts = [
      [Buffer.from('{"a":[')],
      [],
      [text(400, 'x'), Buffer.from(',')],
      [text(2, 'y')],
      [Buffer.from(']}')],
    ];
    const zipped = await gzip('k', parts);
    expect(gunzipSync(zipped).toString()).toBe(Buffer.concat(parts.flat()).toString());
  });

  it('reads the same as the parts after one of them changed (the others kept compressed)', async () => {
    const gzip = createGzipParts({ level: 6, keys: 4 });
    const head = Buffer.from('[');
    const same = text(300, 'igual');
    const first = await gzip('k', [[head], [same], [text(5, 'antes')]]);
    expect(gunzipSync(first).toString()).toBe(`[${same}${text(5, 'antes')}`);
    const changed = text(5, 'después');
    const second = await gzip('k', [[head], [same], [changed]]);
    expect(gunzipSync(second).toString()).toBe(Buffer.concat([head, same, changed]).toString());
    // Another key, or a forgotten one, is compressed whole and reads the same.
    const other = createGzipParts({ level: 6, keys: 1 });
    await other('a', [[same]]);
    await other('b', [[same]]);
    expect(gunzipSync(await other('a', [[head], [same], [changed]]))).toEqual(gunzipSync(second));
  });
});
