import { describe, expect, it } from 'vitest';
import { detectLogoType } from './logo-image';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('logo type by content', () => {
  it('knows PNG, JPEG and WebP by their magic bytes', () => {
    expect(detectLogoType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectLogoType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectLogoType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, however it is named', () => {
    expect(detectLogoType(bytes('GIF89a'))).toBeUndefined();
    expect(detectLogoType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(detectLogoType(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeUndefined();
    expect(detectLogoType(new Uint8Array())).toBeUndefined();
  });
});
