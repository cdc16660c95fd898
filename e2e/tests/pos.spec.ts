import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiCall, apiLogin, demo, loginAs, pickOption, stockAndRegister, walkIn } from './support';

/** This spec's own room: no other spec uses it. */
const ROOM = '101';

// A tablet held upright: the grid and the order stack, as on the restaurant's tablets.
test.use({ viewport: { width: 820, height: 1180 } });

/**
 * What the sales need that the demo's base data lacks: beer and water in the main warehouse (the
 * outlets' warehouse), a register the cashier opens with a cash float, and a walk-in in room 101.
 */
async function prepare(request: APIRequestContext) {
  const admin = { authorization: `Bearer ${(await apiLogin(request, demo.admin)).token}` };
  const cashier = { authorization: `Bearer ${(await apiLogin(request, demo.cajero)).token}` };
  await stockAndRegister(request, admin, cashier, {
    nit: 900_000_000,
    supplier: 'Distribuidora del Restaurante S.A.S.',
    register: 'Caja POS',
    items: [
      ['AGUA', '24', '1800'],
      ['CERV', '24', '3500'],
    ],
  });
  await walkIn(request, admin, ROOM);
  return { admin };
}

test('a cashier sells a beer and a water, card and cash with change, and the ticket shows; then charges two beers to room 101', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const { admin } = await prepare(page.request);
  await loginAs(page, demo.cajero, '/dashboard/dashboardSell');
  await expect(page.getByRole('textbox', { name: 'Punto de venta' })).toHaveValue('Restaurante');

  // A tap on a tile, and a code typed (or scanned) with Enter.
  await page.getByRole('button', { name: 'Agregar Cerveza nacional' }).click();
  const search = page.getByRole('textbox', { name: 'Buscar producto' });
  await search.fill('AGUA');
  await search.press('Enter');
  await expect(search).toHaveValue('');
  await expect(page.getByTestId('linea-2')).toContainText('Agua sin gas 600 ml');
  // The restaurant charges INC 8 % inside the menu prices: 8.000 + 4.500.
  const totals = page.getByTestId('totales');
  await expect(totals).toContainText('INC 8 %');
  await expect(page.getByTestId('total')).toHaveText('$ 12.500');

  await page.getByRole('button', { name: 'Cobrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cobrar' });
  await expect(dialog.getByTestId('documento-a-emitir')).toContainText('Tiquete POS');
  await pickOption(page, dialog, 'Medio de pago 1', 'Tarjeta crédito');
  await dialog.getByRole('textbox', { name: 'Valor 1' }).fill('10000');
  await dialog.getByRole('button', { name: 'Agregar medio de pago' }).click();
  await pickOption(page, dialog, 'Medio de pago 2', 'Efectivo');
  await dialog.getByRole('textbox', { name: 'Valor 2' }).fill('5000');
  await expect(dialog.getByTestId('cambio')).toContainText('$ 2.500');
  await dialog.getByRole('button', { name: 'Registrar venta' }).click();

  const ticket = page.getByTestId('tiquete');
  await expect(ticket).toContainText(/Tiquete POS POS\d+/);
  await expect(ticket).toContainText('Cerveza nacional');
  await expect(ticket).toContainText('Cambio');
  await expect(ticket).toContainText('$ 2.500');
  // Its PDF (80 mm) opens in a new tab, made by the server.
  const pdfAnswer = page.waitForResponse((r) => /\/api\/ventaPdf\/\d+$/.test(r.url()));
  const tab = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^PDF de POS\d+$/ }).click();
  const pdf = await pdfAnswer;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await (await tab).close();
  await page.getByRole('button', { name: 'Nueva venta' }).click();

  // A water on a factura de venta: an invoice of Facturas, numbered with the check-out's invoices.
  await search.fill('AGUA');
  await search.press('Enter');
  await page.getByRole('checkbox', { name: 'El cliente pide factura de venta' }).check();
  await expect(page.getByTestId('totales')).toContainText('Factura de venta');
  await page.getByRole('button', { name: 'Cobrar' }).click();
  // The guest accepts the suggested voluntary tip: outside the invoice, kept for the staff.
  await dialog.getByText(/El cliente acepta la propina voluntaria sugerida/).click();
  await pickOption(page, dialog, 'Medio de pago 1', 'Efectivo');
  await dialog.getByRole('textbox', { name: 'Valor 1' }).fill('5000');
  await dialog.getByRole('button', { name: 'Registrar venta' }).click();
  await expect(ticket).toContainText(/Factura de venta \S+\d/);
  const numero = /Factura de venta (\S+\d)/.exec((await ticket.textContent()) ?? '')?.[1] ?? '';
  // Its PDF is the invoice's, offered beside the ticket.
  await expect(page.getByRole('button', { name: `PDF carta de la factura ${numero}` })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva venta' }).click();
  await page.goto('/dashboard/invoice');
  await expect(page.getByRole('heading', { name: 'Facturas', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(numero);
  await expect(page.getByRole('row', { name: new RegExp(numero) })).toContainText('Consumidor final');
  await page.goto('/dashboard/dashboardSell');

  // The bartender's round to room 101: two beers on the guest's account, no payment.
  await page.getByRole('button', { name: 'Agregar Cerveza nacional' }).click();
  await page.getByRole('button', { name: 'Agregar Cerveza nacional' }).click();
  await expect(page.getByTestId('linea-1').getByRole('textbox', { name: 'Cantidad' })).toHaveValue('2');
  await page.getByText('Habitación', { exact: true }).click();
  await pickOption(page, page.locator('body'), 'Habitación ocupada', new RegExp(`^${ROOM} · `));
  await expect(page.getByTestId('totales')).toContainText('Cargo a habitación');
  await page.getByRole('button', { name: 'Cargar a la habitación' }).click();
  await expect(ticket).toContainText(`Habitación ${ROOM}`);
  await expect(ticket).toContainText('Firma del huésped');

  const sales = await apiCall(page.request, admin, '/api/ventaListar', { documento: 'habitacion' });
  const sale = (await apiCall(page.request, admin, `/api/ventaMostrar/${sales.data[0].id}`)).data;
  const account = await apiCall(page.request, admin, `/api/cuentaMostrar/${sale.cuenta_id}`);
  expect(JSON.stringify(account)).toContain('Cerveza nacional (Restaurante)');
  expect(sale.total).toBe('16000.00');

  // The tip waits in the cashier's shift for its payout: Informes → Propinas por turno.
  // The administrator at another desk: a context of its own.
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const office = await (await browser.newContext({ baseURL, locale, timezoneId })).newPage();
  await loginAs(office, demo.admin, '/dashboard/admin/reports/tips');
  const tips = office.getByRole('table', { name: 'Propinas por turno' });
  // The cashier's row (the orders spec's waiter collects tips at the restaurant too, on a shift of their own).
  await expect(
    tips.getByRole('row').filter({ hasText: 'Restaurante' }).filter({ hasText: 'Camila Cajera' }).first(),
  ).toContainText(/\$\s?417/);
});

test('a sale whose answer is lost is kept as pending, survives a reload, and gets its number once when the server answers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The cashier's register (opened by the test above; when this test runs alone, opened here).
  const cashier = { authorization: `Bearer ${(await apiLogin(page.request, demo.cajero)).token}` };
  if (!(await apiCall(page.request, cashier, '/api/detalleCajaSaldo')).data) {
    const admin = { authorization: `Bearer ${(await apiLogin(page.request, demo.admin)).token}` };
    const caja = await apiCall(page.request, admin, '/api/cajaCrear', { nombre: `Caja POS ${Date.now()}` });
    await apiCall(page.request, cashier, '/api/cajaAbrir', {
      caja_id: caja.data.id,
      efectivo: '50000',
      password: 'AUTOAPROBACION',
    });
  }
  const tiquetes = async () =>
    (await apiCall(page.request, cashier, '/api/ventaListar?per_page=1', { documento: 'pos' }))
      .total as number;
  const before = await tiquetes();

  await loginAs(page, demo.cajero, '/dashboard/dashboardSell');
  // A dessert (a service: no stock to prepare), priced by the server while it still answers.
  await page.getByRole('button', { name: 'Agregar Postre de natas' }).click();
  await expect(page.getByTestId('total')).toBeVisible();

  // The worst case: the sale reaches the server and is made, but its answer never comes back.
  await page.route('**/api/ventaCrear', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Cobrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cobrar' });
  await pickOption(page, dialog, 'Medio de pago 1', 'Efectivo');
  await dialog.getByRole('textbox', { name: 'Valor 1' }).fill('50000');
  await dialog.getByRole('button', { name: 'Registrar venta' }).click();

  const pending = page.getByTestId('ventas-pendientes');
  await expect(pending).toContainText('Pendiente de envío');
  await expect(pending.getByTestId('pendientes-cuenta')).toContainText('1 venta');
  await expect(pending.getByTestId('venta-pendiente')).toContainText('1 × Postre de natas');
  await expect(page.getByTestId('tiquete')).toBeHidden();
  await expect(page.getByText('Toque un producto o escanee su código.')).toBeVisible();
  expect(await tiquetes()).toBe(before + 1);

  // The server is now unreachable; the page is reloaded: the sale is still there, still pending.
  await page.unroute('**/api/ventaCrear');
  await page.route('**/api/ventaCrear', (route) => route.abort('internetdisconnected'));
  const retried = page.waitForRequest('**/api/ventaCrear');
  await page.reload();
  await retried;
  await expect(page.getByTestId('venta-pendiente')).toContainText('Pendiente de envío');

  // The server answers again: the same key gets the sale made the first time, not a second one.
  await page.unroute('**/api/ventaCrear');
  await page.getByRole('button', { name: 'Reintentar ahora' }).click();
  const sent = page.getByTestId('venta-enviada');
  await expect(sent).toContainText(/Tiquete POS POS\d+/);
  await expect(page.getByTestId('venta-pendiente')).toBeHidden();
  expect(await tiquetes()).toBe(before + 1);
  const newest = (await apiCall(page.request, cashier, '/api/ventaListar?per_page=1', { documento: 'pos' }))
    .data[0];
  await expect(sent).toContainText(`Tiquete POS ${newest.numero}`);
  expect(newest.total).toBe('12000.00');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the grid and the order fit the width, nothing scrolls sideways', async ({ page }) => {
    await loginAs(page, demo.cajero, '/dashboard/dashboardSell');
    await page.getByRole('button', { name: 'Agregar Cerveza nacional' }).click();
    await expect(page.getByTestId('linea-1')).toBeVisible();
    await expect(page.getByTestId('total')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the buyer is a client created from the sale (document type and number, name), the order kept', async ({
  page,
}) => {
  const documento = String(Date.now()).slice(-10);
  await loginAs(page, demo.admin, '/dashboard/dashboardSell');
  await page.getByRole('button', { name: 'Agregar Cerveza nacional' }).click();
  await page.getByText('Cliente', { exact: true }).click();
  await page.getByRole('button', { name: 'Nuevo cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await dialog.getByRole('textbox', { name: 'Tipo de documento' }).click();
  await page.getByRole('option', { name: 'CC · Cédula de ciudadanía' }).click();
  await dialog.getByRole('textbox', { name: 'Número de documento' }).fill(documento);
  await dialog.getByRole('textbox', { name: 'Nombres' }).fill('Tomás');
  await dialog.getByRole('textbox', { name: 'Apellidos' }).fill('Barra Prueba');
  await dialog.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Cliente' })).toHaveValue(
    `Tomás Barra Prueba · CC ${documento}`,
  );
  await expect(page.getByTestId('linea-1')).toContainText('Cerveza nacional');
});
