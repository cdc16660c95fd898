import { describe, expect, it } from 'vitest';
import { type CacheStamp, createVersionedCache } from './versioned-cache';

const v = (version: number, hoy = '2026-12-01'): CacheStamp => ({ version: String(version), hoy });

describe('createVersionedCache', () => {
  it('builds a key once per stamp and shares the build between concurrent callers', async () => {
    const cache = createVersionedCache<number>(4);
    let builds = 0;
    const build = async () => ++builds;
    const [a, b] = await Promise.all([cache.get(1, v(1), 'k', build), cache.get(1, v(1), 'k', build)]);
    expect([a, b, builds]).toEqual([1, 1, 1]);
    expect(await cache.get(1, v(2), 'k', build)).toBe(2);
    expect(await cache.get(2, v(2), 'k', build)).toBe(3);
    expect(await cache.get(1, v(2), 'k', build)).toBe(2);
  });

  it('answers an earlier stamp from the latest one, without bringing the earlier one back', async () => {
    const cache = createVersionedCache<string>(4);
    const built: CacheStamp[] = [];
    const build = async (stamp: CacheStamp) => {
      built.push(stamp);
      return `${stamp.version}|${stamp.hoy}`;
    };
    expect(await cache.get(1, v(10), 'k', build)).toBe('10|2026-12-01');
    expect(await cache.get(1, v(9), 'k', build)).toBe('10|2026-12-01');
    // A key first asked with the earlier stamp is built for the latest one.
    expect(await cache.get(1, v(9), 'otra', build)).toBe('10|2026-12-01');
    expect(await cache.get(1, v(10), 'otra', build)).toBe('10|2026-12-01');
    // Versions compare as numbers; a new business date is later whatever its version.
    expect(await cache.get(1, v(11), 'k', build)).toBe('11|2026-12-01');
    expect(await cache.get(1, v(1, '2026-12-02'), 'k', build)).toBe('1|2026-12-02');
    expect(await cache.get(1, v(12), 'k', build)).toBe('1|2026-12-02');
    expect(built).toEqual([v(10), v(10), v(11), v(1, '2026-12-02')]);
  });

  it('forgets a failed build and the oldest key beyond its size', async () => {
    const cache = createVersionedCache<string>(2);
    await expect(cache.get(1, v(1), 'x', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await cache.get(1, v(1), 'x', async () => 'otra vez')).toBe('otra vez');
    await cache.get(1, v(1), 'y', async () => 'y');
    await cache.get(1, v(1), 'z', async () => 'z');
    expect(await cache.get(1, v(1), 'x', async () => 'nuevo')).toBe('nuevo');
  });
});
