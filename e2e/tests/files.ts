import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

/**
 * Exported files read back as a user's program would: an .xlsx unzipped into its sheets' cells
 * (shared strings resolved), a PDF through poppler's pdftotext (Debian's poppler-utils, which
 * .ci/run installs), one text per page.
 */

/** The rows of every sheet of an .xlsx, each row the texts and numbers of its cells. */
export function xlsxRows(path: string): string[][][] {
  const zip = unzipSync(readFileSync(path));
  const shared = [
    ...strFromU8(zip['xl/sharedStrings.xml'] ?? new Uint8Array()).matchAll(/<si>(.*?)<\/si>/gs),
  ].map((m) => [...(m[1] ?? '').matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((t) => t[1]).join(''));
  return Object.keys(zip)
    .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
    .sort((a, b) => Number(a.match(/\d+/)?.[0]) - Number(b.match(/\d+/)?.[0]))
    .map((name) =>
      [...strFromU8(zip[name] as Uint8Array).matchAll(/<row[^>]*>(.*?)<\/row>/gs)].map((row) => {
        const cells: string[] = [];
        for (const [, attributes = '', body] of (row[1] ?? '').matchAll(/<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)) {
          const value = body?.match(/<v>([^<]*)<\/v>/)?.[1] ?? body?.match(/<t[^>]*>([^<]*)<\/t>/)?.[1] ?? '';
          // A cell sits at the column its reference names ("C7" → 2): empty cells may be left out.
          const column = [...(attributes.match(/r="([A-Z]+)\d+"/)?.[1] ?? 'A')].reduce(
            (n, letter) => n * 26 + letter.charCodeAt(0) - 64,
            0,
          );
          while (cells.length < column - 1) cells.push('');
          cells[column - 1] = /t="s"/.test(attributes) ? (shared[Number(value)] ?? '') : value;
        }
        return cells;
      }),
    );
}

/** The text of each page of a PDF, laid out as printed. */
export function pdfPages(path: string): string[] {
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  return text.split('\f').filter((page) => page.trim() !== '');
}

/** Saves a download under the test's output folder and gives its path. */
export async function saved(download: Download, outputPath: (name: string) => string): Promise<string> {
  const path = outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return path;
}
