import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The parts of an ESTree node this plugin reads (Rollup's parser gives each node its offsets). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The calls (and `new`s) an initialiser makes when its module loads, outermost first: not those in a function or class it declares. */
function callsAtLoad(node: Node, found: Node[] = []): Node[] {
  if (/Function|Class/.test(node.type)) return found;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') found.push(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) callsAtLoad(child, found);
  }
  return found;
}

/** The top-level constants' initialisers of a module (exported or not). */
function declarations(program: Node): Node[] {
  return (program.body as Node[]).flatMap((statement) => {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') return [];
    return (declaration.declarations as Node[]).flatMap((item) => (isNode(item.init) ? [item.init] : []));
  });
}

/**
 * Tells the bundler that the modules `include` matches only declare things: every call that
 * computes one of their top-level constants is marked `/* @__PURE__ *\/`. Rollup cannot see that
 * `z.object(…)` or `createReactComponent(…)` changes nothing else, so it took each contracts module
 * and each icon as "doing something when loaded": it kept an unused schema, and it never merged
 * their small chunks (`experimentalMinChunkSize` merges only chunks whose loading has no effect
 * elsewhere) — a lazy screen asked for each as a file of its own (docs/performance.md, "Tenth pass").
 * Statements (`z.config(…)`) are left as they are: only what a `const` declares is marked. In a
 * chain (`z.object(…).meta(…)`) each call gets its mark, the inner ones where the outer starts.
 */
export function pureDeclarations(include: RegExp): Plugin {
  return {
    name: 'posada:pure-declarations',
    apply: 'build',
    // After TypeScript and JSX are compiled away: the parser reads JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!include.test(id)) return null;
      const calls = declarations(this.parse(code) as unknown as Node).flatMap((init) => callsAtLoad(init));
      if (calls.length === 0) return null;
      const marked = new MagicString(code);
      for (const call of calls) marked.appendLeft(call.start, '/* @__PURE__ */ ');
      return { code: marked.toString(), map: marked.generateMap({ hires: true }) };
    },
  };
}
