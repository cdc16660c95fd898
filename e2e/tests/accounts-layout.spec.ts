import { expect, test } from '@playwright/test';
import { PHONE, recordShifts, slowAnswers } from './layout-shifts';
import { apiLogin, demo, loginAs, walkIn } from './support';

/** This spec's own room: no other spec uses it. */
const ROOM = '302';

test.use({ viewport: PHONE });

test('Detalle Cuentas keeps its layout while the billing summary and the list arrive', async ({ page }) => {
  // A first visit of a lazily loaded screen: slow on a busy 2-core machine.
  test.setTimeout(90_000);
  const shifts = await recordShifts(page);
  await slowAnswers(page, ['facturacionResumen', 'cuentaListar'], 1_500);
  await loginAs(page, demo.recepcion, '/dashboard/dashboardFacturacion');
  // The summary's placeholders, then its figures, and the list's count.
  await expect(page.getByRole('heading', { name: 'Detalle Cuentas' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('facturado-hoy')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^\d+ registros?$/)).toBeVisible({ timeout: 30_000 });
  const { recorded, total } = await shifts();
  // Lighthouse's "good" is 0.1 for the largest burst; this is every shift of the load together.
  expect(total, JSON.stringify(recorded)).toBeLessThanOrEqual(0.1);
});

test('the entries table of a stay’s account names its actions column', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${(await apiLogin(request, demo.admin)).token}` };
  await walkIn(request, headers, ROOM);

  await loginAs(page, demo.admin);
  await page.getByRole('button', { name: new RegExp(`^Habitación ${ROOM},`) }).click();
  const table = page.getByRole('dialog').getByRole('table', { name: 'Movimientos de la cuenta' });
  await expect(table).toBeVisible();
  const actions = table.getByRole('columnheader', { name: 'Acciones', exact: true });
  await expect(actions).toHaveCount(1);
  // Named by its text (read by every screen reader and by axe's empty-table-header), not an attribute.
  expect((await actions.textContent())?.trim()).toBe('Acciones');
});
