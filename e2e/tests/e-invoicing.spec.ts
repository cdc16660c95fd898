import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { demoCertificate } from './demo-certificate';
import { apiCall, apiLogin, demo, loginAs, pickOption, shown, walkIn } from './support';

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

/** Waits for the queue's job to send a document and DIAN to accept it (within seconds). */
async function untilAccepted(
  request: APIRequestContext,
  admin: Record<string, string>,
  clase: string,
  id: number,
) {
  await expect
    .poll(
      async () =>
        (await apiCall(request, admin, `/api/facturacionElectronica/documento?clase=${clase}&id=${id}`)).data
          .estado,
      { timeout: 30_000 },
    )
    .toBe('aceptado');
}

/** Electronic issue on or off, keeping the settings the first test saved. */
async function switchIssuing(request: APIRequestContext, admin: Record<string, string>, emitir: boolean) {
  const now = (await apiCall(request, admin, '/api/facturacionElectronica/estado')).data.configuracion;
  await apiCall(request, admin, '/api/facturacionElectronica/configurar', {
    ambiente: now.ambiente,
    software_id: now.software_id,
    tipo_organizacion: now.tipo_organizacion,
    responsabilidades: now.responsabilidades,
    tributo: now.tributo,
    test_set_id: now.test_set_id,
    emitir,
  });
}

/**
 * An instant `hours` ago on Colombia's clock (UTC−5 all year): its date as typed (dd/mm/aaaa) and
 * as the XML carries it, its hh:mm, and the date and time 48 hours later as the screen shows them.
 */
function colombianAgo(hours: number) {
  const at = (shift: number) => new Date(Date.now() + (shift - hours - 5) * 3_600_000).toISOString();
  const dayAndTime = (iso: string) => `${shown(iso.slice(0, 10))} ${iso.slice(11, 16)}`;
  const iso = at(0);
  return {
    iso: iso.slice(0, 10),
    shown: shown(iso.slice(0, 10)),
    time: iso.slice(11, 16),
    in48h: dayAndTime(at(48)),
  };
}

/** Types a date the way staff do, dd/mm/aaaa, into a date box of `scope`. */
async function typeDate(scope: Locator, label: string, value: string) {
  const box = scope.getByRole('textbox', { name: label, exact: true });
  await box.fill('');
  await box.pressSequentially(value);
  await box.blur();
  await expect(box).toHaveValue(value);
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

// The later tests use the settings and the certificate the first one saves.
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
      await untilAccepted(request, admin, 'factura', factura.id);
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

      // Its PDF opens from the invoice in a tab of its own; its QR is DIAN's consultation URL of
      // that CUFE (the bytes asked again through the API: the tab's blob is not readable here).
      const popup = page.waitForEvent('popup');
      await page.getByRole('button', { name: `PDF carta de la factura ${factura.numero}` }).click();
      const tab = await popup;
      await expect.poll(() => tab.url()).toMatch(/^blob:/);
      await tab.close();
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
    await switchIssuing(request, admin, false);
  }
});

