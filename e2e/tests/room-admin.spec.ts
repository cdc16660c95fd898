import { expect, type Locator, type Page, test } from '@playwright/test';
import { demo, loginAs } from './support';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Picks an option of a searchable Mantine select by typing it. */
async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a new room type, a room of it and its rate; the room appears on the rack as Disponible', async ({
  page,
}) => {
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const typeName = `Suite E2E ${tag}`;
  const numero = `E${tag}`;

  await loginAs(page, demo.admin, '/dashboard/typeRooms');
  await expect(page.getByRole('heading', { name: 'Tipos de habitación', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const typeForm = dialog(page, 'Nuevo tipo de habitación');
  await typeForm.getByLabel('Nombre').fill(typeName);
  await typeForm.getByLabel('Descripción').fill('Jacuzzi y vista a la montaña');
  await typeForm.getByLabel('Capacidad adultos').fill('3');
  await typeForm.getByLabel('Camas').fill('2');
  await typeForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(typeForm).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(typeName) })).toContainText('3 adultos');

  await page.goto('/dashboard/admin/rooms');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const roomForm = dialog(page, 'Nueva habitación');
  await roomForm.getByLabel('Número').fill(numero);
  await roomForm.getByLabel('Piso').fill('9');
  await pick(page, roomForm, 'Tipo de habitación', typeName);
  await roomForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(roomForm).toBeHidden();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(numero);
  await expect(page.getByRole('row', { name: new RegExp(numero) })).toContainText(typeName);

  await page.goto('/dashboard/admin/tarifas');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const rateForm = dialog(page, 'Nueva tarifa');
  await pick(page, rateForm, 'Tipo de habitación', typeName);
  await rateForm.getByLabel('Nombre').fill('Estándar');
  await rateForm.getByLabel('Precio por noche').fill('285000');
  await rateForm.getByLabel('Valor persona adicional').fill('45000');
  await rateForm.getByRole('textbox', { name: 'Impuesto' }).click();
  await page.getByRole('option', { name: 'IVA 19 %' }).click();
  await rateForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(rateForm).toBeHidden();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(typeName);
  const rateRow = page.getByRole('row', { name: new RegExp(typeName) });
  await expect(rateRow).toContainText(/\$\s?285\.000/);
  await expect(rateRow).toContainText('Todo el año');

  // A second all-year 'Estándar' for the same type overlaps: refused on the validity fields.
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await pick(page, rateForm, 'Tipo de habitación', typeName);
  await rateForm.getByLabel('Nombre').fill('Estándar');
  await rateForm.getByLabel('Precio por noche').fill('300000');
  await rateForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(rateForm.getByText(/La vigencia se cruza/).first()).toBeVisible();
  await rateForm.getByRole('button', { name: 'Cancelar' }).click();

  await menu(page).getByRole('link', { name: 'Rack Habitaciones', exact: true }).click();
  await expect(page.getByRole('button', { name: `Habitación ${numero}, Disponible` })).toBeVisible();
});
