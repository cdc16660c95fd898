import { expect, type Page, test } from '@playwright/test';
import { demo, loginAs } from './support';

// The smallest valid PNG (1×1).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const topBarLogo = (page: Page) => page.getByRole('banner').getByRole('img', { name: 'Logo del hotel' });

test('uploading a logo on Configuraciones shows it in the top bar', async ({ page }) => {
  await loginAs(page, demo.admin, '/dashboard/admin/configurations');
  await expect(page.getByRole('heading', { name: 'Configuraciones', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Logo' }).click();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });

  await expect(page.getByText('Logo actualizado')).toBeVisible();
  const logo = topBarLogo(page);
  await expect(logo).toBeVisible();
  // Fetched once by the page and shown from memory (an object URL), not by a second request.
  await expect(logo).toHaveAttribute('src', /^blob:/);
  // The browser really decoded the new image (a missing logo is hidden, not broken).
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a refused logo explains why and keeps the old one', async ({ page }) => {
  await loginAs(page, demo.admin, '/dashboard/admin/configurations');
  await page.getByRole('tab', { name: 'Logo' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
  await expect(page.getByText('El logo debe ser una imagen PNG, JPEG o WebP')).toBeVisible();
});

test('creating a client with the form; a duplicate document shows the server’s error on the field', async ({
  page,
}) => {
  const documento = String(Date.now()).slice(-10);
  await loginAs(page, demo.recepcion, '/dashboard/admin/clientes');
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();

  const fill = async () => {
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await dialog.getByRole('textbox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: 'CC · Cédula de ciudadanía' }).click();
    await dialog.getByRole('textbox', { name: 'Número de documento' }).fill(documento);
    await dialog.getByRole('textbox', { name: 'Nombres' }).fill('Valentina');
    await dialog.getByRole('textbox', { name: 'Apellidos' }).fill('Ospina Prueba');
    await dialog.getByRole('textbox', { name: 'Ciudad' }).fill('Envigado');
    await page.getByRole('option', { name: 'Envigado (Antioquia)' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    return dialog;
  };

  const first = await fill();
  await expect(first).toBeHidden();
  await expect(page.getByText('Cliente creado')).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(documento);
  await expect(page.getByRole('cell', { name: 'Valentina Ospina Prueba' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Envigado' })).toBeVisible();

  const second = await fill();
  const message = 'Ya existe un cliente con ese tipo y número de documento';
  await expect(second.getByText(message)).toHaveCount(2);
  await expect(second.getByRole('textbox', { name: 'Número de documento' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(second.getByRole('textbox', { name: 'Nombres' })).toHaveValue('Valentina');
});

test('each screen of catalogs, people and numbering opens with the demo data', async ({ page }) => {
  await loginAs(page, demo.admin, '/dashboard/admin/taxes');
  const screens: [string, string, string][] = [
    ['admin/taxes', 'Impuestos', 'IVA 19 %'],
    ['admin/wallets', 'Medios de pago', 'Daviplata'],
    ['supplier', 'Proveedores', 'registros'],
    ['employees', 'Empleados', 'Rosa Elena Pardo'],
    ['admin/internalSequence', 'Numeración interna', 'Recibo de caja'],
    ['admin/externalSequence', 'Resoluciones DIAN', '18760000001'],
    ['capacitaciones', 'Capacitaciones', 'No hay capacitaciones registradas.'],
  ];
  for (const [path, heading, text] of screens) {
    await page.goto(`/dashboard/${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(text, { exact: text !== 'registros' }).first()).toBeVisible();
  }
  await page.goto('/dashboard/admin/taxes');
  await page.getByRole('tab', { name: 'Tipos de documento' }).click();
  await expect(page.getByRole('cell', { name: 'PPT', exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Capacitaciones' }),
  ).toBeVisible();
});
