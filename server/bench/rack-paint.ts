/**
 * `npm run bench:paint -w server`: how long after navigation the rack of a 500-room hotel is
 * painted in Chromium, read from the browser's own clock (performance.now() from the navigation
 * start, at the first animation frame with every card in the DOM) and its LCP entry; on first
 * visits (a new browser profile each) and on repeat visits (one profile, caches warm).
 * PAINT_RUNS sets the number of page loads (9); PAINT_DEBUG=1 also prints each load's timeline
 * (resources, long animation frames, paints); PAINT_CPU_SLOWDOWN=2 runs the page's CPU at half speed
 * (Chromium's throttling), to see how much room the figure leaves on a slower machine.
 */
import type { Page } from '@playwright/test';
import { median, paintedAt, startPaintBench } from './paint-harness';
import { BENCH_PASSWORD, seedBenchHotel } from './seed';

const RUNS = Number(process.env.PAINT_RUNS ?? 9);
const CPU_SLOWDOWN = Number(process.env.PAINT_CPU_SLOWDOWN ?? 1);
const bench = await startPaintBench(async (db) => ({
  email: (await seedBenchHotel(db)).email,
  password: BENCH_PASSWORD,
}));
interface Load {
  painted: number;
  lcp: number;
}

/** One navigation to the rack, timed by the page's own clock. */
async function measure(page: Page): Promise<Load> {
  await page.goto(`${bench.base}/dashboard/dashboardRooms`);
  const painted = await paintedAt(page, '[aria-label^="Habitación "]', 500, 30_000);
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
  return { painted, lcp };
}

// First visits: a new browser profile each time (nothing cached).
const first: Load[] = [];
for (let i = 0; i < RUNS; i++) {
  const context = await bench.openContext();
  first.push(await measure(await bench.openPage(context, CPU_SLOWDOWN)));
  await context.close();
}
// Repeat visits, as staff open the rack all day: one profile, its HTTP and code caches warm
// after one unmeasured load.
const repeat: Load[] = [];
{
  const context = await bench.openContext();
  const page = await bench.openPage(context, CPU_SLOWDOWN);
  await measure(page);
  for (let i = 0; i < RUNS; i++) repeat.push(await measure(page));
  await context.close();
}
await bench.close();
const painted = (loads: Load[]) => median(loads.map((l) => l.painted));
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
  `\nMediana (objetivo ≤ 1000 ms): primera visita ${painted(first).toFixed(0)} ms, visita repetida ${painted(repeat).toFixed(0)} ms`,
);
