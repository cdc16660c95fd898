import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demo, loginAs } from './support';

/** A .p12 for the demo hotel's NIT (900123456), made with OpenSSL as a certification authority would. */
function demoCertificate(password: string): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'posada-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const out = path.join(dir, 'firma.p12');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '365',
        '-subj',
        '/C=CO/O=Hotel Posada Demo S.A.S./serialNumber=900123456/CN=Hotel Posada Demo',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'pipe' },
    );
    execFileSync(
      'openssl',
      [
        'pkcs12',
        '-export',
        '-inkey',
        key,
        '-in',
        cert,
        '-out',
        out,
        '-passout',
        `pass:${password}`,
        '-keypbe',
        'PBE-SHA1-3DES',
        '-certpbe',
        'PBE-SHA1-3DES',
        '-macalg',
        'sha1',
      ],
      { stdio: 'pipe' },
    );
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

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
