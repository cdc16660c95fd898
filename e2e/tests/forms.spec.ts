import { expect, type Page, test } from '@playwright/test';
import { apiLogin, demo, loginAs } from './support';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const tag = () => Date.now().toString(36).slice(-5).toUpperCase();

/** A room type of the test's own, so its rates overlap with nobody's. */
async function newRoomType(page: Page) {
  const { token } = await apiLogin(page.request, demo.admin);
  const headers = { authorization: `Bearer ${token}` };
  const nombre = `Tipo formularios ${tag()}`;
  const res = await page.request.post('/api/tipoHabitacionCrear', {
    headers,
    data: { nombre, capacidad_adultos: 2, capacidad_ninos: 0, camas: 1 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { nombre, headers };
}

async function openNewRate(page: Page, typeName: string) {
  await loginAs(page, demo.admin, '/dashboard/admin/tarifas');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = dialog(page, 'Nueva tarifa');
  await form.getByRole('textbox', { name: 'Tipo de habitación', exact: true }).fill(typeName);
  await page.getByRole('option', { name: typeName, exact: true }).click();
  return form;
}

test('money typed the Colombian way: 150.000 in a rate is one hundred fifty thousand', async ({ page }) => {
  const { nombre: typeName, headers } = await newRoomType(page);
  const form = await openNewRate(page, typeName);
  await form.getByLabel('Nombre').fill('Estándar');
  // Typed key by key, as a receptionist does: the '.' is the thousands separator.
  const price = form.getByRole('textbox', { name: 'Precio por noche' });
  await price.pressSequentially('150.000');
  await price.blur();
  await expect(price).toHaveValue('$ 150.000');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(typeName);
  await expect(page.getByRole('row', { name: new RegExp(typeName) })).toContainText(/\$\s150\.000(?!,)/);

  const list = await page.request.post('/api/tarifaListar', { headers, data: { search: typeName } });
  expect((await list.json()).data[0].precio_noche).toBe('150000.00');
});

test('a whole-peso field rounds cents visibly: 100000,50 opens the register with $ 100.001', async ({
  page,
}) => {
  const { token } = await apiLogin(page.request, demo.admin);
  const headers = { authorization: `Bearer ${token}` };
  const register = `Caja formularios ${tag()}`;
  const created = await page.request.post('/api/cajaCrear', { headers, data: { nombre: register } });
  expect(created.status(), await created.text()).toBe(200);

  await loginAs(page, demo.admin);
  await page.getByRole('button', { name: 'Abrir Caja' }).click();
  const modal = dialog(page, 'Abrir Caja');
  await modal.getByRole('textbox', { name: 'Seleccione Caja' }).click();
  await page.getByRole('option', { name: register }).click();
  const cash = modal.getByRole('textbox', { name: 'Efectivo' });
  await expect(cash).toHaveValue('$ 0');
  // The prefilled zero makes way for what is typed.
  await cash.click();
  await cash.pressSequentially('100000,50');
  await expect(modal.getByText('Sin centavos: se guardará $ 100.001')).toBeVisible();
  await cash.blur();
  await expect(cash).toHaveValue('$ 100.001');
  await modal.getByRole('button', { name: 'Abrir Caja' }).click();
  await dialog(page, 'Éxito').getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByTestId('total-caja')).toHaveText(/^\$\s100\.001,00$/);

  const balance = await page.request.get('/api/detalleCajaSaldo', { headers });
  expect((await balance.json()).data.saldo).toBe('100001.00');
  // Leave no register open for the other tests.
  const closed = await page.request.post('/api/cajaCerrar', {
    headers,
    data: { efectivo: '100001', tarjetas: '0', transferencia: '0' },
  });
  expect(closed.status(), await closed.text()).toBe(200);
});

test.describe('on a browser in English', () => {
  test.use({ locale: 'en-US' });

  test('a date field shows and reads dd/mm/aaaa in Spanish and the API gets YYYY-MM-DD', async ({ page }) => {
    const { nombre: typeName, headers } = await newRoomType(page);
    const form = await openNewRate(page, typeName);
    await form.getByLabel('Nombre').fill('Temporada');
    await form.getByRole('textbox', { name: 'Precio por noche' }).fill('200000');
    const from = form.getByRole('textbox', { name: 'Vigencia desde' });
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await from.click();
    // The calendar speaks Spanish whatever the browser's language.
    await expect(
      page.getByRole('button', {
        name: /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) \d{4}$/,
      }),
    ).toBeVisible();
    await from.pressSequentially('05/03/2026');
    await from.blur();
    await expect(from).toHaveValue('05/03/2026');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form).toBeHidden();
    await page.getByRole('textbox', { name: 'Buscar' }).fill(typeName);
    await expect(page.getByRole('row', { name: new RegExp(typeName) })).toContainText('Desde 05/03/2026');

    const list = await page.request.post('/api/tarifaListar', { headers, data: { search: typeName } });
    expect((await list.json()).data[0].vigencia_desde).toBe('2026-03-05');
  });
});

test('a walk-in guest is registered from the Ocupar dialog and occupies the room', async ({ page }) => {
  const documento = String(Date.now()).slice(-9);
  await loginAs(page, demo.recepcion);
  const card = page.getByRole('button', { name: /^Habitación 206,/ });
  await expect(card).toContainText('Disponible');
  await card.click();
  await page.getByRole('button', { name: 'Ocupar', exact: true }).click();
  const room = dialog(page, 'Habitación 206');
  await room.getByRole('button', { name: 'Nuevo cliente' }).click();

  await room.getByRole('textbox', { name: 'Tipo de documento' }).fill('CC');
  await page.getByRole('option', { name: /^CC · / }).click();
  const numero = room.getByRole('textbox', { name: 'Número de documento' });
  await numero.fill('12AB34');
  await expect(room.getByText('El número de CC lleva solo dígitos')).toBeVisible();
  await numero.fill(documento);
  await room.getByRole('textbox', { name: 'Nombres' }).fill('Walter');
  await room.getByRole('textbox', { name: 'Apellidos' }).fill('Caminante Prueba');
  await room.getByRole('button', { name: 'Crear cliente' }).click();

  await expect(room.getByRole('textbox', { name: 'Cliente' })).toHaveValue(
    `Walter Caminante Prueba · CC ${documento}`,
  );
  await expect(room.getByTestId('precio-estancia')).toContainText('1 noche');
  await room.getByRole('button', { name: 'Ocupar', exact: true }).click();
  await expect(card).toContainText('Ocupada');
  await expect(card).toContainText('Walter Caminante Prueba');
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Ocupar dialog shows the whole departure date', async ({ page }) => {
    await loginAs(page, demo.recepcion);
    await page.getByRole('button', { name: /^Habitación 205,/ }).click();
    await page.getByRole('button', { name: 'Ocupar', exact: true }).click();
    const room = dialog(page, 'Habitación 205');
    const salida = room.getByRole('textbox', { name: 'Salida' });
    await expect(salida).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await page.screenshot({ path: test.info().outputPath('ocupar-390.png') });
    // The text fits its box: nothing of the date is cut.
    const fits = await salida.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth);
    expect(fits).toBe(true);
    const box = await salida.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });
});
