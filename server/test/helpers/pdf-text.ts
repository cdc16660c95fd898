import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF's text, through Poppler's pdftotext (Debian's poppler-utils, installed by .ci/run). */
export function pdfText(bytes: Uint8Array | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'posada-pdf-'));
  try {
    const file = join(dir, 'documento.pdf');
    writeFileSync(file, bytes ?? new Uint8Array());
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
