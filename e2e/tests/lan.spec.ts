import { expect, test } from '@playwright/test';
import { demo, loginAs } from './support';

// Hotels open Posada as http://192.168.x.x:3000: every browser test runs under such a name
// (posada.lan, see playwright.config.ts), where APIs reserved to secure contexts do not exist.

test('the app runs as on the hotel LAN: not a secure context, and Ocupar on the rack works', async ({
  page,
}) => {
  await loginAs(page, demo.recepcion);
  expect(new URL(page.url()).hostname).toBe('posada.lan');
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe('undefined');

  const card = page.getByRole('button', { name: /^Habitación 203,/ });
  await expect(card).toContainText('Disponible');
  await card.click();
  await page.getByRole('button', { name: 'Ocupar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Habitación 203' });
  await dialog.getByRole('textbox', { name: 'Cliente' }).fill('Lucía');
  await page.getByRole('option', { name: /Lucía Fernández/ }).click();
  await expect(dialog.getByTestId('precio-estancia')).toContainText('1 noche');
  await dialog.getByRole('button', { name: 'Ocupar', exact: true }).click();
  await expect(card).toContainText('Ocupada');
  await expect(card).toContainText('Lucía Fernández');
});

test('a screen whose code is gone after an upgrade says so in Spanish, with the menu still there', async ({
  page,
}) => {
  await loginAs(page, demo.admin);
  await expect(page.getByRole('heading', { name: 'Rack Habitaciones' })).toBeVisible();
  // The server was upgraded under the open page: the old file of the Usuarios screen is gone.
  await page.route(/\/assets\/users-page-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('link', { name: 'Usuarios', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'La aplicación se actualizó' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Rack Habitaciones' })).toBeVisible();

  await page.unroute(/\/assets\/users-page-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Recargar la página' }).click();
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
});
