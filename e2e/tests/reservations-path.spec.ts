import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, choose, demo, hotelDay, loginAs, newBookingForJohn, shown } from './support';

/**
 * The front desk's whole day with a booking (issue 15): a Sencilla booked for tonight with a
 * deposit typed as 150.000, seen unassigned on the calendar and dragged onto room 201, opened
 * from its bar and checked in with the guest register; another booking cancelled with the
 * hotel's penalty kept and part of its deposit given back from the register. Sencilla rooms
 * (101–302) are booked by no other spec.
 */
const register = `Caja Día Reservas E2E ${Date.now()}`;
const hoy = hotelDay(0);

type Headers = Record<string, string>;
async function bearer(request: APIRequestContext, email: string): Promise<Headers> {
  return { authorization: `Bearer ${(await apiLogin(request, email)).token}` };
}

async function typeDate(scope: Locator, field: string, iso: string) {
  const box = scope.getByRole('textbox', { name: field, exact: true });
  await box.fill('');
  await box.pressSequentially(shown(iso));
  await box.blur();
  await expect(box).toHaveValue(shown(iso));
}

async function seriousAxe(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).exclude('.mantine-Notifications-root').analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${where}: ${v.impact} ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The hotel's settings as saved, with a cancellation penalty of `percent` of the first night. */
async function setPenalty(request: APIRequestContext, admin: Headers, tipo: string, valor: string) {
  const current = (await (await request.get('/api/configurations', { headers: admin })).json()).data;
  const saved = await request.post('/api/configurations/save', {
    headers: admin,
    data: {
      soporte_url: current.soporte_url,
      pie_factura: current.pie_factura,
      permitir_stock_negativo: current.permitir_stock_negativo,
      producto_alojamiento_id: current.producto_alojamiento_id,
      hora_checkin: current.hora_checkin,
      hora_checkout: current.hora_checkout,
      penalidad_cancelacion_tipo: tipo,
      penalidad_cancelacion_valor: valor,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.describe
  .serial('a day of the front desk with bookings', () => {
    let bookingId = 0;
    let admin: Headers;
    let desk: Headers;

    test.beforeAll(async ({ request }) => {
      admin = await bearer(request, demo.admin);
      desk = await bearer(request, demo.recepcion);
      const created = await request.post('/api/cajaCrear', { headers: admin, data: { nombre: register } });
      expect(created.status(), await created.text()).toBe(200);
      const opened = await request.post('/api/cajaAbrir', {
        headers: desk,
        data: { caja_id: (await created.json()).data.id, efectivo: 0, password: 'AUTOAPROBACION' },
      });
      expect(opened.status(), await opened.text()).toBe(200);
      await setPenalty(request, admin, 'porcentaje', '10');
    });

    test.afterAll(async ({ request }) => {
      await setPenalty(request, admin, 'ninguna', '0');
      // 150.000 + 80.000 taken, 50.000 given back.
      const closed = await request.post('/api/cajaCerrar', {
        headers: desk,
        data: { efectivo: '180000', tarjetas: '0', transferencia: '0' },
      });
      expect(closed.status(), await closed.text()).toBe(200);
    });

    test('books a Sencilla for tonight with a deposit typed 150.000', async ({ page }) => {
      test.setTimeout(90_000);
      const { form, line } = await newBookingForJohn(page);
      await typeDate(line, 'Llegada', hoy);
      await typeDate(line, 'Salida', hotelDay(2));
      await choose(line, page, 'Tipo de habitación', /^Sencilla · \d+ libres$/, 'Sencilla');
      await choose(form, page, 'Medio de pago', 'Efectivo');
      const deposit = form.getByRole('textbox', { name: 'Valor del anticipo' });
      await deposit.pressSequentially('150.000');
      await deposit.blur();
      await expect(deposit).toHaveValue('$ 150.000');
      await page.getByRole('button', { name: 'Crear reserva' }).click();
      await expect(page).toHaveURL(/\/dashboard\/reserva\/\d+$/);
      bookingId = Number(page.url().split('/').pop());
      await expect(page.getByTestId('linea-1')).toContainText('Sencilla · sin asignar');
      await expect(page.getByTestId('totales-reserva')).toContainText(/Pagado \$\s150\.000/);
      await expect(page.getByTestId('historial')).toContainText('Creación');
    });

    test('sees it on the calendar, drags it onto room 201 and opens it from its bar', async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await loginAs(page, demo.recepcion, `/dashboard/calendar?desde=${hotelDay(-1)}&vista=2s`);
      const unassigned = page.getByRole('button', {
        name: new RegExp(`^Reserva ${bookingId}, John Smith,.*sin asignar, Sencilla`),
      });
      await expect(unassigned).toBeVisible();
      const from = await unassigned.boundingBox();
      const row = await page.getByRole('rowheader', { name: 'Habitación 201, piso 2' }).boundingBox();
      if (!from || !row) throw new Error('not on screen');
      const x = from.x + from.width / 3;
      await page.mouse.move(x, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(x, from.y + from.height / 2 + 10, { steps: 3 });
      await page.mouse.move(x, row.y + row.height / 2, { steps: 10 });
      await page.mouse.up();
      const placed = page.getByRole('button', {
        name: new RegExp(`^Reserva ${bookingId}, John Smith,.*habitación 201 `),
      });
      await expect(placed).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('calendario-escritorio.png') });
      // Enter on the focused bar opens the booking; so does a click (a press that does not drag).
      await placed.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/dashboard/reserva/${bookingId}$`));
      await page.goBack();
      await placed.click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/reserva/${bookingId}$`));
      await expect(page.getByTestId('linea-1')).toContainText('Sencilla · 201');
    });

    test('on its arrival day checks it in from the booking, with the guest register (phone width)', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await loginAs(page, demo.recepcion, `/dashboard/reserva/${bookingId}`);
      await page.getByTestId('linea-1').getByRole('button', { name: 'Check-in' }).click();
      const dialog = page.getByRole('dialog', { name: `Check-in de la reserva ${bookingId}` });
      // The register's fields are required: the dialog says so on each one.
      await dialog.getByRole('button', { name: 'Hacer check-in' }).click();
      await expect(dialog.getByText('Indique de dónde viene el huésped')).toBeVisible();
      // A passport guest without nationality and birth date on record: the register asks them.
      await choose(dialog, page, 'Nacionalidad', /^Reino Unido/, 'Reino');
      await typeDate(dialog, 'Fecha de nacimiento', '1985-04-15');
      await dialog.getByRole('textbox', { name: 'Residencia' }).fill('Londres, Reino Unido');
      await choose(dialog, page, 'Procedencia', /^Bogotá/, 'Bogot');
      await choose(dialog, page, 'Destino', /^Cartagena de Indias/, 'Cartagena');
      await choose(dialog, page, 'Motivo del viaje', 'Vacaciones, recreo y ocio');
      expect(await seriousAxe(page, 'check-in')).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('checkin-telefono.png'), fullPage: true });
      await dialog.getByRole('button', { name: 'Hacer check-in' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('linea-1')).toContainText('Check-in');
      const history = page.getByTestId('historial');
      await expect(history).toContainText('Check-in · habitación 1');
      await expect(history).toContainText('Cambio de habitación');
      await page.screenshot({ path: test.info().outputPath('detalle-telefono.png'), fullPage: true });
      // The room is occupied on the rack.
      const rack = await page.request.get('/api/habitacionesDashboard', { headers: desk });
      const room = (await rack.json()).data.find((r: { numero: string }) => r.numero === '201');
      expect(room?.estado).toBe('Ocupada');
    });

    test('cancels another booking keeping the penalty and giving back 50.000 (phone width)', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const clients = await request.post('/api/clienteListar?search=Luc%C3%ADa', { headers: desk, data: {} });
      const lucia = (await clients.json()).data[0].id as number;
      const types = await request.post('/api/disponibilidad', {
        headers: desk,
        data: { llegada: hotelDay(20), salida: hotelDay(22), adultos: 1, ninos: 0 },
      });
      const sencilla = (await types.json()).data.find((t: { nombre: string }) => t.nombre === 'Sencilla');
      const made = await request.post('/api/reservaCrear', {
        headers: { ...desk, 'Idempotency-Key': randomUUID() },
        data: {
          cliente_id: lucia,
          canal: 'telefono',
          anticipo: { forma_pago_id: (await cashMethod(request, desk)) ?? 0, monto: '80000' },
          lineas: [
            {
              tipo_habitacion_id: sencilla.tipo_habitacion_id,
              llegada: hotelDay(20),
              salida: hotelDay(22),
              adultos: 1,
            },
          ],
        },
      });
      expect(made.status(), await made.text()).toBe(200);
      const other = (await made.json()).data.id as number;

      await page.setViewportSize({ width: 390, height: 844 });
      await loginAs(page, demo.recepcion, `/dashboard/reserva/${other}`);
      await page.getByRole('button', { name: 'Cancelar reserva' }).click();
      const dialog = page.getByRole('dialog', { name: `Cancelar la reserva ${other}` });
      const terms = dialog.getByTestId('terminos-cancelacion');
      await expect(terms).toContainText(/Anticipo recibido\s*\$\s80\.000/);
      await expect(terms).toContainText(/Penalidad por cancelación\s*\$\s[1-9][\d.]*/);
      await dialog
        .getByRole('textbox', { name: 'Motivo de la cancelación' })
        .fill('Cambió la fecha del viaje');
      await dialog.getByRole('checkbox', { name: 'Devolver dinero al cliente' }).check();
      await choose(dialog, page, 'Medio de pago', 'Efectivo');
      const refund = dialog.getByRole('textbox', { name: 'Valor a devolver' });
      await refund.fill('');
      await refund.pressSequentially('50.000');
      await refund.blur();
      await expect(refund).toHaveValue('$ 50.000');
      expect(await seriousAxe(page, 'cancelar')).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('cancelar-telefono.png') });
      await dialog.getByRole('button', { name: 'Confirmar cancelación' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('table', { name: 'Anticipos' })).toContainText('Devolución');
      await expect(page.getByTestId('totales-reserva')).toContainText(/Pagado \$\s30\.000/);
      await expect(page.getByTestId('historial')).toContainText('Cancelación');
      await page.screenshot({ path: test.info().outputPath('cancelada-telefono.png'), fullPage: true });
    });
  });

async function cashMethod(request: APIRequestContext, headers: Headers): Promise<number | undefined> {
  const res = await request.post('/api/medioPagoListar?estado=true', { headers, data: {} });
  const methods = (await res.json()).data as { id: number; nombre: string }[];
  return methods.find((m) => m.nombre === 'Efectivo')?.id;
}
