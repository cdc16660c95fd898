/**
 * `npm run bench:paint -w server`: how long after navigation the rack of a 500-room hotel is
 * painted in Chromium, read from the browser's own clock (performance.now() from the navigation
 * start, at the first animation frame with every card in the DOM) and its LCP entry; on first
 * visits (a new browser profile each) and on repeat visits (one profile, caches warm).
 * PAINT_RUNS sets the number of page loads (9); PAINT_DEBUG=1 also prints each load's timeline
 * (resources, long animation frames, paints); PAINT_CPU_SLOWDOWN=2 runs the page's CPU at half speed
 * (Chromium's throttling), to see how much room the figure leaves on a slower machine.
 */
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { repoRoot } from '../src/paths';
import { BENCH_PASSWORD, seedBenchHotel } from './seed';

const RUNS = Number(process.env.PAINT_RUNS ?? 9);
const CPU_SLOWDOWN = Number(process.env.PAINT_CPU_SLOWDOWN ?? 1);
const database = openDatabase({ kind: 'pglite' });
await database.migrate();
await seedCatalogs(database.db);
await seedSecurity(database.db);
const { email } = await seedBenchHotel(database.db);
const app = await buildApp({
  config: {
    sessionIdleMs: 3_600_000,
    sessionMaxMs: 7 * 86_400_000,
    webDist: path.join(repoRoot, 'web', 'dist'),
    trustProxy: false,
  },
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
interface Load {
  painted: number;
  lcp: number;
}

async function openContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(
    (session: { token: string; usuario: unknown }) => {
      localStorage.setItem('posada.token', session.token);
      localStorage.setItem('posada.usuario', JSON.stringify(session.usuario));
    },
    login as { token: string; usuario: unknown },
  );
  return context;
}

async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  if (CPU_SLOWDOWN > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  return page;
}

/** One navigation to the rack, timed by the page's own clock. */
async function measure(page: Page): Promise<Load> {
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
  return { painted: (await painted.jsonValue()) as number, lcp };
}

// First visits: a new browser profile each time (nothing cached).
const first: Load[] = [];
for (let i = 0; i < RUNS; i++) {
  const context = await openContext();
  first.push(await measure(await openPage(context)));
  await context.close();
}
// Repeat visits, as staff open the rack all day: one profile, its HTTP and code caches warm
// after one unmeasured load.
const repeat: Load[] = [];
{
  const context = await openContext();
  const page = await openPage(context);
  await measure(page);
  for (let i = 0; i < RUNS; i++) repeat.push(await measure(page));
  await context.close();
}
await browser.close();
await app.close();
await database.close();

const median = (loads: Load[]) => {
  const sorted = loads.map((t) => t.painted).sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
console.log(
  `\nRack de 500 habitaciones en Chromium (PGlite, web compilada${CPU_SLOWDOWN > 1 ? `, CPU ${CPU_SLOWDOWN}× más lenta` : ''})\n`,
);
console.log('| carga | primera visita: tarjetas | LCP | visita repetida: tarjetas | LCP |');
console.log('| ---: | ---: | ---: | ---: | ---: |');
for (let i = 0; i < RUNS; i++) {
  const f = first[i];
  const r = repeat[i];
  if (!f || !r) continue;
  console.log(
    `| ${i + 1} | ${f.painted.toFixed(0)} ms | ${f.lcp.toFixed(0)} ms | ${r.painted.toFixed(0)} ms | ${r.lcp.toFixed(0)} ms |`,
  );
}
console.log(
  `\nMediana (objetivo ≤ 1000 ms): primera visita ${median(first).toFixed(0)} ms, visita repetida ${median(repeat).toFixed(0)} ms`,
);
