import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { nitCheckDigit } from '@posada/contracts';

/**
 * The whole run shares one demo hotel, so each spec that changes a room owns it. Owners today:
 * 101 pos · 102 accounts-invoice · 103 receivables · 104, 106 front-desk-audit · 105, 108 money-documents ·
 * 107 live-updates · 201 reservations-path · 202 guest-reporting · 203, 204, 303 calendar · 205, 206 forms ·
 * 207 e-invoicing · 208 housekeeping · 301 rack-checkout-buyer · 302 accounts-layout · 304–307 rack ·
 * 308 rack-stay. No room is free. Tables: Mesa 4 of the Restaurante, orders.
 * Read-only, owning no room: reports.
 */

const DAY_MS = 86_400_000;
/** The hotel's date (America/Bogota) `days` from now, as aaaa-mm-dd: the app's "today" and after. */
export const hotelDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(
    new Date(Date.now() + days * DAY_MS),
  );
/** An aaaa-mm-dd date as the app shows and reads it: dd/mm/aaaa. */
export const shown = (iso: string) => iso.split('-').reverse().join('/');

/** Demo logins seeded by the server (see README). */
export const DEMO_PASSWORD = 'Posada2026*';
export const demo = {
  admin: 'administrador@posada.demo',
  recepcion: 'recepcion@posada.demo',
  cajero: 'cajero@posada.demo',
  amaDeLlaves: 'amallaves@posada.demo',
  almacen: 'almacen@posada.demo',
  contabilidad: 'contabilidad@posada.demo',
} as const;

export interface LoginAnswer {
  token: string;
  usuario: { id: number; name: string; theme_config: Record<string, unknown> };
}

/** Picks `option` of a searchable select of `scope` (typing `typed` first when given). */
export async function choose(
  scope: Locator,
  page: Page,
  field: string,
  option: RegExp | string,
  typed?: string,
) {
  const box = scope.getByRole('textbox', { name: field, exact: true });
  if (typed) await box.fill(typed);
  else await box.click();
  await page.getByRole('option', { name: option }).click();
  await expect(box).not.toHaveValue('');
}

export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as LoginAnswer;
}

/**
 * Logs in through the API (faster than the form) and stores the session the way the web app
 * does, then opens `path`. The session is stored once per tab: a logout's reload must not find it
 * stored again (then only the server's refusal of the old token, seconds later under load, would
 * bring the login page).
 */
export async function loginAs(
  page: Page,
  email: string,
  path = '/dashboard/dashboardRooms',
  password = DEMO_PASSWORD,
) {
  const answer = await apiLogin(page.request, email, password);
  await page.addInitScript(
    ({ token, usuario }) => {
      if (!sessionStorage.getItem('e2e.session') && !localStorage.getItem('posada.token')) {
        sessionStorage.setItem('e2e.session', 'stored');
        localStorage.setItem('posada.token', token);
        localStorage.setItem('posada.usuario', JSON.stringify(usuario));
      }
    },
    { token: answer.token, usuario: answer.usuario },
  );
  await page.goto(path);
  return answer;
}

/** Nueva reserva opened by the front desk with the demo's John Smith as holder: the form, its first line. */
export async function newBookingForJohn(page: Page) {
  await loginAs(page, demo.recepcion, '/dashboard/reserva/nueva');
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva reserva' })).toBeVisible();
  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Titular' }).fill('John');
  await page.getByRole('option', { name: /John Smith/ }).click();
  return { form, line: page.getByTestId('linea-1') };
}

/** Logs in by typing into the login form, as a person does. */
export async function loginWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/**
 * Clicks the top bar's 'Cerrar sesión' and waits for the reload that ends a logout (spec §4), so
 * the next navigation does not race it.
 */
export async function logout(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { beforeLogout?: boolean }).beforeLogout = true;
  });
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await page.waitForFunction(() => !(window as unknown as { beforeLogout?: boolean }).beforeLogout);
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/**
 * The priced total a stay dialog shows ('Total $ 180.000' → '180.000'), read once the price is
 * on screen.
 */
export async function stayTotal(dialog: Locator): Promise<string> {
  const price = dialog.getByTestId('precio-estancia');
  await expect(price).toContainText('Total');
  const total = (await price.textContent())?.match(/Total \$\s?([\d.]+)/)?.[1] ?? '';
  expect(total).not.toBe('');
  return total;
}

/** Asks the API with the given headers, failing the test with the answer's text on any error. */
export async function apiCall(
  request: APIRequestContext,
  headers: Record<string, string>,
  url: string,
  data?: object,
) {
  const res =
    data === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return res.json();
}

/**
 * A walk-in from the rack's today until tomorrow in room `numero`, which must be Disponible, for
 * the first client the search finds (the first client without one): the room and the client.
 */
export async function walkIn(
  request: APIRequestContext,
  headers: Record<string, string>,
  numero: string,
  search?: string,
) {
  const rack = await apiCall(request, headers, '/api/habitacionesDashboard');
  const room = rack.data.find((r: { numero: string }) => r.numero === numero);
  expect(room?.estado).toBe('Disponible');
  const salida = new Date(Date.parse(`${rack.hoy}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const query = search === undefined ? '' : `?search=${encodeURIComponent(search)}`;
  const cliente = (await apiCall(request, headers, `/api/clienteListar${query}`, {})).data[0];
  await apiCall(request, headers, '/api/ocuparHabitacionCliente', {
    habitacion_id: room.id,
    adultos: 1,
    salida,
    tarifa_nombre: 'Estándar',
    cliente_id: cliente.id,
  });
  return { room: room as { id: number; numero: string }, cliente: cliente as { id: number } };
}

/** Picks an option of the Mantine select labelled `label` inside `scope`. */
export async function pickOption(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Stock for the point of sale: a new supplier's entry into the first warehouse (the outlets'),
 * `items` by product code, and a register opened by `cashier` with a cash float.
 */
export async function stockAndRegister(
  request: APIRequestContext,
  admin: Record<string, string>,
  cashier: Record<string, string>,
  opts: {
    nit: number;
    supplier: string;
    register: string;
    items: [codigo: string, cantidad: string, costo: string][];
  },
) {
  const nit = String(opts.nit + (Date.now() % 99_999_999));
  const supplier = await apiCall(request, admin, '/api/proveedorCrear', {
    nit,
    dv: nitCheckDigit(nit),
    razon_social: opts.supplier,
  });
  const products = (await apiCall(request, admin, '/api/product/all')).data as {
    id: number;
    codigo: string;
  }[];
  const warehouse = (await apiCall(request, admin, '/api/bodega/array')).data[0];
  const rack = await apiCall(request, admin, '/api/habitacionesDashboard');
  await apiCall(request, admin, '/api/ingresoInventarioCrear', {
    proveedor_id: supplier.data.id,
    warehouse_id: warehouse.id,
    fecha: rack.hoy,
    lineas: opts.items.map(([codigo, cantidad, costo_unitario]) => ({
      product_id: products.find((p) => p.codigo === codigo)?.id,
      cantidad,
      costo_unitario,
    })),
  });
  const caja = await apiCall(request, admin, '/api/cajaCrear', { nombre: `${opts.register} ${Date.now()}` });
  await apiCall(request, cashier, '/api/cajaAbrir', {
    caja_id: caja.data.id,
    efectivo: '50000',
    password: 'AUTOAPROBACION',
  });
}
