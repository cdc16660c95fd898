import { expect, type Page, test } from '@playwright/test';
import { hotelDay, newBookingForJohn, shown } from './support';

/**
 * Issue 32 items 2 and 3, as the front desk types them on Nueva reserva: dates before the hotel's
 * today stay as typed, in red, and 'Crear reserva' sends nothing; Enter in a date box confirms the
 * box and never sends the form. Nothing is booked, so no room is owned.
 */

/** Every booking the page tries to create. */
function creations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/reservaCrear')) sent.push(request.postData() ?? '');
  });
  return sent;
}

async function openFilledForm(page: Page) {
  const { line } = await newBookingForJohn(page);
  const type = line.getByRole('textbox', { name: 'Tipo de habitación', exact: true });
  await type.fill('Sencilla');
  await page.getByRole('option', { name: /^Sencilla/ }).click();
  await expect(type).toHaveValue(/^Sencilla/);
  return line;
}

test('dates typed in the past stay as typed, in red, and the booking is not created', async ({ page }) => {
  const sent = creations(page);
  const line = await openFilledForm(page);
  const llegada = line.getByRole('textbox', { name: 'Llegada', exact: true });
  const salida = line.getByRole('textbox', { name: 'Salida', exact: true });
  const from = shown(hotelDay(-8));
  const to = shown(hotelDay(-6));
  await llegada.fill('');
  await llegada.pressSequentially(from);
  await salida.fill('');
  await salida.pressSequentially(to);
  await salida.blur();
  await expect(llegada).toHaveValue(from);
  await expect(salida).toHaveValue(to);
  const notBefore = `La fecha no puede ser anterior al ${shown(hotelDay(0))}`;
  await expect(line.getByText(notBefore)).toHaveCount(2);

  await page.getByRole('button', { name: 'Crear reserva' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reserva\/nueva$/);
  await expect(llegada).toHaveValue(from);
  await expect(salida).toHaveValue(to);
  expect(sent).toEqual([]);
});

test('Enter in a date box confirms the date and does not send the form', async ({ page }) => {
  const sent = creations(page);
  const line = await openFilledForm(page);
  const llegada = line.getByRole('textbox', { name: 'Llegada', exact: true });
  const later = shown(hotelDay(20));
  await llegada.fill('');
  await llegada.pressSequentially(later);
  await llegada.press('Enter');
  await expect(llegada).toHaveValue(later);
  // The second night's date follows; the form is still open, waiting for the rest.
  await expect(line.getByRole('textbox', { name: 'Salida', exact: true })).toHaveValue(shown(hotelDay(21)));
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/dashboard\/reserva\/nueva$/);
  expect(sent).toEqual([]);
});
