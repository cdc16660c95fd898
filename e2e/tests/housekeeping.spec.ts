import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiCall, apiLogin, demo, loginAs, walkIn } from './support';

const ROOM = '208';

/**
 * Leaves room 208 dirty the way a real stay does: the admin occupies it and checks the guest out
 * the same day (a day use: the night is reversed, nothing is owed, the room goes to Limpieza).
 */
async function dirtyRoom(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${(await apiLogin(request, demo.admin)).token}` };
  const { room } = await walkIn(request, headers, ROOM, 'Jorge');
  await apiCall(request, headers, '/api/desocuparHabitacionCliente', { habitacion_id: room.id });
}

test.use({ viewport: { width: 390, height: 844 } });

test('the housekeeper sees the dirty room on a phone, assigns it and marks it clean', async ({
  page,
  request,
}) => {
  await dirtyRoom(request);
  await loginAs(page, demo.amaDeLlaves, '/dashboard/housekeeping');
  await expect(page.getByRole('heading', { name: 'Ama de llaves' })).toBeVisible();
  const card = page.getByLabel(`Habitación ${ROOM}`, { exact: true });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Sucia hace \d+ min/);
  await expect(card).toContainText('Sin asignar');
  // Full width on a phone: the card fills the screen but for the page's padding.
  expect((await card.boundingBox())?.width ?? 0).toBeGreaterThan(300);
  await expect(card.getByRole('button', { name: 'Marcar limpia' })).toBeDisabled();

  await card.getByRole('textbox', { name: 'Asignar a' }).click();
  const option = page.getByRole('option').first();
  const employee = ((await option.textContent()) ?? '').replace(/\s*\(.*\)$/, '');
  await option.click();
  await expect(card).toContainText(`Asignada a ${employee}`);

  await card.getByRole('button', { name: 'Marcar limpia' }).click();
  await expect(card).toHaveCount(0);
  await expect(
    page.getByText('No hay habitaciones por limpiar').or(page.getByLabel(/^Habitación \d+$/).first()),
  ).toBeVisible();
});
