import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { pureDeclarations } from './pure-declarations';

const folder = mkdtempSync(path.join(os.tmpdir(), 'pure-declarations-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A module of declarations, as the contracts are: a log stands for what zod's calls would do. */
writeFileSync(
  path.join(folder, 'schemas.ts'),
  `const make = (name: string) => { globalThis.made = [...(globalThis.made ?? []), name]; return { name, meta: (m: unknown) => ({ name, m }) }; };
export const used = make('used');
export const unused = make('unused').meta({ id: 'Unused' });
export const nested = [make('nested')];
export const later = () => make('later');
globalThis.configured = make('configured');
`,
);
writeFileSync(path.join(folder, 'main.ts'), `import { used } from './schemas';\nconsole.log(used.name);\n`);

async function bundle(plugins: ReturnType<typeof pureDeclarations>[]): Promise<string> {
  const output = (await build({
    root: folder,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, minify: false, rollupOptions: { input: path.join(folder, 'main.ts') } },
  })) as Rollup.RollupOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe('pureDeclarations', () => {
  it('drops a declared constant nothing uses, chains and nested calls included, and keeps statements', async () => {
    const code = await bundle([pureDeclarations(/schemas\.ts$/)]);
    expect(code).toContain(`make("used")`);
    expect(code).toContain(`make("configured")`);
    expect(code).not.toContain(`make("unused")`);
    expect(code).not.toContain(`make("nested")`);
    expect(code).not.toContain('Unused');
  });

  it('without it, the bundler keeps every call it cannot prove free of effects', async () => {
    const code = await bundle([]);
    expect(code).toContain(`make("unused")`);
    expect(code).toContain(`make("nested")`);
  });

  it('leaves the modules it does not include as they are', async () => {
    const code = await bundle([pureDeclarations(/elsewhere\.ts$/)]);
    expect(code).toContain(`make("unused")`);
  });
});
