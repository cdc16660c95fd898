import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsvRows } from '../../lib/csv';
import { seedDataFolder } from '../../paths';

/** Parses the tax authority's CSV files: a header row names the fields of each row after it. */
export function parseCsv(text: string): Record<string, string>[] {
  const [header, ...body] = parseCsvRows(text);
  if (!header) return [];
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

export function readSeedCsv(file: string): Record<string, string>[] {
  return parseCsv(readFileSync(path.join(seedDataFolder, file), 'utf8'));
}

const lowerParticles = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e']);

/**
 * A place name of DIAN's catalog as Colombians write it. The tax authority's files title-case
 * every word ("Cartagena De Indias", "Bogotá, D.c."): articles and prepositions after the first
 * word go lower-case and the capital district keeps "D.C.".
 */
export function placeName(name: string): string {
  return name
    .split(' ')
    .map((word, i) => (i > 0 && lowerParticles.has(word.toLowerCase()) ? word.toLowerCase() : word))
    .join(' ')
    .replace(/\bD\.c\.$/, 'D.C.');
}
