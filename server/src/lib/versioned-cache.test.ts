import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache';

describe('createVersionedCache', () => {
  it('builds a key once per stamp and shares the build between concurrent callers', async () => {
    const cache = createVersionedCache<number>(4);
    let builds = 0;
    const build = async () => ++builds;
    const [a, b] = await Promise.all([cache.get(1, 'v1', 'k', build), cache.get(1, 'v1', 'k', build)]);
    expect([a, b, builds]).toEqual([1, 1, 1]);
    expect(await cache.get(1, 'v2', 'k', build)).toBe(2);
    expect(await cache.get(2, 'v2', 'k', build)).toBe(3);
    expect(await cache.get(1, 'v2', 'k', build)).toBe(2);
  });

  it('forgets a failed build and the oldest key beyond its size', async () => {
    const cache = createVersionedCache<string>(2);
    await expect(cache.get(1, 's', 'x', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await cache.get(1, 's', 'x', async () => 'otra vez')).toBe('otra vez');
    await cache.get(1, 's', 'y', async () => 'y');
    await cache.get(1, 's', 'z', async () => 'z');
    expect(await cache.get(1, 's', 'x', async () => 'nuevo')).toBe('nuevo');
  });
});
