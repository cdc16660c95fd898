import { expect, test } from '@playwright/test';
import { demo, loginAs } from './support';

/**
 * Issue 32 item 12: a page left while the top bar still loads (its balance and settings in
 * flight) logs nothing: the calls dropped while the page is being left are no error.
 */
test('leaving a page while the top bar loads logs no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The top bar's loads stay in flight until the page is left, then fail; the next page's go.
  let leaving = false;
  await page.route(/\/api\/(detalleCajaSaldo|configurations)(\?|$)/, async (route) => {
    if (leaving) return route.continue();
    while (!leaving) await new Promise((resolve) => setTimeout(resolve, 50));
    await route.abort('aborted').catch(() => undefined);
  });
  const asked = page.waitForRequest(/\/api\/detalleCajaSaldo/);
  await loginAs(page, demo.recepcion, '/dashboard/dashboardRooms');
  await expect(page.getByRole('heading', { name: 'Rack Habitaciones' })).toBeVisible();
  await asked;
  // The next page is slow to come: the browser has started to leave this one, and drops the
  // calls still in flight, before the next one replaces it.
  await page.route('**/auth/login', async (route) => {
    leaving = true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Left from the page, as a link, a reload or the logout's redirect leave it (a `page.goto` from
  // the test would skip the page's own leaving events).
  await page.evaluate(() => window.location.assign('/auth/login'));
  await page.waitForURL(/\/auth\/login$/);
  await page.waitForTimeout(500);
  expect(errors.filter((text) => text.includes('No se pudo'))).toEqual([]);
});
