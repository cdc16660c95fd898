import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 33: the rules of web/.dependency-cruiser.cjs (no import cycle, type-only imports counted;
 * no feature imports another, but the allow-listed ones; no shared layer imports a feature) hold
 * over all of src/, tests included.
 */
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let violations: IViolation[];

beforeAll(async () => {
  const options = await extractDepcruiseOptions(path.join(webRoot, '.dependency-cruiser.cjs'));
  const tsConfig = extractTSConfig(path.join(webRoot, 'tsconfig.json'));
  const { output } = await cruise(['src'], { ...options, baseDir: webRoot }, {}, { tsConfig });
  violations = (output as ICruiseResult).summary.violations;
}, 120_000);

const named = (rule: string) => violations.filter((v) => v.rule.name === rule);

describe('the web architecture', () => {
  it('has no import cycle, type-only imports included', () => {
    const cycles = named('no-cycle').map((v) =>
      [v.from, ...(v.cycle ?? []).map((step) => step.name)].join(' → '),
    );
    expect(cycles).toEqual([]);
  });

  it('has no feature importing another feature', () => {
    const imports = named('no-feature-to-feature').map((v) => `${v.from} → ${v.to}`);
    expect(imports).toEqual([]);
  });

  it('has no shared layer (api/, components/, lib/) importing a feature', () => {
    const imports = named('no-shared-to-feature').map((v) => `${v.from} → ${v.to}`);
    expect(imports).toEqual([]);
  });

  it('breaks no other rule', () => {
    expect(violations.map((v) => v.rule.name)).toEqual([]);
  });
});
