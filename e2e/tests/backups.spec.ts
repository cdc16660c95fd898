import { expect, test } from '@playwright/test';
import { demo, loginAs } from './support';

test('the administrator creates a backup from Configuración and sees it listed with its size', async ({
  page,
}) => {
  await loginAs(page, demo.admin, '/dashboard/admin/configurations');
  await page.getByRole('tab', { name: 'Respaldos' }).click();
  const list = page.getByRole('table', { name: 'Respaldos' });
  const createNow = page.getByRole('button', { name: 'Crear respaldo ahora' });
  // The button appears with the loaded list: count the earlier backups only then, not while «Cargando…».
  await expect(createNow).toBeVisible();
  const before = await list.getByRole('row').count();
  await createNow.click();
  await expect(page.getByText('Respaldo creado')).toBeVisible({ timeout: 20_000 });
  const rows = list.getByRole('row');
  // The header, the new backup and any earlier ones.
  await expect(rows).toHaveCount(Math.max(before, 1) + 1);
  const newest = rows.nth(1);
  await expect(newest.getByRole('cell').nth(0)).toHaveText(/^posada-\d{8}-\d{6}\.tar\.gz$/);
  await expect(newest.getByRole('cell').nth(1)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(newest.getByRole('cell').nth(2)).toHaveText(/^\d+,\d MB$/);
});

test('the administrator sees the scheduled jobs: the business-day close has run and is up to date', async ({
  page,
}) => {
  await loginAs(page, demo.admin, '/dashboard/admin/configurations');
  await page.getByRole('tab', { name: 'Tareas' }).click();
  const close = page
    .getByRole('table', { name: 'Tareas programadas' })
    .getByRole('row')
    .filter({ hasText: 'Cierre del día y vencimiento de reservas pendientes' });
  await expect(close.getByRole('cell').nth(1)).toHaveText(/Al día|En curso/);
  await expect(close.getByRole('cell').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
});
