import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * web/package.json declares the app's modules free of side effects, but the ones listed in its
 * `sideEffects`: the build then keeps a module only where one of its exports is used, and a
 * barrel (`components/crud`) no longer brings every module it names into each screen that takes
 * one thing from it. A module imported for its effect alone (`import './x'`, or `import('./x')` of
 * a module that exports nothing) must be in that list, or the build would silently leave it out.
 */
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const declared = (
  JSON.parse(readFileSync(path.join(webRoot, 'package.json'), 'utf8')) as { sideEffects: string[] }
).sideEffects;

const sources = readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(`test${path.sep}`),
  )
  .map((file) => path.join(webRoot, 'src', file));

function resolveModule(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((file) => sources.includes(file));
  if (!found) throw new Error(`${specifier} (from ${from}) not found`);
  return found;
}

/** The app's own modules some file imports for their effect alone. */
function importedForEffect(): string[] {
  const modules = new Set<string>();
  for (const file of sources) {
    const code = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of code.matchAll(/^import '(\.[^']+)';$/gm)) {
      if (!specifier.endsWith('.css')) modules.add(resolveModule(file, specifier));
    }
    for (const [, specifier = ''] of code.matchAll(/import\('(\.[^']+)'\)/g)) {
      const target = resolveModule(file, specifier);
      if (!/^export /m.test(readFileSync(target, 'utf8'))) modules.add(target);
    }
  }
  return [...modules].map((file) => `./${path.relative(webRoot, file).split(path.sep).join('/')}`).sort();
}

describe('the modules the build keeps for their side effects', () => {
  it('are the style sheets and every module imported for its effect alone', () => {
    expect(declared).toContain('*.css');
    expect(declared.filter((entry) => entry !== '*.css').sort()).toEqual(importedForEffect());
  });
});
