import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, choose, demo, hotelDay, loginAs, shown } from './support';

/**
 * Reservas as the front desk uses it: two rooms booked for next week with a deposit typed the
 * Colombian way, the booking found in the list, opened, and one of its rooms cancelled with a
 * reason. Triple rooms, 8 to 10 days ahead, unassigned: no other spec books them.
 */
const register = `Caja Reservas E2E ${Date.now()}`;
const llegada = hotelDay(8);
const salida = hotelDay(10);

async function bearer(request: APIRequestContext, email: string) {
  return { authorization: `Bearer ${(await apiLogin(request, email)).token}` };
}

/** Picks an option of a select, typing into it first when it is searchable. */
async function typeDate(scope: Locator, field: string, iso: string) {
  const box = scope.getByRole('textbox', { name: field, exact: true });
  await box.fill('');
  await box.pressSequentially(shown(iso));
  await box.blur();
  await expect(box).toHaveValue(shown(iso));
}

/** axe on the screen; the toasts are left out (read halfway through their fade-in). */
async function axe(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).exclude('.mantine-Notifications-root').analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${where}: ${v.impact} ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe
  .serial('reservations', () => {
    let bookingId = 0;

    test.beforeAll(async ({ request }) => {
      // Reception's own register, open for the deposit; closed again after the file.
      const created = await request.post('/api/cajaCrear', {
        headers: await bearer(request, demo.admin),
        data: { nombre: register },
      });
      expect(created.status(), await created.text()).toBe(200);
      const opened = await request.post('/api/cajaAbrir', {
        headers: await bearer(request, demo.recepcion),
        data: { caja_id: (await created.json()).data.id, efectivo: 0, password: 'AUTOAPROBACION' },
      });
      expect(opened.status(), await opened.text()).toBe(200);
    });

    test.afterAll(async ({ request }) => {
      const closed = await request.post('/api/cajaCerrar', {
        headers: await bearer(request, demo.recepcion),
        data: { efectivo: '150000', tarjetas: '0', transferencia: '0' },
      });
      expect(closed.status(), await closed.text()).toBe(200);
    });

    test('books two rooms for next week with a deposit of 150.000', async ({ page }) => {
      // A long path (a form of many fields, then axe) on a machine shared with other runs.
      test.setTimeout(90_000);
      await loginAs(page, demo.recepcion, '/dashboard/reserva');
      await page.getByRole('button', { name: 'Nueva reserva' }).click();
      await expect(page).toHaveURL(/\/dashboard\/reserva\/nueva$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Nueva reserva' })).toBeVisible();
      const form = page.locator('form');

      const holder = form.getByRole('textbox', { name: 'Titular' });
      await holder.fill('Laura');
      await page.getByRole('option', { name: /Laura Gómez Restrepo/ }).click();

      const first = page.getByTestId('linea-1');
      await typeDate(first, 'Llegada', llegada);
      await typeDate(first, 'Salida', salida);
      await choose(first, page, 'Tipo de habitación', /^Triple · \d+ libres$/, 'Triple');
      // The availability beside the lines prices the two nights of the cheapest rate.
      const panel = page.getByRole('region', { name: 'Disponibilidad' });
      await expect(panel.getByRole('table', { name: 'Precio por noche' }).getByRole('row')).toHaveCount(3);
      await expect(panel.getByTestId('precio-linea')).toContainText(/Total \$\s[\d.]+/);

      await page.getByRole('button', { name: 'Agregar habitación' }).click();
      const second = page.getByTestId('linea-2');
      await expect(second.getByRole('textbox', { name: 'Llegada', exact: true })).toHaveValue(shown(llegada));
      await choose(second, page, 'Tipo de habitación', /^Triple · \d+ libres$/, 'Triple');
      await expect(page.getByTestId('total-reserva')).toContainText(/Total \$\s[\d.]+/);

      await choose(form, page, 'Medio de pago', 'Efectivo');
      const deposit = form.getByRole('textbox', { name: 'Valor del anticipo' });
      await deposit.pressSequentially('150.000');
      await deposit.blur();
      await expect(deposit).toHaveValue('$ 150.000');

      await page.getByRole('button', { name: 'Crear reserva' }).click();
      await expect(page).toHaveURL(/\/dashboard\/reserva\/\d+$/);
      bookingId = Number(page.url().split('/').pop());
      await expect(page.getByRole('heading', { level: 1, name: `Reserva N.º ${bookingId}` })).toBeVisible();
      await expect(page.getByTestId('linea-1')).toContainText('Confirmada');
      await expect(page.getByTestId('linea-2')).toContainText('Triple · sin asignar');
      await expect(page.getByTestId('totales-reserva')).toContainText(/Pagado \$\s150\.000/);
      await expect(page.getByRole('table', { name: 'Anticipos' })).toContainText('Efectivo');
      expect(await axe(page, 'detalle')).toEqual([]);
    });

    test('finds the booking in the list, opens it and cancels one room with a reason', async ({ page }) => {
      await loginAs(page, demo.recepcion, '/dashboard/reserva');
      await page.getByRole('textbox', { name: 'Buscar' }).fill(String(bookingId));
      const row = page.getByRole('row', { name: new RegExp(`^${bookingId} `) });
      await expect(row).toContainText('Laura Gómez Restrepo');
      await expect(row).toContainText(shown(llegada));
      await expect(row).toContainText('2 sin asignar');
      await expect(row).toContainText('Confirmada');
      await row.getByRole('button', { name: `Ver la reserva ${bookingId}` }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/reserva/${bookingId}$`));

      await page.getByTestId('linea-2').getByRole('button', { name: 'Cancelar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancelar la habitación 2' });
      const confirm = dialog.getByRole('button', { name: 'Confirmar cancelación' });
      await expect(confirm).toBeDisabled();
      await dialog
        .getByRole('textbox', { name: 'Motivo de la cancelación' })
        .fill('El grupo viaja con una persona menos');
      await confirm.click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('linea-2')).toContainText('Cancelada');
      await expect(page.getByTestId('linea-2')).toContainText('El grupo viaja con una persona menos');
      await expect(page.getByTestId('linea-1')).toContainText('Confirmada');
    });

    test('the list and the form at phone width (390 px)', async ({ page }, info) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await loginAs(page, demo.recepcion, '/dashboard/reserva');
      // The first load of the screen's code on a machine shared with other runs.
      await expect(page.getByRole('heading', { level: 1, name: 'Reservas' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await page.screenshot({ path: info.outputPath('reservas-390.png'), fullPage: true });
      await page.getByRole('button', { name: 'Nueva reserva' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nueva reserva' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Disponibilidad' })).toBeVisible();
      await page.screenshot({ path: info.outputPath('nueva-reserva-390.png'), fullPage: true });
      // Nothing wider than the phone: the page does not scroll sideways.
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.goto(`/dashboard/reserva/${bookingId}`);
      await expect(page.getByTestId('linea-2')).toContainText('Cancelada');
      await page.screenshot({ path: info.outputPath('reserva-390.png'), fullPage: true });
      expect(await overflow()).toBeLessThanOrEqual(0);
    });
  });
