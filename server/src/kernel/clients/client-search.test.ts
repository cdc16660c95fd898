import { describe, expect, it } from 'vitest';
import { clientSearchQuery } from './client-search';

describe('client search query', () => {
  it('turns words into accent-free prefixes, all required', () => {
    expect(clientSearchQuery('  Lau  GÓMEZ ')).toBe('lau:* & gomez:*');
    expect(clientSearchQuery('1020304')).toBe('1020304:*');
    expect(clientSearchQuery('Núñez-Peña')).toBe('nunez:* & pena:*');
  });

  it('drops tsquery syntax and answers empty when nothing is left', () => {
    expect(clientSearchQuery("a:* | !b & 'c'")).toBe('a:* & b:* & c:*');
    expect(clientSearchQuery(' &|! ')).toBe('');
  });
});
