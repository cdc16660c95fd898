import dns from 'node:dns';
import { defineConfig } from '@playwright/test';

// A port of this run's own (workers inherit it), so parallel runs on one machine do not collide.
// Chromium refuses to connect to its "unsafe" ports; 3659 is the one in this range.
const ownPort = 3100 + (process.pid % 800);
process.env.E2E_PORT ??= String(ownPort === 3659 ? 3660 : ownPort);
export const PORT = Number(process.env.E2E_PORT);

/**
 * The app is opened under a LAN-like name, as hotels reach it (`http://192.168.x.x:3000`): not a
 * secure context, so an API that exists only over HTTPS or on localhost (crypto.randomUUID,
 * clipboard…) fails here as it would at the front desk. The name points at loopback in Chromium
 * (--host-resolver-rules) and in the tests' own API calls (Node's resolver, used by Playwright's
 * request contexts); no traffic leaves the machine.
 */
export const LAN_HOST = 'posada.lan';
const lookup = dns.promises.lookup;
dns.promises.lookup = ((hostname: string, options?: dns.LookupOptions) =>
  hostname === LAN_HOST
    ? Promise.resolve(
        options?.all ? [{ address: '127.0.0.1', family: 4 }] : { address: '127.0.0.1', family: 4 },
      )
    : lookup(hostname, options ?? {})) as typeof dns.promises.lookup;

/** Browser tests drive Debian's Chromium; Playwright never downloads a browser here. */
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://${LAN_HOST}:${PORT}`,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`,
      ],
    },
  },
  webServer: {
    command: 'node serve.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
