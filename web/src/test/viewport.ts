import { vi } from 'vitest';

/**
 * jsdom has no layout: media queries answer from this switch (desktop by default). The tests'
 * "system" asks for reduced motion, so dialogs open and close without waiting for animations
 * (the app's theme respects that setting).
 */
let desktop = true;

export function setDesktop(matches: boolean): void {
  desktop = matches;
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce') || (query.includes('min-width') && desktop),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}
