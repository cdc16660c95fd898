import { expect, type Page, test } from '@playwright/test';
import { demo, loginAs } from './support';

/** A room no other spec touches. */
const ROOM = '107';
const card = (page: Page) => page.getByRole('button', { name: new RegExp(`^Habitación ${ROOM},`) });

/** Opens the rack as `email` in a browser of its own and waits until its live stream is open. */
async function openDesk(page: Page, email: string) {
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/eventos') && r.status() === 200);
  await loginAs(page, email);
  await stream;
  await expect(card(page)).toContainText('Disponible');
  // Set on this document: still there afterwards means the page was never reloaded.
  await page.evaluate(() => {
    (window as unknown as { deskMark: string }).deskMark = 'sin recargar';
  });
}

const mark = (page: Page) => page.evaluate(() => (window as unknown as { deskMark?: string }).deskMark);

test('a room put into maintenance at one desk shows on another desk’s rack within 2 s, without reloading', async ({
  browser,
}) => {
  const reception = await (await browser.newContext()).newPage();
  const office = await (await browser.newContext()).newPage();
  await openDesk(reception, demo.recepcion);
  await openDesk(office, demo.admin);

  await card(reception).click();
  await reception.getByRole('button', { name: 'Mantenimiento', exact: true }).click();
  await reception.getByLabel('Motivo').fill('Filtración en el techo');
  const done = reception.waitForResponse((r) => r.url().endsWith('/api/habitacionesMantenimiento'));
  await reception.getByRole('button', { name: 'Poner en mantenimiento' }).click();
  expect((await done).status()).toBe(200);
  const changedAt = Date.now();
  await expect(card(office)).toContainText('Mantenimiento', { timeout: 2_000 });
  await expect(card(office)).toContainText('Filtración en el techo', { timeout: 2_000 });
  expect(Date.now() - changedAt).toBeLessThan(2_000);
  expect(await mark(office)).toBe('sin recargar');

  // And back, the other way round: the office ends it, the front desk sees the room free again.
  await card(office).click();
  await office.getByRole('button', { name: 'Anular mantenimiento' }).click();
  const ended = office.waitForResponse((r) => r.url().endsWith('/api/habitacionesMantenimientoAnular'));
  await office.getByRole('dialog').getByRole('button', { name: 'Anular mantenimiento' }).click();
  expect((await ended).status()).toBe(200);
  await expect(card(reception)).toContainText('Disponible', { timeout: 2_000 });
  expect(await mark(reception)).toBe('sin recargar');

  await reception.context().close();
  await office.context().close();
});
