import { expect, type Page, test } from '@playwright/test';
import { demo, loginAs, stayTotal } from './support';

const card = (page: Page, numero: string) =>
  page.getByRole('button', { name: new RegExp(`^Habitación ${numero},`) });
const count = (page: Page, estado: string) => page.getByTestId(`count-${estado}`);

/** Holds room `numero` for today for the client found by typing `search`. */
async function reserve(page: Page, numero: string, search: string, client: string) {
  await card(page, numero).click();
  await page.getByRole('button', { name: 'Reservar', exact: true }).click();
  await page.getByRole('textbox', { name: 'Cliente' }).fill(search);
  await page.getByRole('option', { name: new RegExp(client) }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reservar', exact: true }).click();
}

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
  await reserve(page, '306', 'Jorge', 'Jorge Martínez Ruiz');
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

test('reservar a room, then check-in of the hold: the guest is in and the counts follow', async ({
  page,
}) => {
  await loginAs(page, demo.recepcion);
  const room = card(page, '304');
  await expect(room).toContainText('Disponible');
  await reserve(page, '304', 'Laura', 'Laura Gómez Restrepo');
  await expect(room).toContainText('Para Laura Gómez Restrepo');
  const held = await countOf(page, 'Reservada');
  const occupied = await countOf(page, 'Ocupada');

  await room.click();
  await page.getByRole('button', { name: 'Check-in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Habitación 304' });
  await expect(dialog).toContainText('Cliente de la reserva: Laura Gómez Restrepo');
  await expect(dialog.getByTestId('precio-estancia')).toContainText('1 noche');
  const total = await stayTotal(dialog);
  await dialog.getByRole('button', { name: 'Hacer check-in' }).click();
  await expect(room).toContainText('Ocupada');
  await expect(room).toContainText('Laura Gómez Restrepo · 1 noche');
  await expect(count(page, 'Reservada')).toHaveText(`Reservada: ${held - 1}`);
  await expect(count(page, 'Ocupada')).toHaveText(`Ocupada: ${occupied + 1}`);

  // The detail shows the stay's account: nothing posted or paid yet, the night due at its price.
  await room.click();
  await expect(page.getByTestId('saldo-cuenta')).toHaveText(/^Saldo \$\s?0,00$/);
  await expect(page.getByTestId('total-estimado')).toHaveText(
    new RegExp(`^Total estimado \\$\\s?${total.replaceAll('.', '\\.')},00 \\(1 noche por cargar\\)$`),
  );
});

test('housekeeping sees the rack but may not reserve', async ({ page }) => {
  await loginAs(page, demo.amaDeLlaves);
  await card(page, '307').click();
  const dialog = page.getByRole('dialog', { name: 'Habitación 307' });
  await expect(dialog.getByRole('button', { name: 'Mantenimiento', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reservar', exact: true })).toHaveCount(0);
});
