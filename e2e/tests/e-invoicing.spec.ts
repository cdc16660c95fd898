import { expect, test } from '@playwright/test';
import { demoCertificate } from './demo-certificate';
import { demo, loginAs } from './support';

test('the administrator sets up electronic invoicing: software, PIN and the hotel’s certificate', async ({
  page,
}) => {
  await loginAs(page, demo.admin, '/dashboard/admin/configurations');
  await page.getByRole('tab', { name: 'Facturación electrónica' }).click();
  await expect(page.getByText('Aún no hay certificado.')).toBeVisible();

  await page.getByLabel('Identificador del software').fill('56f2ae4e-9812-4fad-9255-08fcfcd5ccb0');
  await page.getByLabel('PIN del software').fill('12345');
  await page.getByLabel('Identificador del set de pruebas (TestSetId)').fill('1a2b3c4d-set');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Configuración de facturación electrónica guardada')).toBeVisible();
  await expect(page.getByText('Guardado. Escriba uno nuevo solo para cambiarlo.')).toBeVisible();

  // A wrong password is refused with the reason; the right one stores it.
  const password = 'Firma-demo-2026';
  await page.locator('input[type="file"]').setInputFiles({
    name: 'firma.p12',
    mimeType: 'application/x-pkcs12',
    buffer: demoCertificate(password),
  });
  await page.getByLabel('Contraseña del certificado').fill('otra');
  await page.getByRole('button', { name: 'Cargar certificado' }).click();
  await expect(page.getByText(/contraseña/i).last()).toBeVisible();
  await page.getByLabel('Contraseña del certificado').fill(password);
  await page.getByRole('button', { name: 'Cargar certificado' }).click();
  await expect(page.getByText('Certificado cargado')).toBeVisible();
  const current = page.getByRole('table', { name: 'Certificado actual' });
  await expect(current).toContainText('900123456');
  await expect(current).toContainText(/\d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}/);

  // With the certificate in, the hotel's RUT data and the switch: every document is sent from now on.
  await expect(page.getByRole('textbox', { name: 'Tipo de organización' })).toHaveValue('Persona jurídica');
  const issue = page.getByRole('switch', { name: 'Emitir facturas y notas electrónicas' });
  await page.getByText('Emitir facturas y notas electrónicas').click();
  await expect(issue).toBeChecked();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Configuración de facturación electrónica guardada').last()).toBeVisible();
  await expect(page.getByText('Todos los documentos emitidos fueron aceptados por la DIAN.')).toBeVisible();
  // Off again: the other specs' invoices are not electronic (the demo has no DIAN to answer them).
  await page.getByText('Emitir facturas y notas electrónicas').click();
  await expect(issue).not.toBeChecked();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Todos los documentos emitidos fueron aceptados por la DIAN.')).toBeHidden();
});
