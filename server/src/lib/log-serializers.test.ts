import { describe, expect, it } from 'vitest';
import { maskToken } from './log-serializers';

describe('log serializers', () => {
  it('masks a token in the query string and leaves the rest', () => {
    expect(maskToken('/api/capacitaciones?token=abc123&x=1')).toBe('/api/capacitaciones?token=***&x=1');
    expect(maskToken('/api/capacitaciones?x=1&TOKEN=abc')).toBe('/api/capacitaciones?x=1&TOKEN=***');
    expect(maskToken('/api/impuesto?search=tokens')).toBe('/api/impuesto?search=tokens');
  });
});
