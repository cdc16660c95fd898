import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * A browser builds every schema of every contracts module a screen loads before drawing it: a
 * domain takes the typed amounts (pesos, quantities, percentages) and the document states from
 * their own small modules, not from another domain's (the sale took the registers', the
 * inventory's, the catalogs' and DIAN's modules for one helper each).
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
