import { expect, type Page, test } from '@playwright/test';
import { demo, loginWithForm } from './support';

/**
 * A clean console as an outside auditor sees it, on the LAN's plain HTTP (posada.lan): no error
 * logged and no Content-Security-Policy violation, on the login page (no hotel logo uploaded) and
 * on the rack after logging in.
 */
async function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return errors;
}

test('the login page and the rack log no error and no CSP violation', async ({ page }) => {
  const errors = await watchConsole(page);
  const logo = page.waitForResponse((res) => res.url().includes('/api/configuration/image'));
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  // No logo uploaded in the demo: one request, answered without content, and Posada's mark.
  expect((await logo).status()).toBe(204);
  await expect(page.getByRole('img', { name: 'Posada' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);

  await loginWithForm(page, demo.recepcion);
  await expect(page.getByRole('heading', { name: 'Rack Habitaciones' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
