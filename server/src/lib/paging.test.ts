import { describe, expect, it } from 'vitest';
import { likePattern, pageOffset, toPage } from './paging';

describe('paging', () => {
  it('computes offsets and the last page', () => {
    expect(pageOffset({ page: 3, per_page: 10 })).toBe(20);
    expect(toPage(['a'], 31, { page: 4, per_page: 10 })).toEqual({
      data: ['a'],
      current_page: 4,
      per_page: 10,
      total: 31,
      last_page: 4,
    });
    expect(toPage([], 0, { page: 1, per_page: 30 }).last_page).toBe(1);
  });

  it('escapes LIKE wildcards in a search term', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
