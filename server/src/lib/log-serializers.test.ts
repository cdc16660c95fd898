import { describe, expect, it } from 'vitest';
import { maskToken } from './log-serializers';

describe('log serializers', () => {
  it('masks a token in the query string and leaves the rest', () => {
    expect(maskToken('/api/capacitaciones?token=abc123&x=1')).toBe('/api/capacitaciones?token=***&x=1');
    expect(maskToken('/api/capacitaciones?x=1&TOKEN=abc')).toBe('/api/capacitaciones?x=1&TOKEN=***');
    expect(maskToken('/api/impuesto?search=tokens')).toBe('/api/impuesto?search=tokens');
    expect(maskToken('/api/impuesto?tokens=a&mytoken=b')).toBe('/api/impuesto?tokens=a&mytoken=b');
  });

  it('masks a token whose name is percent-encoded, inside any text', () => {
    expect(maskToken('/api/capacitaciones?%74oken=abc')).toBe('/api/capacitaciones?%74oken=***');
    expect(maskToken('/api/capacitaciones?%74%6F%6B%65%6E=abc')).toBe(
      '/api/capacitaciones?%74%6F%6B%65%6E=***',
    );
    expect(maskToken('{"msg":"Route GET:/api/x?a=1&token=abc not found"}')).toBe(
      '{"msg":"Route GET:/api/x?a=1&token=*** not found"}',
    );
    expect(maskToken("'/api/x?token=abc%' is not a valid url component")).toBe(
      "'/api/x?token=***' is not a valid url component",
    );
  });
});
