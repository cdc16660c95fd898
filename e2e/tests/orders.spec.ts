import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiLogin, demo, loginAs, pickOption, stockAndRegister } from './support';

/**
 * The restaurant's flow (issue 31) on its tables: no room is used. Table 4 of the demo's
 * Restaurante belongs to this spec.
 */
const TABLE = 'Mesa 4';
const mesero = 'mesero@posada.demo';

// A tablet held upright, as the waiters carry them.
test.use({ viewport: { width: 820, height: 1180 } });

/** Sodas in the main warehouse, and a register the waiter opens (the waiter collects at the table). */
async function prepare(request: APIRequestContext) {
  const admin = { authorization: `Bearer ${(await apiLogin(request, demo.admin)).token}` };
  const waiter = { authorization: `Bearer ${(await apiLogin(request, mesero)).token}` };
  await stockAndRegister(request, admin, waiter, {
    nit: 800_000_000,
    supplier: 'Bebidas de la Mesa S.A.S.',
    register: 'Caja Meseros',
    items: [['GASE', '24', '2100']],
  });
}

test('a waiter opens table 4, sends two dishes and a drink to two stations, resends only the dessert, splits the bill in two and collects card and cash with change and a tip', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await prepare(page.request);
  await loginAs(page, mesero, '/dashboard/dashboardSell');
  await page.getByRole('tab', { name: 'Mesas' }).click();
  await expect(page.getByTestId(`mesa-${TABLE}`)).toContainText('Libre');
  await page.getByRole('button', { name: TABLE, exact: true }).click();

  await page.getByRole('button', { name: 'Agregar Sobrebarriga en salsa' }).click();
  await page.getByRole('button', { name: 'Agregar Sobrebarriga en salsa' }).click();
  await page.getByRole('button', { name: 'Agregar Gaseosa 400 ml' }).click();
  await expect(page.getByTestId('total')).toHaveText('$ 69.000');
  await page.getByRole('button', { name: 'Enviar a cocina' }).click();
  const sent = page.getByRole('dialog', { name: 'Comandas enviadas' });
  await expect(sent.getByTestId('comanda-Cocina')).toContainText('2 × Sobrebarriga en salsa');
  await expect(sent.getByTestId('comanda-Bar')).toContainText('1 × Gaseosa 400 ml');
  await sent.getByRole('button', { name: 'Listo' }).click();
  await expect(page.getByTestId('linea-1')).toContainText('En cocina: 2');

  // The dessert later: only it goes to the kitchen.
  await page.getByRole('button', { name: 'Agregar Postre de natas' }).click();
  await page.getByRole('button', { name: 'Enviar a cocina' }).click();
  await expect(sent.getByTestId('comanda-Cocina')).toContainText('1 × Postre de natas');
  await expect(sent.getByTestId('comanda-Cocina')).not.toContainText('Sobrebarriga');
  await expect(sent.getByTestId('comanda-Bar')).toHaveCount(0);
  await sent.getByRole('button', { name: 'Listo' }).click();

  // Another tablet (the cashier's) sees the table occupied with its total.
  const cashier = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 390, height: 844 } });
  if (cashier) {
    const other = await cashier.newPage();
    await loginAs(other, demo.cajero, '/dashboard/dashboardSell');
    await other.getByRole('tab', { name: 'Mesas' }).click();
    await expect(other.getByTestId(`mesa-${TABLE}`)).toContainText('$ 81.000');
    const overflow = await other.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await cashier.close();
  }

  // The bill in two equal shares: one by card, the other in cash with the tip and change.
  await page.getByRole('button', { name: 'Dividir cuenta' }).click();
  const split = page.getByRole('dialog', { name: 'Dividir cuenta' });
  await expect(split.getByTestId('partes')).toContainText('2 pagos de $ 40.500 + $ 40.500');
  await split.getByRole('button', { name: 'Dividir' }).click();
  await page.getByRole('button', { name: 'Cobrar en 2 partes' }).click();
  const pay = page.getByRole('dialog', { name: 'Cobrar' });
  await expect(pay.getByRole('textbox', { name: 'Valor 1' })).toHaveValue(/40\.500/);
  await expect(pay.getByRole('textbox', { name: 'Valor 2' })).toHaveValue(/40\.500/);
  await pickOption(page, pay, 'Medio de pago 1', 'Tarjeta crédito');
  // 10 % of 75.000 before the INC: 7.500, paid with the cash half.
  await pay.getByText(/El cliente acepta la propina voluntaria sugerida/).click();
  await pickOption(page, pay, 'Medio de pago 2', 'Efectivo');
  await pay.getByRole('textbox', { name: 'Valor 2' }).fill('50000');
  await expect(pay.getByTestId('cambio')).toContainText('$ 2.000');
  await pay.getByRole('button', { name: 'Registrar venta' }).click();

  const ticket = page.getByTestId('tiquete');
  // The sale's transaction on a loaded machine: give it time.
  await expect(ticket).toContainText(/Tiquete POS POS\d+/, { timeout: 20_000 });
  await expect(ticket).toContainText('Consumidor final');
  await expect(ticket).toContainText('Postre de natas');
  await expect(ticket).toContainText('$ 7.500');
  await expect(ticket).toContainText('$ 2.000');
  await page.getByRole('button', { name: 'Volver a la mesa' }).click();
  await page.getByRole('button', { name: 'Mesas' }).click();
  await expect(page.getByTestId(`mesa-${TABLE}`)).toContainText('Libre');
});
