import { expect, type Page, test } from '@playwright/test';
import { demo, loginAs } from './support';

const card = (page: Page, numero: string) =>
  page.getByRole('button', { name: new RegExp(`^Habitación ${numero},`) });
const count = (page: Page, estado: string) => page.getByTestId(`count-${estado}`);

async function countOf(page: Page, estado: string): Promise<number> {
  const text = (await count(page, estado).textContent()) ?? '';
  return Number(text.split(':')[1]);
}

test('mantenimiento with a reason and anular, with the counts per state following', async ({ page }) => {
  await loginAs(page, demo.recepcion);
  await expect(card(page, '305')).toContainText('Disponible');
  const available = await countOf(page, 'Disponible');
  const blocked = await countOf(page, 'Mantenimiento');

  await card(page, '305').click();
  await page.getByRole('button', { name: 'Mantenimiento', exact: true }).click();
  await page.getByLabel('Motivo').fill('Cambio de cortinas');
  await page.getByRole('button', { name: 'Poner en mantenimiento' }).click();
  await expect(card(page, '305')).toContainText('Mantenimiento');
  await expect(card(page, '305')).toContainText('Cambio de cortinas');
  await expect(count(page, 'Mantenimiento')).toHaveText(`Mantenimiento: ${blocked + 1}`);
  await expect(count(page, 'Disponible')).toHaveText(`Disponible: ${available - 1}`);

  // The filters: only rooms of floor 3 in maintenance are left, 305 among them; "Todos" brings
  // every room back.
  const cards = page.getByRole('button', { name: /^Habitación \d+,/ });
  const total = await cards.count();
  await page.getByLabel('Estado', { exact: true }).selectOption('Mantenimiento');
  await page.getByLabel('Piso', { exact: true }).selectOption('Piso 3');
  await expect(card(page, '305')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Habitación (?!3\d\d, Mantenimiento$)/ })).toHaveCount(0);
  await page.getByLabel('Estado', { exact: true }).selectOption('Todos');
  await page.getByLabel('Piso', { exact: true }).selectOption('Todos');
  await expect(cards).toHaveCount(total);

  await card(page, '305').click();
  await page.getByRole('button', { name: 'Anular mantenimiento' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Anular mantenimiento' }).click();
  await expect(card(page, '305')).toContainText('Disponible');
  await expect(count(page, 'Disponible')).toHaveText(`Disponible: ${available}`);
});

test('reservar a room for a client today, then anular the hold', async ({ page }) => {
  await loginAs(page, demo.recepcion);
  await card(page, '306').click();
  await page.getByRole('button', { name: 'Reservar', exact: true }).click();
  await page.getByRole('textbox', { name: 'Cliente' }).fill('Jorge');
  await page.getByRole('option', { name: /Jorge Martínez Ruiz/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reservar', exact: true }).click();
  await expect(card(page, '306')).toContainText('Reservada');
  await expect(card(page, '306')).toContainText('Para Jorge Martínez Ruiz');

  await page.getByLabel('Buscar').fill('Jorge');
  await expect(page.getByRole('button', { name: /^Habitación \d+,/ })).toHaveCount(1);
  await page.getByLabel('Buscar').fill('');

  await card(page, '306').click();
  await page.getByRole('button', { name: 'Anular reserva' }).click();
  await page.getByLabel('Motivo').fill('Cambio de planes');
  await page.getByRole('dialog').getByRole('button', { name: 'Anular reserva' }).click();
  await expect(card(page, '306')).toContainText('Disponible');
});

test('housekeeping sees the rack but may not reserve', async ({ page }) => {
  await loginAs(page, demo.amaDeLlaves);
  await card(page, '307').click();
  const dialog = page.getByRole('dialog', { name: 'Habitación 307' });
  await expect(dialog.getByRole('button', { name: 'Mantenimiento', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reservar', exact: true })).toHaveCount(0);
});
