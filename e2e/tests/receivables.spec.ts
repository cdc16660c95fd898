import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { nitCheckDigit } from '@posada/contracts';
import { pdfPages, saved, xlsxRows } from './files';
import { apiCall, apiLogin, demo, loginAs, walkIn } from './support';

/** This spec's own room: no other spec uses it. */
const ROOM = '103';

type Headers = Record<string, string>;

/** The admin's headers with a register of its own open (payments land there). */
async function adminWithRegister(request: APIRequestContext): Promise<Headers> {
  const headers = { authorization: `Bearer ${(await apiLogin(request, demo.admin)).token}` };
  const open = await apiCall(request, headers, '/api/detalleCajaSaldo');
  if (!open.data) {
    const caja = await apiCall(request, headers, '/api/cajaCrear', { nombre: `Caja cartera ${Date.now()}` });
    await apiCall(request, headers, '/api/cajaAbrir', {
      caja_id: caja.data.id,
      efectivo: '100000',
      password: 'AUTOAPROBACION',
    });
  }
  return headers;
}

/** A new company with approved credit at 30 days and its credit account: its name and id. */
async function creditCompany(request: APIRequestContext, headers: Headers) {
  const types = await apiCall(request, headers, '/api/type_document');
  const nitType = types.data.find((t: { abreviatura: string }) => t.abreviatura === 'NIT');
  const nit = String(900_000_000 + (Date.now() % 99_999_999));
  const razon = `Cartera Prueba ${nit} S.A.S.`;
  const created = await apiCall(request, headers, '/api/clienteCrear', {
    tipo_documento_id: nitType.id,
    numero_documento: nit,
    dv: nitCheckDigit(nit),
    razon_social: razon,
    credito_aprobado: true,
    plazo_dias: 30,
    contacto_cobro: 'Tesorería',
  });
  await apiCall(request, headers, '/api/cuentaCrear', { tipo: 'empresa', cliente_id: created.data.id });
  return { id: created.data.id as number, razon };
}

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a company guest checked out on credit is a receivable: two installments, paid by transfer and in cash with a withholding until it closes', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await adminWithRegister(request);
  const company = await creditCompany(request, admin);
  // The guest in 103 since today with three laundry items (21.000, IVA inside), checked out on
  // the arrival day and charged to the company on credit (due by its 30 days' terms).
  const { room } = await walkIn(request, admin, ROOM);
  const products = (await apiCall(request, admin, '/api/product/all')).data as {
    id: number;
    codigo: string;
  }[];
  await apiCall(request, admin, '/api/saveDetalleRoom', {
    habitacion_id: room.id,
    lineas: [{ product_id: products.find((p) => p.codigo === 'LAVA')?.id, cantidad: 3 }],
  });
  const out = await apiCall(request, admin, '/api/desocuparHabitacionCliente', {
    habitacion_id: room.id,
    credito: { empresa_id: company.id },
  });
  const factura = out.factura as { id: number; numero: string };

  await loginAs(page, demo.admin, '/dashboard/admin/installment');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(company.razon.split(' ')[2] ?? '');
  const row = page.getByRole('row', { name: new RegExp(company.razon) });
  await expect(row).toContainText('21.000');
  await page.screenshot({ path: testInfo.outputPath('cuentas-por-cobrar.png') });
  await row.getByRole('button', { name: `Estado de cuenta de ${company.razon}` }).click();
  const drawer = page.getByRole('dialog', { name: `Estado de cuenta · ${company.razon}` });
  await expect(drawer.getByTestId('factura-cartera')).toContainText(factura.numero);
  await expect(drawer.getByTestId('aging-corriente')).toHaveText(/21\.000/);

  // The estado de cuenta as Excel and as PDF: the same invoice with the same balance in both.
  const excel = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Exportar Excel' }).click();
  const xlsx = await excel;
  expect(xlsx.suggestedFilename()).toMatch(/^estado-de-cuenta-.+\.xlsx$/);
  const [invoices] = xlsxRows(await saved(xlsx, (n) => testInfo.outputPath(n)));
  const invoiceRow = invoices?.find((r) => r[0] === factura.numero);
  expect(invoiceRow?.at(-1)).toBe('21000');
  const pdfDownload = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Exportar PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(xlsx.suggestedFilename().replace(/xlsx$/, 'pdf'));
  const text = pdfPages(await saved(pdf, (n) => testInfo.outputPath(n)))
    .join('\n')
    .replace(/\u00a0/g, ' ');
  expect(text).toContain(`Estado de cuenta de ${company.razon}`);
  const pdfRow = text.split('\n').find((line) => line.trimStart().startsWith(factura.numero));
  expect(pdfRow).toMatch(/\$ 21\.000\s*$/);

  // At phone width the statement fills the screen and nothing scrolls sideways.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const pay = await drawer.getByRole('button', { name: 'Registrar abono' }).boundingBox();
  expect((pay?.x ?? 0) + (pay?.width ?? 0)).toBeLessThanOrEqual(390);
  // Once the shell has settled at the new width (its side menu turns into an overlay after the resize).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('estado-de-cuenta-telefono.png') });
  if (desktop) await page.setViewportSize(desktop);

  // A plan of two monthly installments of 10.500 each (the form's proposal).
  await drawer.getByRole('button', { name: 'Plan de cuotas' }).click();
  await expect(drawer.getByText(/^Cuotas:/)).toHaveText(/Cuotas: \$\s?21\.000,00 de \$\s?21\.000,00/);
  await drawer.getByRole('button', { name: 'Guardar plan' }).click();
  await expect(drawer.getByTestId('cuota')).toHaveCount(2);
  await expect(drawer.getByTestId('cuota').first()).toContainText('10.500');

  // The first installment by transfer, typed the Colombian way.
  await drawer.getByRole('button', { name: 'Registrar abono' }).click();
  await pick(page, drawer, 'Forma de pago', 'Transferencia');
  await drawer.getByRole('textbox', { name: 'Valor recibido' }).fill('10.500');
  await drawer.getByRole('button', { name: 'Registrar abono' }).click();
  const first = drawer.getByTestId('recibo-caja');
  await expect(first).toContainText(/Recibo de caja RC\d+/);
  await expect(first).toContainText('Transferencia');
  await drawer.getByRole('button', { name: 'Volver' }).click();
  await expect(drawer.getByTestId('aging-saldo')).toHaveText(/10\.500/);
  await expect(drawer.getByTestId('cuota').first()).toContainText('pagado $ 10.500');

  // The second: 9.500 in cash and 1.000 the company withholds (retención en la fuente).
  await drawer.getByRole('button', { name: 'Registrar abono' }).click();
  await pick(page, drawer, 'Forma de pago', 'Efectivo');
  await drawer.getByRole('textbox', { name: 'Valor recibido' }).fill('9500');
  await drawer.getByRole('textbox', { name: 'Retención en la fuente' }).fill('1000');
  await expect(drawer.getByText(/Total abonado a las facturas/)).toContainText('10.500');
  await page.screenshot({ path: testInfo.outputPath('registrar-abono.png') });
  await drawer.getByRole('button', { name: 'Registrar abono' }).click();
  const second = drawer.getByTestId('recibo-caja');
  await expect(second).toContainText('Retención en la fuente');
  await expect(second).toContainText(factura.numero);
  await page.screenshot({ path: testInfo.outputPath('recibo-de-caja.png') });
  await drawer.getByRole('button', { name: 'Volver' }).click();

  // Closed: nothing owed, two receipts.
  await expect(drawer.getByText('El cliente está al día: no debe facturas a crédito.')).toBeVisible();
  await expect(drawer.getByTestId('aging-saldo')).toHaveText(/\$\s?0$/);
  await expect(drawer.getByTestId('recibo')).toHaveCount(2);
  const statement = await apiCall(request, admin, `/api/cuentasPorCobrarCliente/${company.id}`);
  expect(statement.data.aging.saldo).toBe('0.00');

  // Nothing owed: 5.000 in cash kept as the company's advance (anticipo) for its next invoice.
  await drawer.getByRole('button', { name: 'Registrar anticipo' }).click();
  await pick(page, drawer, 'Forma de pago', 'Efectivo');
  await drawer.getByRole('textbox', { name: 'Valor recibido' }).fill('5.000');
  await expect(drawer.getByRole('checkbox', { name: /Guardar el excedente como anticipo/ })).toBeChecked();
  await expect(drawer.getByText(/^Anticipo:/)).toContainText('5.000,00');
  await drawer.getByRole('button', { name: 'Registrar anticipo' }).click();
  await expect(drawer.getByTestId('recibo-caja')).toContainText(/Anticipo .*5\.000,00/);
  await drawer.getByRole('button', { name: 'Volver' }).click();
  await expect(drawer.getByText(/Saldo a favor del cliente:/)).toContainText('5.000,00');
  await expect(drawer.getByRole('table', { name: 'Saldo a favor' })).toContainText('Anticipo RC');

  // The list of receipts: the company's three, found by its name, all in force.
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Recibos de caja' }).click();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(company.razon.split(' ')[2] ?? '');
  const receipts = page.getByRole('table').getByRole('row').filter({ hasText: company.razon });
  await expect(receipts).toHaveCount(3);
  await expect(receipts.filter({ hasText: 'Transferencia' })).toContainText('10.500,00');
  await expect(receipts.filter({ hasText: '1.000,00' })).toContainText('Efectivo');
  await expect(receipts.filter({ hasText: '5.000,00' })).toContainText('Efectivo');
  await page.screenshot({ path: testInfo.outputPath('recibos-de-caja.png') });
});
