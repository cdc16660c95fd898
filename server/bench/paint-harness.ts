/**
 * What the paint benches share: a PGlite database with the catalogs, the security seed and the
 * bench's own hotel, the app serving the compiled web app on a free port, a logged-in session,
 * Debian's Chromium, browser profiles that start logged in, pages with the CPU throttled, and the
 * wait for the first animation frame at which enough of the screen is in the DOM.
 */
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { buildApp } from '../src/app';
import { type Db, openDatabase } from '../src/db/client';
import { seedCatalogs } from '../src/db/seed/catalogs';
import { seedSecurity } from '../src/db/seed/security';
import { repoRoot } from '../src/paths';

export async function startPaintBench(seed: (db: Db) => Promise<{ email: string; password: string }>) {
  const database = openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedCatalogs(database.db);
  await seedSecurity(database.db);
  const { email, password } = await seed(database.db);
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
  const login = (await (
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).json()) as { token: string; usuario: unknown };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });

  return {
    base,
    /** A browser profile (its own caches) with the session stored as the web app stores it. */
    async openContext(): Promise<BrowserContext> {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await context.addInitScript((session: { token: string; usuario: unknown }) => {
        localStorage.setItem('posada.token', session.token);
        localStorage.setItem('posada.usuario', JSON.stringify(session.usuario));
      }, login);
      return context;
    },
    /** A page whose CPU runs `slowdown` times slower (Chromium's throttling) when above 1. */
    async openPage(context: BrowserContext, slowdown: number): Promise<Page> {
      const page = await context.newPage();
      if (slowdown > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      }
      return page;
    },
    async close() {
      await browser.close();
      await app.close();
      await database.close();
    },
  };
}

/** The page's clock (ms from navigation) at the first animation frame with more than `least - 1` of `selector`. */
export async function paintedAt(
  page: Page,
  selector: string,
  least: number,
  timeout: number,
): Promise<number> {
  const painted = await page.waitForFunction(
    // Runs in the page: the server project has no DOM types, hence the narrow cast.
    ([s, n]) =>
      (
        globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }
      ).document.querySelectorAll(s).length >= n
        ? performance.now()
        : 0,
    [selector, least] as const,
    { polling: 'raf', timeout },
  );
  return (await painted.jsonValue()) as number;
}

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
