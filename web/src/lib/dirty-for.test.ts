import { describe, expect, it } from 'vitest';
import { dirtyFor } from './dirty-for';

describe('dirtyFor', () => {
  const now = Date.parse('2030-01-10T12:00:00Z');
  it('says hours and minutes, or only minutes under an hour', () => {
    expect(dirtyFor('2030-01-10T09:55:00Z', now)).toBe('Sucia hace 2 h 5 min');
    expect(dirtyFor('2030-01-10T11:00:00Z', now)).toBe('Sucia hace 1 h 0 min');
    expect(dirtyFor('2030-01-10T11:20:30Z', now)).toBe('Sucia hace 39 min');
    expect(dirtyFor('2030-01-10T12:05:00Z', now)).toBe('Sucia hace 0 min');
    expect(dirtyFor(null, now)).toBe('Sucia');
  });
});
