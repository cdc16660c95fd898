import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, loginAs, loginWithForm, logout } from './support';

const menu = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Menú principal' });

test('a bad login shows the Información dialog and stays on the login page', async ({ page }) => {
  await loginWithForm(page, demo.admin, 'no-es-la-clave');
  const dialog = page.getByRole('dialog', { name: 'Información' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Correo o contraseña inválidos');
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('after a refused login the keyboard goes on in the password field, its text selected', async ({
  page,
}) => {
  await loginWithForm(page, demo.recepcion, 'no-es-la-clave');
  const dialog = page.getByRole('dialog', { name: 'Información' });
  await expect(dialog).toContainText('Correo o contraseña inválidos');
  await page.keyboard.press('Enter'); // Aceptar has the focus
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(/^Contraseña/)).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD); // replaces the refused one
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Rack Habitaciones' })).toBeVisible();
});

test('the administrator logs in, lands on the rack and sees the four sections', async ({ page }) => {
  await loginWithForm(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard\/dashboardRooms$/);
  await expect(page.getByRole('heading', { name: 'Rack Habitaciones' })).toBeVisible();
  await expect(page.getByText('Andrea Administradora')).toBeVisible();
  const nav = menu(page);
  for (const section of ['Operación', 'Administración', 'Informes', 'Soporte']) {
    await expect(nav.getByText(section, { exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Reporte de Cajas' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  await expect(page.getByText('Total Caja')).toBeVisible();
});

test('a user with few permissions sees only their items', async ({ page }) => {
  // Ama de llaves: rack.ver, rack.habilitar, rack.mantenimiento, empleados.ver.
  await loginAs(page, demo.amaDeLlaves);
  const nav = menu(page);
  await expect(nav.getByRole('link', { name: 'Rack Habitaciones' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Empleados' })).toBeVisible();
  for (const hidden of ['Reservas', 'Ventas', 'Clientes', 'Consolidado', 'Permisos']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await expect(nav.getByText('Informes', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir Caja' })).toHaveCount(0);

  await page.goto('/dashboard/admin/users');
  await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
});

for (const [role, email, path, title] of [
  ['Almacén', demo.almacen, 'supplier', 'Proveedores'],
  ['Contabilidad', demo.contabilidad, 'dashboardFacturacion', 'Detalle Cuentas'],
] as const) {
  test(`${role} lands on the first screen its permissions allow, not on Acceso denegado`, async ({
    page,
  }) => {
    await loginWithForm(page, email);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${path}$`));
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toHaveCount(0);
    // The dashboard's own address and the login screen of a stored user lead there too.
    for (const start of ['/dashboard', '/auth/login']) {
      await page.goto(start);
      await expect(page).toHaveURL(new RegExp(`/dashboard/${path}$`));
    }
  });
}

test('a theme change survives a new login', async ({ page }) => {
  await loginAs(page, demo.contabilidad);
  await page.getByRole('button', { name: 'Configurar tema' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configurar tema' });
  const saved = page.waitForResponse((r) => r.url().includes('/api/update-theme/') && r.status() === 200);
  await drawer.getByRole('button', { name: 'Oscuro' }).click();
  await saved;
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await logout(page);
  await loginWithForm(page, demo.contabilidad);
  await expect(page).toHaveURL(/\/dashboard\/dashboardFacturacion$/);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // Leave the demo user as it was for other tests.
  await page.getByRole('button', { name: 'Configurar tema' }).click();
  await page.getByRole('dialog', { name: 'Configurar tema' }).getByRole('button', { name: 'Claro' }).click();
});

test('logout returns to the login page and the old token is refused', async ({ page }) => {
  const { token } = await loginAs(page, demo.recepcion);
  await expect(page.getByRole('heading', { name: 'Rack Habitaciones' })).toBeVisible();
  await logout(page);
  expect(await page.evaluate(() => localStorage.getItem('posada.token'))).toBeNull();
  const res = await page.request.get('/api/getPermisosUsuario', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(401);
});

test('an unknown path shows the not-found page and Volver goes to the root', async ({ page }) => {
  await page.goto('/esta/ruta/no/existe');
  await expect(page).toHaveURL(/\/notfound$/);
  await expect(page.getByRole('heading', { name: 'UPPPSSSSS' })).toBeVisible();
  await expect(page.getByText('Parece que la página a la que intentas acceder no existe')).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('the login page works on a phone', async ({ browser }) => {
  const phone = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await loginWithForm(phone, demo.recepcion, DEMO_PASSWORD);
  await expect(phone).toHaveURL(/\/dashboard\/dashboardRooms$/);
  // Below the desktop breakpoint the menu is an overlay opened from the burger.
  await expect(phone.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
  await phone.getByRole('button', { name: 'Mostrar u ocultar el menú' }).click();
  await expect(
    phone.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Rack Habitaciones' }),
  ).toBeVisible();
  await phone.close();
});
