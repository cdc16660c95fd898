/**
 * `npm run bench:paint -w server`: how long after navigation the rack of a 500-room hotel is
 * painted in Chromium, read from the browser's own clock (performance.now() from the navigation
 * start, at the first animation frame with every card in the DOM) and its LCP entry.
 * PAINT_RUNS sets the number of page loads (9); PAINT_DEBUG=1 also prints each load's timeline
 * (resources, long animation frames, paints).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { repoRoot } from '../src/paths';
import { BENCH_PASSWORD, seedBenchHotel } from './seed';

const RUNS = Number(process.env.PAINT_RUNS ?? 9);
const database = openDatabase({ kind: 'pglite' });
await database.migrate();
await seedCatalogs(database.db);
await seedSecurity(database.db);
const { email } = await seedBenchHotel(database.db);
const app = await buildApp({
  config: { sessionIdleMs: 3_600_000, webDist: path.join(repoRoot, 'web', 'dist'), trustProxy: false },
  database,
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await (
  await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  })
).json();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const times: { painted: number; lcp: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(
    (session: { token: string; usuario: unknown }) => {
      localStorage.setItem('posada.token', session.token);
      localStorage.setItem('posada.usuario', JSON.stringify(session.usuario));
    },
    login as { token: string; usuario: unknown },
  );
  const page = await context.newPage();
  await page.goto(`${base}/dashboard/dashboardRooms`);
  const painted = await page.waitForFunction(
    // Runs in the page: the server project has no DOM types, hence the narrow cast.
    () =>
      (
        globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }
      ).document.querySelectorAll('[aria-label^="Habitación "]').length >= 500
        ? performance.now()
        : 0,
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint' as never, buffered: true });
      }),
  );
  if (process.env.PAINT_DEBUG) {
    const entries = await page.evaluate(() =>
      performance
        .getEntries()
        .map((e) => {
          const r = e as unknown as { requestStart?: number; responseStart?: number };
          return `${e.entryType} ${e.name.replace(/^https?:\/\/[^/]+/, '')} start=${e.startTime.toFixed(0)} end=${(e.startTime + e.duration).toFixed(0)}${r.requestStart ? ` req=${r.requestStart.toFixed(0)} resp=${(r.responseStart ?? 0).toFixed(0)}` : ''}`;
        })
        .join('\n'),
    );
    console.log(entries);
  }
  times.push({ painted: (await painted.jsonValue()) as number, lcp });
  await context.close();
}
await browser.close();
await app.close();
await database.close();

console.log('\nRack de 500 habitaciones en Chromium (PGlite, web compilada)\n');
console.log('| corrida | tarjetas pintadas | LCP |');
console.log('| ---: | ---: | ---: |');
for (const [i, t] of times.entries()) {
  console.log(`| ${i + 1} | ${t.painted.toFixed(0)} ms | ${t.lcp.toFixed(0)} ms |`);
}
const sorted = times.map((t) => t.painted).sort((a, b) => a - b);
console.log(`\nMediana: ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms (objetivo ≤ 1000 ms)`);
