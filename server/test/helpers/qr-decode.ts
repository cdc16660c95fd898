import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The modules of a QR drawn as `qrcode` draws its SVG (one stroked path of horizontal runs:
 * `M x y.5 h n m dx dy …`), as rows of booleans. Throws on any other drawing.
 */
export function svgModules(svg: string): boolean[][] {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const d = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !d) throw new Error('No es el SVG de un código QR');
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d.matchAll(/([MmhHv])(-?[\d.]+)(?:\s(-?[\d.]+))?/g)) {
    const n = Number(a);
    if (cmd === 'M') [x, y] = [n, Number(b)];
    else if (cmd === 'm') [x, y] = [x + n, y + Number(b)];
    else if (cmd === 'h') {
      for (let i = 0; i < n; i++) (grid[Math.floor(y)] as boolean[])[x + i] = true;
      x += n;
    } else throw new Error(`Trazo inesperado ${cmd}`);
  }
  return grid;
}

/** What zbarimg reads in the modules, drawn 8 pixels each into a PGM image. */
export function decodeQr(modules: boolean[][]): string {
  const scale = 8;
  const side = modules.length * scale;
  const pixels = Buffer.alloc(side * side, 255);
  modules.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        const start = (r * scale + dy) * side + c * scale;
        pixels.fill(0, start, start + scale);
      }
    });
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'qr-'));
  try {
    const file = path.join(dir, 'qr.pgm');
    writeFileSync(file, Buffer.concat([Buffer.from(`P5\n${side} ${side}\n255\n`), pixels]));
    return execFileSync('zbarimg', ['--quiet', '--raw', file], { encoding: 'utf8' }).trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
