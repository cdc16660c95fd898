import { expect, type Page, test } from '@playwright/test';
import { apiLogin, demo, loginAs, loginWithForm, logout } from './support';

const operationScreens = [
  'Reservas',
  'Calendario',
  'Detalle Cuentas',
  'Ventas',
  'Clientes',
  'Proveedores',
  'Ingresos Inventario',
];
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Picks an option of a Mantine select by typing part of it (the selects are searchable). */
async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a role with only the rack, a user with it: the user sees only the rack and cannot list users', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const roleName = `Solo rack ${tag}`;
  const email = `solo.rack.${tag}@posada.demo`;
  const password = 'Rack2026clave';

  await loginAs(page, demo.admin, '/dashboard/admin/roles');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const roleForm = dialog(page, 'Nuevo rol');
  await roleForm.getByLabel('Nombre').fill(roleName);
  await roleForm.getByLabel('Descripción').fill('Solo ve el rack');
  await roleForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(roleForm).toBeHidden();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(roleName);
  const row = page.getByRole('row', { name: new RegExp(roleName) });
  await row.getByRole('button', { name: 'Permisos' }).click();

  await expect(page).toHaveURL(/\/dashboard\/admin\/permissions\?rol=\d+$/);
  await page.getByRole('checkbox', { name: /Ver el rack de habitaciones/ }).check();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/cratePermisoByRol') && r.status() === 200);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await saved;
  await expect(page.getByText('Permisos guardados')).toBeVisible();

  await page.goto('/dashboard/admin/users');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const userForm = dialog(page, 'Nuevo usuario');
  await userForm.getByLabel('Nombre').fill(`Rack ${tag}`);
  await userForm.getByLabel('Correo electrónico').fill(email);
  await userForm.getByLabel('Contraseña').fill(password);
  await pick(page, userForm, 'Rol', roleName);
  // The administrator works in one hotel (this file adds another later): it comes preselected.
  await expect(userForm.getByText('Hotel Posada Demo', { exact: true })).toBeVisible();
  await userForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(userForm).toBeHidden();
  // The list is paged; other users may push the new one off the first page.
  await page.getByRole('textbox', { name: 'Buscar' }).fill(email);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Hotel Posada Demo');

  await logout(page);
  await loginWithForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/dashboardRooms$/);
  const nav = menu(page);
  await expect(nav.getByRole('link', { name: 'Rack Habitaciones' })).toBeVisible();
  // Of the screens of Operación, Administración and Informes, the rack is the only one left.
  for (const section of ['Administración', 'Informes']) {
    await expect(nav.getByText(section, { exact: true })).toHaveCount(0);
  }
  for (const hidden of operationScreens) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }

  const { token } = await apiLogin(page.request, email, password);
  const users = await page.request.post('/api/usuariosListar', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(users.status()).toBe(403);
});

test('an administrator creates a hotel through the país → departamento → ciudad cascade', async ({
  page,
}) => {
  const name = `Hotel Cascada ${Date.now().toString(36)}`;
  await loginAs(page, demo.admin, '/dashboard/admin/hotels');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = dialog(page, 'Nuevo hotel');
  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel('NIT').fill('800197268');
  await form.getByLabel('DV').fill('5');
  await form.getByLabel('Razón social').fill(`${name} S.A.S.`);
  await expect(form.getByRole('textbox', { name: 'Departamento', exact: true })).toBeDisabled();
  await pick(page, form, 'País', 'Colombia');
  await pick(page, form, 'Departamento', 'Antioquia');
  await pick(page, form, 'Ciudad', 'Medellín');
  await form.getByRole('button', { name: 'Guardar' }).click();
  // A wrong check digit is refused on its field and what was typed stays.
  await expect(form.getByText('El dígito de verificación no corresponde al NIT')).toBeVisible();
  await form.getByLabel('DV').fill('4');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('800197268-4');
  await expect(row).toContainText('Medellín, Antioquia');

  // The new hotel can be given to a user at once, without signing in again.
  await page.goto('/dashboard/admin/users');
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await dialog(page, 'Nuevo usuario').getByRole('textbox', { name: 'Hoteles', exact: true }).fill(name);
  // In the form's dropdown: the menu's Hotel switch now lists it too.
  await expect(page.getByRole('listbox').getByRole('option', { name, exact: true })).toBeVisible();
});
