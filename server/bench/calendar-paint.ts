/**
 * `npm run bench:calendar-paint -w server`: the calendar of a 500-room hotel with two years of
 * bookings (bench/reservations-seed.ts), month window, in Chromium with the CPU throttled
 * (PAINT_CPU_SLOWDOWN, 2 by default): how long after navigation the first bars are painted (the
 * page's own clock at the first animation frame with bars in the DOM), then long tasks (> 50 ms)
 * while the chart scrolls down through every room and across the month. PAINT_RUNS loads (5).
 * Serves web/dist: build the web app first (npm run build -w web).
 */
import type { Page } from '@playwright/test';
import { localDate } from '../src/lib/clock';
import { median, paintedAt, startPaintBench } from './paint-harness';
import { RESERVATIONS_BENCH_PASSWORD, seedReservationsBench } from './reservations-seed';

const RUNS = Number(process.env.PAINT_RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.PAINT_CPU_SLOWDOWN ?? 2);
const bench = await startPaintBench(async (db) => ({
  email: (await seedReservationsBench(db, localDate(new Date(), 'America/Bogota'))).email,
  password: RESERVATIONS_BENCH_PASSWORD,
}));
const context = await bench.openContext();

/** Scrolls the chart by pixels, in the page (the server project has no DOM types: a narrow cast). */
const scrollBy = (page: Page, axis: 'scrollTop' | 'scrollLeft', by: number) =>
  page.evaluate(
    ([a, n]) => {
      const el = (
        globalThis as unknown as {
          document: { querySelector(s: string): Record<'scrollTop' | 'scrollLeft', number> | null };
        }
      ).document.querySelector('[role="grid"]');
      if (el) el[a] += n;
    },
    [axis, by] as const,
  );

async function paint(page: Page): Promise<number> {
  await page.goto(`${bench.base}/dashboard/calendar?vista=1m`);
  return paintedAt(page, '[data-bar]', 21, 60_000);
}

/** Scrolls the chart to the last room in steps of a screen, then across the month; long tasks meanwhile. */
async function scroll(page: Page): Promise<number[]> {
  await page.evaluate(() => {
    const w = globalThis as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(e.duration);
    }).observe({ type: 'longtask' as never, buffered: false });
  });
  for (let i = 0; i < 40; i++) {
    await scrollBy(page, 'scrollTop', 600);
    await page.waitForTimeout(50);
  }
  for (let i = 0; i < 10; i++) {
    await scrollBy(page, 'scrollLeft', 200);
    await page.waitForTimeout(50);
  }
  return page.evaluate(() => (globalThis as unknown as { longTasks: number[] }).longTasks);
}

const loads: number[] = [];
const longest: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const page = await bench.openPage(context, CPU_SLOWDOWN);
  loads.push(await paint(page));
  const tasks = await scroll(page);
  longest.push(Math.max(0, ...tasks));
  console.log(
    `carga ${i + 1}: barras a los ${loads[i]?.toFixed(0)} ms; desplazamiento: ${tasks.length} tareas > 50 ms, la mayor ${Math.max(0, ...tasks).toFixed(0)} ms`,
  );
  await page.close();
}
await bench.close();
console.log(
  `\nCalendario de 500 habitaciones, un mes (PGlite, CPU ${CPU_SLOWDOWN}× más lenta): barras pintadas, mediana ${median(loads).toFixed(0)} ms (objetivo ≤ 1000 ms); tarea más larga al desplazar, mediana ${median(longest).toFixed(0)} ms (objetivo ≤ 50 ms)`,
);