test('a paper contingency invoice typed in by the accountant: its 48-hour deadline, sent to DIAN as 03 with its CUDE', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = { authorization: `Bearer ${(await apiLogin(request, demo.admin)).token}` };
  // The paper range DIAN authorized (Numeración → Resoluciones DIAN), closed again afterwards.
  const range = {
    tipo_documento: 'contingencia',
    numero_resolucion: '18764000010',
    prefijo: 'TAL',
    desde: 1,
    hasta: 500,
    fecha_desde: '2026-01-01',
    fecha_hasta: '2099-12-31',
    clave_tecnica: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
    estado: true,
  };
  const created = (await apiCall(request, admin, '/api/numeracionExternaCrear', range)).data;
  await switchIssuing(request, admin, true);
  try {
    // Posada was down last night: invoice 7 was written by hand 26 hours ago, the service came
    // back 3 hours ago, and the accountant types it in this morning.
    const written = colombianAgo(26);
    const restored = colombianAgo(3);
    await loginAs(page, demo.contabilidad, '/dashboard/invoice');
    await page.getByRole('tab', { name: 'Facturas de talonario' }).click();
    await page.getByRole('button', { name: 'Registrar factura de talonario' }).click();
    const form = page.getByRole('dialog', { name: 'Factura de talonario de contingencia' });
    await form.getByRole('textbox', { name: 'Número impreso' }).fill('7');
    await typeDate(form, 'Fecha de la factura', written.shown);
    await form.getByRole('textbox', { name: 'Hora de la factura' }).fill(written.time);
    await typeDate(form, 'Servicio restablecido el', restored.shown);
    await form.getByRole('textbox', { name: 'Hora del restablecimiento' }).fill(restored.time);
    // DIAN's 48 hours from the restoration, in time (blue: more than 12 hours left).
    const deadline = form.getByTestId('plazo-talonario');
    await expect(deadline).toContainText(`Plazo para transmitirla: ${restored.in48h}`);
    await expect(deadline).toContainText('48 horas desde el restablecimiento del servicio.');

    await form.getByRole('textbox', { name: 'Concepto de la línea 1' }).fill('Alojamiento habitación 207');
    await form.getByRole('textbox', { name: 'Precio unitario de la línea 1' }).fill('250.000,00');
    await pickOption(page, form, 'Impuesto de la línea 1', 'IVA 19 %');
    await form.getByRole('button', { name: 'Agregar línea' }).click();
    await form.getByRole('textbox', { name: 'Concepto de la línea 2' }).fill('Desayuno');
    await form.getByRole('textbox', { name: 'Cantidad de la línea 2' }).fill('2');
    await form.getByRole('textbox', { name: 'Precio unitario de la línea 2' }).fill('18.500');
    await page.screenshot({ path: testInfo.outputPath('factura-talonario.png') });
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/facturacionElectronica/talonario') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Registrar y transmitir' }).click();
    const typed = (await (await answered).json()).data as { id: number; numero: string; total: string };
    expect(typed).toMatchObject({ numero: 'TAL7', total: '334500.00' });
    await expect(form).toBeHidden();
    const listed = page.getByRole('row', { name: /TAL7/ });
    await expect(listed).toContainText(/\$\s?334\.500/);
    await expect(listed).toContainText(restored.in48h);

    // The queue sends it within seconds, as a contingency invoice (03).
    await untilAccepted(request, admin, 'factura_talonario', typed.id);
    await page.reload();
    await page.getByRole('tab', { name: 'Facturas de talonario' }).click();
    await expect(listed).toContainText('DIAN: aceptada');
    await listed.getByRole('button', { name: 'Ver la factura TAL7' }).click();
    const state = page.getByRole('dialog', { name: 'Factura de talonario TAL7' }).getByTestId('estado-dian');
    await expect(state).toContainText('DIAN: aceptada');
    await expect(state).toContainText(/CUDE: [0-9a-f]{96}/);
    const cude = (await state.getByRole('link').textContent()) ?? '';
    await expect(state.getByRole('link')).toHaveAttribute(
      'href',
      `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${cude}`,
    );
    const xml = await request.get(`/api/facturacionElectronica/talonarioXml/${typed.id}`, { headers: admin });
    const signed = await xml.text();
    expect(signed).toContain('<cbc:InvoiceTypeCode>03</cbc:InvoiceTypeCode>');
    expect(signed).toContain(`schemeName="CUDE-SHA384">${cude}</cbc:UUID>`);
    expect(signed).toContain(`<cbc:IssueDate>${written.iso}</cbc:IssueDate>`);
  } finally {
    await switchIssuing(request, admin, false);
    await apiCall(request, admin, '/api/numeracionExternaActualizar', {
      ...range,
      id: created.id,
      estado: false,
    });
  }
});
