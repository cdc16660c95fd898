import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { xlsxRows } from './files';
import { apiCall, apiLogin, demo, loginAs } from './support';

/** This spec's own rooms: no other spec uses them. */
const FROM = '104';
const TO = '106';
const BREAKFAST = 'Desayuno americano';

// The administrator's test charges the account the receptionist's test opened.
test.describe.configure({ mode: 'serial' });
let fromAccount = 0;

const bearer = async (request: APIRequestContext, email: string) => ({
  authorization: `Bearer ${(await apiLogin(request, email)).token}`,
});

/**
 * The receptionist's morning: guests in 104 and 106 (walk-ins, as the desk makes them), and a
 * laundry charge on 104's account. Answers the accounts of both rooms.
 */
async function prepare(request: APIRequestContext) {
  const desk = await bearer(request, demo.recepcion);
  const rack = await apiCall(request, desk, '/api/habitacionesDashboard');
  const salida = new Date(Date.parse(`${rack.hoy}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const clients = (await apiCall(request, desk, '/api/clienteListar', {})).data as { id: number }[];
  const accounts: Record<string, number> = {};
  for (const [i, numero] of [FROM, TO].entries()) {
    const room = rack.data.find((r: { numero: string }) => r.numero === numero);
    expect(room?.estado).toBe('Disponible');
    await apiCall(request, desk, '/api/ocuparHabitacionCliente', {
      habitacion_id: room.id,
      cliente_id: clients[i]?.id,
      adultos: 1,
      salida,
      tarifa_nombre: 'Estándar',
    });
    accounts[numero] = (
      await apiCall(request, desk, `/api/getRoomDashBoard/${room.id}`)
    ).data.estancia.cuenta_id;
  }
  const products = (await apiCall(request, desk, '/api/gatProductosServicio')).data as {
    id: number;
    nombre: string;
  }[];
  const id = (nombre: string) => products.find((p) => p.nombre === nombre)?.id;
  const fromRoom = rack.data.find((r: { numero: string }) => r.numero === FROM).id;
  await apiCall(request, desk, '/api/saveDetalleRoom', {
    habitacion_id: fromRoom,
    lineas: [{ product_id: id('Lavandería por prenda'), cantidad: 2 }],
  });
  return { desk, accounts, fromRoom, breakfast: id(BREAKFAST) };
}

async function openAccount(page: Page, cuentaId: number) {
  await page.goto('/dashboard/dashboardFacturacion');
  // An account whose charges all moved out owes nothing: the list shows every open account.
  await page.getByRole('checkbox', { name: 'Solo con saldo' }).uncheck();
  await page.getByRole('button', { name: `Ver la cuenta ${cuentaId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cuenta N.º ${cuentaId}` });
  await expect(dialog.getByRole('table', { name: 'Movimientos de la cuenta' })).toBeVisible();
  return dialog;
}

test('the receptionist moves a charge to another room, reverses none, and charges at the list price only', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { desk, accounts, fromRoom, breakfast } = await prepare(request);
  fromAccount = accounts[FROM] as number;
  await loginAs(page, demo.recepcion, '/dashboard/dashboardFacturacion');
  const dialog = await openAccount(page, accounts[FROM] as number);
  await dialog.getByRole('button', { name: /^Acciones de «Lavandería por prenda»/ }).click();
  // Moving is the desk's work; the reversal stays a supervisor's (issue 32, item 8).
  await expect(page.getByRole('menuitem')).toHaveText(['Trasladar']);
  await page.getByRole('menuitem', { name: 'Trasladar' }).click();
  await dialog.getByRole('textbox', { name: 'Cuenta de destino' }).click();
  await page.getByRole('option').filter({ hasText: TO }).first().click();
  await dialog.getByRole('button', { name: 'Trasladar', exact: true }).click();
  await expect(dialog.getByText(`Trasladado a la cuenta ${accounts[TO]}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('recepcion-traslado.png') });

  // Cargar consumo: the list price, fixed, and why; no discount (item 14).
  await dialog.getByRole('button', { name: 'Cargar consumo' }).click();
  await dialog.getByRole('textbox', { name: 'Producto o servicio 1', exact: true }).click();
  await page.getByRole('option', { name: BREAKFAST, exact: true }).click();
  const price = dialog.getByRole('textbox', { name: 'Precio 1' });
  await expect(price).toHaveValue('$ 25.000');
  await expect(price).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'Descuento 1' })).toHaveCount(0);
  await expect(dialog.getByText(/Cobrar otro precio requiere el permiso/)).toBeVisible();
  // The server refuses what the form does not offer.
  const forced = await request.post('/api/saveDetalleRoom', {
    headers: desk,
    data: {
      habitacion_id: fromRoom,
      lineas: [{ product_id: breakfast, cantidad: 1, precio: '1' }],
      motivo: 'x',
    },
  });
  expect(forced.status()).toBe(403);
  expect((await forced.json()).message).toContain(
    'requiere el permiso «Cobrar un precio distinto al de lista',
  );
});

