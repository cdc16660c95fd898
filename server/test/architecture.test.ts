import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths';

/**
 * The server's import graph (issue 33), read by dependency-cruiser with type-only imports counted:
 * no cycle in server/src or contracts/src, a kernel floor that imports only lib/, db/ and itself,
 * and feature modules that import the kernel but never each other.
 */

type Graph = Map<string, string[]>;

const SERVER = 'server/src/';
const area = (file: string) => file.match(/^server\/src\/(kernel|modules)\/([^/.]+)/)?.slice(1) ?? [];

/** Strongly connected components of more than one file (or a file importing itself): the cycles. */
function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

let graph: Graph;

beforeAll(async () => {
  const options = await extractDepcruiseOptions(path.join(repoRoot, '.dependency-cruiser.cjs'));
  const tsConfig = extractTSConfig(path.join(repoRoot, 'server/tsconfig.json'));
  const { output } = await cruise(
    ['server/src', 'contracts/src'],
    { ...options, baseDir: repoRoot, validate: false, ruleSet: undefined },
    { extensions: ['.ts', '.js', '.json'] },
    { tsConfig },
  );
  graph = new Map(
    (output as ICruiseResult).modules
      .filter((m) => /^(server|contracts)\/src\//.test(m.source))
      .map((m) => [
        m.source,
        m.dependencies.map((d) => d.resolved).filter((to) => /^(server|contracts)\/src\//.test(to)),
      ]),
  );
}, 60_000);

describe('the import graph (issue 33)', () => {
  it('reads the whole server and contracts, type-only imports included', () => {
    expect(graph.size).toBeGreaterThan(400);
    // A type-only import is an arrow: the kernel's Kernel type reaches every kernel service by one.
    expect(graph.get('server/src/kernel/index.ts')).toContain('server/src/kernel/ledger/index.ts');
    expect(graph.get('server/src/modules/accounts/index.ts')).toContain('server/src/kernel/index.ts');
  });

  it('has no import cycle in server/src or contracts/src', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps the kernel on the floor: it imports only lib/, db/, contracts and the kernel', () => {
    const up = [...graph]
      .filter(([from]) => from.startsWith(`${SERVER}kernel/`))
      .flatMap(([from, to]) => to.map((t) => `${from} -> ${t}`))
      .filter((arrow) => !/ -> (server\/src\/(kernel|lib|db)\/|contracts\/src\/)/.test(arrow));
    expect(up).toEqual([]);
  });

  it('keeps lib/ and db/ under the kernel: they import neither the kernel, nor a module, nor the app', () => {
    const up = [...graph]
      .filter(([from]) => /^server\/src\/(lib|db)\//.test(from))
      .flatMap(([from, to]) => to.map((t) => `${from} -> ${t}`))
      .filter((arrow) => / -> server\/src\/((kernel|modules|plugins|http|demo)\/|app\.ts)/.test(arrow));
    expect(up).toEqual([]);
  });

  it('lets feature modules import the kernel but never each other', () => {
    const arrows = new Set<string>();
    for (const [from, to] of graph) {
      const [kind, source] = area(from);
      if (kind !== 'modules') continue;
      for (const t of to) {
        const [targetKind, target] = area(t);
        if (targetKind === 'modules' && target !== source) arrows.add(`${source} -> ${target}`);
      }
    }
    expect([...arrows].sort()).toEqual([]);
  });

  it('keeps the concerns of a split module apart: no circle between its sub-folders and its root', () => {
    // docs/module-shape.md "A module split by concern": the module's index.ts wires every concern;
    // a shared root file imports no sub-folder, and sub-folders import each other one way only.
    const split = ['inventory', 'reservations', 'rooms', 'sales'];
    const folder = (file: string) =>
      file.match(/^server\/src\/modules\/([^/]+)\/(?:([^/]+)\/)?[^/]+$/)?.slice(1) ?? [];
    const folders: Graph = new Map();
    for (const [from, to] of graph) {
      const [module, concern = '(root)'] = folder(from);
      if (!module || !split.includes(module) || from === `${SERVER}modules/${module}/index.ts`) continue;
      const node = `${module}/${concern}`;
      const targets = folders.get(node) ?? [];
      folders.set(node, targets);
      for (const t of to) {
        const [targetModule, targetConcern = '(root)'] = folder(t);
        const target = `${targetModule}/${targetConcern}`;
        if (targetModule === module && target !== node && !targets.includes(target)) targets.push(target);
      }
    }
    for (const module of split)
      expect([...folders.keys()].filter((f) => f.startsWith(`${module}/`)).length).toBeGreaterThan(2);
    expect(cycles(folders)).toEqual([]);
  });
});
