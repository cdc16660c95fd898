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