test('the administrator charges a breakfast at $ 1 with a reason, finds it in Auditoría by user and action, and exports it', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const cuentaId = fromAccount;
  const { usuario } = await loginAs(page, demo.admin, '/dashboard/dashboardFacturacion');
  const dialog = await openAccount(page, cuentaId);
  await dialog.getByRole('button', { name: 'Cargar consumo' }).click();
  await dialog.getByRole('textbox', { name: 'Producto o servicio 1', exact: true }).click();
  await page.getByRole('option', { name: BREAKFAST, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Precio 1' }).fill('1');
  const send = dialog.getByRole('button', { name: 'Cargar', exact: true });
  await expect(send).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Motivo del cambio de precio/ }).fill('Cortesía por la demora');
  await send.click();
  await expect(dialog.getByRole('table', { name: 'Movimientos de la cuenta' })).toContainText('$ 1,00');

  // Administración → Auditoría, filtered by the user and the action.
  await page.goto('/dashboard/dashboardRooms');
  await page.getByRole('link', { name: 'Auditoría' }).click();
  await expect(page.getByRole('heading', { name: 'Auditoría', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Usuario' }).click();
  await page.getByRole('option', { name: usuario.name, exact: true }).click();
  await page.getByRole('textbox', { name: 'Acción' }).click();
  await page.getByRole('option', { name: 'Precio distinto al de lista', exact: true }).click();
  const log = page.getByRole('table', { name: 'Registro de auditoría' });
  await expect(log.getByRole('row')).toHaveCount(2);
  const row = log.getByRole('row').nth(1);
  await expect(row).toContainText(usuario.name);
  await expect(row).toContainText('Precio (lista → cobrado): $ 25.000,00 → $ 1,00');
  await expect(row).toContainText('Motivo: Cortesía por la demora');
  await expect(row).toContainText(`Producto: ${BREAKFAST}`);
  await page.screenshot({ path: testInfo.outputPath('auditoria.png'), fullPage: true });

  // The Excel file, read back: one row per change, the list price beside the price charged.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = testInfo.outputPath('auditoria.xlsx');
  await download.saveAs(file);
  const [rows = []] = xlsxRows(file);
  expect(rows).toContainEqual([
    'Fecha',
    'Usuario',
    'IP',
    'Entidad',
    'Registro',
    'Acción',
    'Campo',
    'Antes',
    'Después',
  ]);
  const priced = rows.find((r) => r[6] === 'Precio (lista → cobrado)');
  expect(priced?.slice(1, 2)).toEqual([usuario.name]);
  expect(priced?.slice(3)).toEqual([
    'Cuentas',
    String(cuentaId),
    'Precio distinto al de lista',
    'Precio (lista → cobrado)',
    '$ 25.000,00',
    '$ 1,00',
  ]);
  expect(rows).toContainEqual(expect.arrayContaining(['Motivo', 'Cortesía por la demora']));

  // On a phone: the same entry as a card, the filters kept.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: 'Precio distinto al de lista' });
  await expect(card).toContainText('Precio (lista → cobrado): $ 25.000,00 → $ 1,00');
  // Once the shell has settled at the new width (its side menu turns into an overlay after the resize).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('auditoria-telefono.png'), fullPage: true });
});
