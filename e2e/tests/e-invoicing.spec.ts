import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { demoCertificate } from './demo-certificate';
import { apiCall, apiLogin, demo, loginAs, pickOption, walkIn } from './support';

/** The text of the QR code on the first page of a PDF: Poppler's pdftoppm, then ZBar's zbarimg. */
function pdfQr(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'posada-qr-'));
  try {
    writeFileSync(path.join(dir, 'factura.pdf'), pdf);
    execFileSync(
      'pdftoppm',
      ['-png', '-r', '200', '-f', '1', '-l', '1', '-singlefile', 'factura.pdf', 'pagina'],
      {
        cwd: dir,
      },
    );
    return execFileSync('zbarimg', ['-q', '--raw', 'pagina.png'], { cwd: dir, stdio: 'pipe' })
      .toString('utf8')
      .trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * With issuing on and a POS resolution: the cashier sells a dessert in Ventas and the ticket
 * prints the tiquete's CUDE and DIAN's QR once the queue has signed it. The resolution is closed
 * again afterwards (the other specs' tiquetes keep the internal numbering).
 */
async function sellElectronicTicket(page: Page, request: APIRequestContext, admin: Record<string, string>) {
  const resolution = {
    tipo_documento: 'pos',
    numero_resolucion: '18764000009',
    prefijo: 'POSE',
    desde: 1,
    hasta: 5000,
    fecha_desde: '2026-01-01',
    fecha_hasta: '2099-12-31',
    clave_tecnica: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
    estado: true,
  };
  const created = (await apiCall(request, admin, '/api/numeracionExternaCrear', resolution)).data;
  const cashier = { authorization: `Bearer ${(await apiLogin(request, demo.cajero)).token}` };
  const caja = await apiCall(request, admin, '/api/cajaCrear', { nombre: `Caja POS DIAN ${Date.now()}` });
  await apiCall(request, cashier, '/api/cajaAbrir', {
    caja_id: caja.data.id,
    efectivo: '0',
    password: 'AUTOAPROBACION',
  });
  try {
    await loginAs(page, demo.cajero, '/dashboard/dashboardSell');
    await page.getByRole('button', { name: 'Agregar Postre de natas' }).click();
    await page.getByRole('button', { name: 'Cobrar' }).click();
    const pay = page.getByRole('dialog', { name: 'Cobrar' });
    await expect(pay.getByTestId('documento-a-emitir')).toContainText('Tiquete POS');
    await pickOption(page, pay, 'Medio de pago 1', 'Efectivo');
    await pay.getByRole('textbox', { name: 'Valor 1' }).fill('12000');
    await pay.getByRole('button', { name: 'Registrar venta' }).click();
    const ticket = page.getByTestId('tiquete');
    await expect(ticket).toContainText('POSE1');
    // The queue signs and sends it within seconds; the open ticket asks again until it has its CUDE.
    await expect(ticket).toContainText(/CUDE: [0-9a-f]{96}/, { timeout: 30_000 });
    await expect(ticket).toContainText('Documento equivalente electrónico POS');
    await expect(ticket.getByRole('img', { name: 'Código QR de la DIAN' })).toBeVisible();
  } finally {
    await apiCall(request, cashier, '/api/cajaCerrar', {
      efectivo: '12000',
      tarjetas: '0',
      transferencia: '0',
    });
    await apiCall(request, admin, '/api/numeracionExternaActualizar', {
      ...resolution,
      id: created.id,
      estado: false,
    });
  }
}

// The second test uses the settings and the certificate the first one saves.
test.describe.configure({ mode: 'serial' });

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

test('with DIAN answering: the test set accepted, a check-out of room 207 accepted, its PDF’s QR is DIAN’s CUFE URL', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const admin = { authorization: `Bearer ${(await apiLogin(request, demo.admin)).token}` };
  await loginAs(page, demo.admin, '/dashboard/admin/configurations');
  await page.getByRole('tab', { name: 'Facturación electrónica' }).click();

  // Habilitación: DIAN's test set (an invoice, a credit note and a debit note), each accepted.
  await page.getByRole('textbox', { name: 'Facturas', exact: true }).fill('1');
  await page.getByRole('button', { name: 'Enviar el set de pruebas' }).click();
  const set = page.getByRole('table', { name: 'Documentos del set de pruebas' });
  await expect(set.getByRole('row')).toHaveText([
    /Documento/,
    /^FacturaSETP\d+Aceptado$/,
    /^Nota créditoNC\d+Aceptado$/,
    /^Nota débitoND\d+Aceptado$/,
  ]);

  // Electronic issue on, then a guest of room 207 checks out at the front desk.
  const issue = page.getByRole('switch', { name: 'Emitir facturas y notas electrónicas' });
  await page.getByText('Emitir facturas y notas electrónicas').click();
  await expect(issue).toBeChecked();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Configuración de facturación electrónica guardada').last()).toBeVisible();
  try {
    const desk = { authorization: `Bearer ${(await apiLogin(request, demo.recepcion)).token}` };
    const caja = await apiCall(request, admin, '/api/cajaCrear', { nombre: `Caja DIAN ${Date.now()}` });
    await apiCall(request, desk, '/api/cajaAbrir', {
      caja_id: caja.data.id,
      efectivo: '0',
      password: 'AUTOAPROBACION',
    });
    try {
      await walkIn(request, desk, '207');
      // The receptionist, in a browser of their own.
      const { baseURL, locale, timezoneId } = testInfo.project.use;
      const frontDesk = await browser.newContext({ baseURL, locale, timezoneId });
      const deskPage = await frontDesk.newPage();
      await loginAs(deskPage, demo.recepcion);
      await deskPage.getByRole('button', { name: /^Habitación 207,/ }).click();
      const dialog = deskPage.getByRole('dialog', { name: 'Habitación 207' });
      await dialog.getByRole('button', { name: 'Desocupar', exact: true }).click();
      await dialog.getByRole('radio', { name: /^Tarifa de una noche: / }).check();
      const owed =
        (await dialog.getByTestId('saldo-al-salir').textContent())?.match(/\$\s?([\d.]+),00/)?.[1] ?? '';
      await dialog.getByRole('textbox', { name: 'Medio de pago 1' }).click();
      await deskPage.getByRole('option', { name: 'Efectivo', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Valor 1' }).fill(owed.replaceAll('.', ''));
      const answered = deskPage.waitForResponse((r) => r.url().includes('/api/desocuparHabitacionCliente'));
      await dialog.getByRole('button', { name: 'Desocupar y facturar' }).click();
      const factura = (await (await answered).json()).factura as { id: number; numero: string };
      await expect(dialog.getByTestId('factura-emitida')).toHaveText(`Factura ${factura.numero} emitida.`);
      await frontDesk.close();

      // The queue's job sends it within seconds; Facturas shows it accepted, with its CUFE.
      await expect
        .poll(
          async () =>
            (
              await apiCall(
                request,
                admin,
                `/api/facturacionElectronica/documento?clase=factura&id=${factura.id}`,
              )
            ).data.estado,
          { timeout: 30_000 },
        )
        .toBe('aceptado');
      await page.goto('/dashboard/invoice');
      await page.getByRole('textbox', { name: 'Buscar' }).fill(factura.numero);
      const row = page.getByRole('row', { name: new RegExp(factura.numero) });
      await expect(row).toContainText('DIAN: aceptada');
      await row.getByRole('button', { name: `Ver la factura ${factura.numero}` }).click();
      const state = page
        .getByRole('dialog', { name: `Factura ${factura.numero}` })
        .getByTestId('estado-dian');
      await expect(state).toContainText('DIAN: aceptada');
      const cufe = (await state.getByRole('link').textContent()) ?? '';
      expect(cufe).toMatch(/^[0-9a-f]{96}$/);
      await page.screenshot({ path: testInfo.outputPath('factura-aceptada.png') });

      // Its PDF: the QR is DIAN's consultation URL of that CUFE.
      const pdf = await request.get(`/api/facturaPdf/${factura.id}?formato=carta`, { headers: admin });
      expect(pdf.status()).toBe(200);
      expect(pdfQr(await pdf.body())).toBe(
        `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${cufe}`,
      );

      // The cashier, at the restaurant's till.
      const till = await browser.newContext({ baseURL, locale, timezoneId });
      await sellElectronicTicket(await till.newPage(), request, admin);
      await till.close();
    } finally {
      await apiCall(request, desk, '/api/cajaCerrar', { efectivo: '0', tarjetas: '0', transferencia: '0' });
    }
  } finally {
    // Off again: the other specs' invoices are not electronic.
    const now = (await apiCall(request, admin, '/api/facturacionElectronica/estado')).data.configuracion;
    await apiCall(request, admin, '/api/facturacionElectronica/configurar', {
      ambiente: now.ambiente,
      software_id: now.software_id,
      tipo_organizacion: now.tipo_organizacion,
      responsabilidades: now.responsabilidades,
      tributo: now.tributo,
      test_set_id: now.test_set_id,
      emitir: false,
    });
  }
});
