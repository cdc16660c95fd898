import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { pdfPages, saved } from './files';
import { demo, hotelDay, loginAs, shown } from './support';

/** Informes (issue 29): read-only on the demo hotel, so it owns no room. */

test('the administrator opens the occupancy report, filters it, reads the chart and the totals, and exports it', async ({
  page,
}, testInfo) => {
  // Two downloads and a four-month PDF, with the segments and the books read in between.
  test.slow();
  await loginAs(page, demo.admin, '/dashboard/admin/reports/occupancy');
  await expect(page.getByRole('heading', { level: 1, name: 'Reporte de Ocupación' })).toBeVisible();
  const byDay = page.getByRole('table', { name: 'Ocupación por día' });
  await expect(page.getByTestId('grafico-ocupacion').locator('svg').first()).toBeVisible();
  await expect(byDay.getByTestId('fila-totales')).toContainText('Total');

  // The last seven days: one row a night, the totals row under them, percentages the es-CO way.
  const desde = hotelDay(-6);
  const field = page.getByRole('textbox', { name: 'Desde' });
  await field.fill(shown(desde));
  await field.press('Enter');
  await expect(byDay.locator('tbody tr')).toHaveCount(7);
  await expect(byDay.locator('tbody tr').first()).toContainText(shown(desde));
  await expect(byDay.getByTestId('fila-totales')).toContainText(/\d+,\d{2} %/);

  // The switch says which available rooms the figures use.
  await expect(page.getByText(/USALI: las fuera de servicio no se restan/)).toBeVisible();
  await page.getByText('Restar habitaciones fuera de servicio').click();
  await expect(page.getByText('Disponibles sin las habitaciones fuera de servicio')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ocupación por tipo de habitación' })).toBeVisible();

  // Segments (all five, in order), guests by nationality, the fees apart from room revenue.
  const segments = page.getByRole('table', { name: 'Ocupación por segmento' });
  await expect(segments.locator('tbody tr')).toHaveCount(5);
  await expect(segments.locator('tbody tr').nth(1)).toContainText('OTA');
  await expect(segments.getByTestId('fila-totales')).toContainText(/(100|0),00 %/);
  await expect(page.getByRole('table', { name: 'Huéspedes por nacionalidad' })).toBeVisible();
  await expect(page.getByText(/^Penalidades \(aparte del ingreso de habitaciones\)/)).toBeVisible();
  // On the books for the coming nights, with its chart; 60 days.
  const books = page.getByRole('table', { name: 'En libros por fecha' });
  await expect(books.locator('tbody tr')).toHaveCount(30);
  await expect(books.locator('tbody tr').first()).toContainText(shown(hotelDay(0)));
  await expect(page.getByTestId('grafico-en-libros').locator('svg').first()).toBeVisible();
  await page.getByText('60 días', { exact: true }).click();
  await expect(books.locator('tbody tr')).toHaveCount(60);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`ocupacion-${desde}-${hotelDay(0)}.xlsx`);
  // The workbook opens: a zip of sheets whose cells hold the screen's nights and totals.
  const xlsx = unzipSync(readFileSync((await file.path()) ?? ''));
  const cells = Object.entries(xlsx)
    .filter(([name]) => name.startsWith('xl/worksheets/') || name === 'xl/sharedStrings.xml')
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');
  expect(Object.keys(xlsx)).toContain('[Content_Types].xml');
  expect(cells).toContain(shown(desde));
  expect(cells).toContain(shown(hotelDay(0)));
  expect(cells).toContain('Total');
  // The segments' and the on-the-books' sheets travel with it.
  expect(cells).toContain('Agencia');
  expect(cells).toContain('Pickup 7 días');

  // The PDF of four months by day spans pages: each repeats the table's header and says its number.
  const longFrom = hotelDay(-120);
  await field.fill(shown(longFrom));
  await field.press('Enter');
  await expect(byDay.locator('tbody tr')).toHaveCount(121);
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`ocupacion-${longFrom}-${hotelDay(0)}.pdf`);
  const pages = pdfPages(await saved(pdf, (n) => testInfo.outputPath(n)));
  expect(pages.length).toBeGreaterThan(1);
  expect(pages[0]).toContain('Reporte de Ocupación');
  expect(pages[0]).toContain(`Del ${shown(longFrom)} al ${shown(hotelDay(0))}`);
  expect(pages[0]).toContain(shown(longFrom));
  expect(pages[1]).toMatch(/Fecha\s+Disponibles/);
  expect(pages[1]).toContain(`Página 2 de ${pages.length}`);
});

test('the administrator opens the consolidated report and compares it with last year', async ({ page }) => {
  await loginAs(page, demo.admin, '/dashboard/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Consolidado' })).toBeVisible();
  await expect(page.getByTestId('grafico-ingresos').locator('svg').first()).toBeVisible();
  const byDepartment = page.getByRole('table', { name: 'Ingresos por departamento' });
  await expect(byDepartment).toContainText('Habitaciones');
  // COP the Colombian way: "$ 1.234.567" (thousands with dots, no decimals on screen).
  await expect(byDepartment.getByTestId('fila-totales')).toContainText(/\$\s?[\d.]+/);
  await page.getByText('Año anterior', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Comparación' })).toContainText(
    'Ingresos totales (antes de impuestos)',
  );
  await expect(page.getByRole('table', { name: 'Documentos y cartera' })).toContainText(
    'Cartera cobrada (abonos aplicados)',
  );
});

test('the Tablero shows today at the hotel and each figure leads to its screen', async ({ page }) => {
  await loginAs(page, demo.admin, '/dashboard/tablero');
  await expect(
    page.getByRole('heading', { level: 1, name: `Tablero del ${shown(hotelDay(0))}` }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cajas abiertas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cartera vencida' })).toHaveAttribute(
    'href',
    '/dashboard/admin/installment',
  );
  await page.getByRole('link', { name: 'Ocupación de hoy' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/reports\/occupancy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reporte de Ocupación' })).toBeVisible();
});
