import { describe, expect, it } from 'vitest';
import { backoffMs } from './backoff';

const MINUTE = 60_000;

describe('backoffMs', () => {
  it('waits 1, 2, 4, 8… minutes after the first, second, third… failed try', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, 60 * MINUTE))).toEqual(
      [1, 2, 4, 8, 16].map((m) => m * MINUTE),
    );
  });

  it('never waits longer than the cap', () => {
    expect(backoffMs(7, 60 * MINUTE)).toBe(60 * MINUTE);
    expect(backoffMs(30, 60 * MINUTE)).toBe(60 * MINUTE);
    expect(backoffMs(9, 360 * MINUTE)).toBe(256 * MINUTE);
    expect(backoffMs(10, 360 * MINUTE)).toBe(360 * MINUTE);
  });

  it('waits a minute before any try failed (a row claimed, then released untried)', () => {
    expect(backoffMs(0, 60 * MINUTE)).toBe(MINUTE);
    expect(backoffMs(-1, 60 * MINUTE)).toBe(MINUTE);
  });
});
