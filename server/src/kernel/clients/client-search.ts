import { normalizeSearch } from '@posada/contracts';

/**
 * The full-text query of the client search: each word of the term as a prefix, accents and case
 * ignored, all words required ("lau gom" finds "Laura Gómez"; "10203" finds document 1020304050).
 * Only [a-z0-9] reach the query, so the user cannot write tsquery syntax. Empty when no word is left.
 */
export function clientSearchQuery(term: string): string {
  const words = normalizeSearch(term)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return words.map((word) => `${word}:*`).join(' & ');
}
