import { describe, expect, it } from 'vitest';
import { resolutionWarning } from './numbering';

const base = { desde: 1, hasta: 1000, siguiente: 1, dias_restantes: 200, estado: true };

describe('resolution warning', () => {
  it('is silent with numbers and time to spare, or when the resolution is inactive', () => {
    expect(resolutionWarning(base)).toBeNull();
    expect(resolutionWarning({ ...base, siguiente: 1001, estado: false })).toBeNull();
  });

  it('warns under 10 % of the numbers or 30 days, both when both hold', () => {
    expect(resolutionWarning({ ...base, siguiente: 902 })).toBe('Quedan 99 números (9 %)');
    expect(resolutionWarning({ ...base, siguiente: 901 })).toBeNull();
    expect(resolutionWarning({ ...base, dias_restantes: 29 })).toBe('Vence en 29 días');
    expect(resolutionWarning({ ...base, dias_restantes: 0 })).toBe('Vence hoy');
    expect(resolutionWarning({ ...base, siguiente: 991, dias_restantes: 3 })).toBe(
      'Quedan 10 números (1 %) · Vence en 3 días',
    );
  });

  it('says when it is spent or expired', () => {
    expect(resolutionWarning({ ...base, siguiente: 1001 })).toBe('Numeración agotada');
    expect(resolutionWarning({ ...base, dias_restantes: -1 })).toBe('Resolución vencida');
  });
});
