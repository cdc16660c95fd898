import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contracts/src');

/** The contracts' modules a module loads, itself included (its relative imports, followed). */
function loaded(module: string, seen = new Set<string>()): Set<string> {
  if (seen.has(module)) return seen;
  seen.add(module);
  const source = readFileSync(path.join(here, `${module}.ts`), 'utf8');
  for (const [, imported] of source.matchAll(/^(?:import|export)[^'";]*from '\.\/([\w-]+)';$/gm)) {
    if (imported) loaded(imported, seen);
  }
  return seen;
}

/**
 * A browser runs every contracts module a screen loads before drawing it (its schemas are built at
 * their first use, below, but the module is fetched and run): a domain
 * takes the typed amounts (pesos, quantities, percentages) and the document states from their own
 * small modules, not from another domain's (the sale took the registers', the inventory's, the
 * catalogs' and DIAN's modules for one helper each).
 */
describe("the contracts' modules a screen's contracts load", () => {
  it('the sale loads no other domain', () => {
    const modules = loaded('sales');
    for (const other of [
      'cash-register-shifts',
      'cash-registers',
      'inventory',
      'catalogs',
      'e-invoicing',
      'invoices',
    ])
      expect(modules.has(other), other).toBe(false);
  });

  it('bookings and stays load no register module', () => {
    for (const module of ['reservations', 'stays', 'reservation-cancellation', 'room-admin']) {
      const modules = loaded(module);
      for (const other of ['cash-register-shifts', 'cash-registers', 'cash-register-history'])
        expect(modules.has(other), `${module} → ${other}`).toBe(false);
    }
  });
});

/** The syntax tree of each contracts module (not the tests), read once for the checks below. */
const modules = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((file) =>
    ts.createSourceFile(file, readFileSync(path.join(here, file), 'utf8'), ts.ScriptTarget.Latest, true),
  );

/** `file:line` of a node, as the checks list what they find. */
function place(source: ts.SourceFile, node: ts.Node): string {
  return `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
}

/**
 * The object schemas of the contracts declared with their fields as literals (`z.object({ … })`,
 * `.extend({ … })`) outside another schema's `lazyShape` (or `extendLazily`): each one builds every
 * field's schema when its module loads (or its function runs), on the server and on every screen of
 * the web app that imports the module, used or not.
 */
function eagerShapes() {
  const found: string[] = [];
  for (const source of modules) {
    const visit = (node: ts.Node, deferred: boolean) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        ['lazyShape', 'extendLazily'].includes(node.expression.text)
      ) {
        ts.forEachChild(node, (child) => visit(child, true));
        return;
      }
      if (
        !deferred &&
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['object', 'strictObject', 'looseObject', 'extend', 'safeExtend'].includes(node.expression.name.text)
      ) {
        const [shape] = node.arguments;
        if (shape && ts.isObjectLiteralExpression(shape) && shape.properties.length > 0) {
          found.push(place(source, node));
        }
      }
      ts.forEachChild(node, (child) => visit(child, deferred));
    };
    visit(source, false);
  }
  return found;
}

/**
 * The schemas the contracts derive from another when a module loads (`Base.extend(…)`, `.pick`,
 * `.omit`, … outside a function): zod reads the base's fields to do it, which builds them all.
 * `extendLazily`, `pickLazily` and `omitLazily` derive them at their first use instead.
 */
function derivedAtLoad() {
  const found: string[] = [];
  const derivations = ['extend', 'safeExtend', 'pick', 'omit', 'partial', 'required', 'merge'];
  for (const source of modules) {
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node)) return;
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        derivations.includes(node.expression.name.text)
      ) {
        found.push(place(source, node));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the object schemas of the contracts', () => {
  it('take their fields through lazyShape, so a module builds them when a schema is first used', () => {
    expect(eagerShapes()).toEqual([]);
  });

  it('are derived from another at their first use, not when their module loads', () => {
    expect(derivedAtLoad()).toEqual([]);
  });
});
