import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context';
import { fingerprint } from './helpers/fuzz/db-fingerprint';
import { caseArbitrary, type FuzzCase, rawCases } from './helpers/fuzz/fuzz-cases';
import { type RouteSpec, routesOf } from './helpers/fuzz/openapi-routes';
import { notSpanishError } from './helpers/fuzz/spanish';

/**
 * Walks every route of the OpenAPI document with bad params, queries and bodies, as a root user
 * and without a token: never a 5xx, always a Spanish `{ message }`, and the data untouched.
 * FUZZ_RUNS sets the sampled cases per route (default 8), FUZZ_SEED the seed, FUZZ_REPORT a file
 * that receives every failure (the assertion shows the first 60).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_415);

let ctx: TestContext;
let routes: RouteSpec[];
let rootHeaders: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  const hotel = await ctx.factories.makeHotel();
  rootHeaders = (await ctx.factories.actor({ root: true, hotelIds: [hotel.id] })).headers;
  routes = routesOf((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
});
afterAll(() => ctx.close());

/** A seed per route, so adding a route does not change the cases of the others. */
function routeSeed(route: RouteSpec): number {
  let h = SEED;
  for (const ch of `${route.method} ${route.path}`) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

function casesOf(route: RouteSpec): FuzzCase[] {
  const seed = routeSeed(route);
  const fromPattern = (pattern: string) =>
    fc.sample(fc.stringMatching(new RegExp(pattern, 'u')), { seed, numRuns: 1 })[0] ?? '';
  const arbitrary = caseArbitrary(route, fromPattern);
  const sampled = arbitrary ? fc.sample(arbitrary, { seed, numRuns: RUNS }) : [];
  return [...rawCases(route), ...sampled];
}

describe('fuzz: bad input on every route', () => {
  it('is refused with a Spanish 4xx and changes nothing', { timeout: 600_000 }, async () => {
    const before = await fingerprint(ctx.db);
    const started = performance.now();
    const failures: string[] = [];
    let requests = 0;
    let serverErrors = 0;
    for (const route of routes) {
      for (const c of casesOf(route)) {
        for (const auth of [true, false]) {
          const res = await ctx.app.inject({
            method: c.method,
            url: c.url,
            headers: auth ? { ...rootHeaders, ...c.headers } : c.headers,
            ...(c.payload === undefined ? {} : { payload: c.payload }),
          });
          requests++;
          const where = `${c.method} ${c.url.slice(0, 80)} [${c.label}]${auth ? '' : ' sin token'}`;
          if (res.statusCode >= 500) serverErrors++;
          if (res.statusCode >= 500 || res.statusCode < 400) {
            failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
            continue;
          }
          const why = notSpanishError(res.headers['content-type'] as string | undefined, res.body);
          if (why) failures.push(`${where}: ${res.statusCode} ${why}`);
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz: ${routes.length} rutas, ${requests} solicitudes, ${serverErrors} respuestas 5xx, ` +
        `${failures.length} fallas, ${seconds} s (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`,
    );
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, failures.join('\n'));
    const after = await fingerprint(ctx.db);
    const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
    expect(failures.slice(0, 60), `${failures.length} fallas`).toEqual([]);
    expect(changed, 'tablas modificadas').toEqual([]);
  });
});
