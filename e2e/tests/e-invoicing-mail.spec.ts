import { expect, test } from '@playwright/test';
import { demo, loginAs } from './support';

test('the administrator sets the mail server the accepted invoices go to their buyers by', async ({
  page,
}) => {
  await loginAs(page, demo.admin, '/dashboard/admin/configurations');
  await page.getByRole('tab', { name: 'Facturación electrónica' }).click();
  const panel = page.getByRole('form', { name: 'Servidor de correo' });
  await panel.getByLabel('Servidor (SMTP)').fill('smtp.posada.lan');
  await panel.getByLabel('Usuario').fill('facturas@posada.demo');
  await panel.getByLabel('Contraseña').fill('clave-del-correo');
  await panel.getByLabel('Remitente').fill('facturas@posada.demo');
  await panel.getByRole('button', { name: 'Guardar correo' }).click();
  await expect(page.getByText('Servidor de correo guardado')).toBeVisible();
  // The password is kept sealed: the box is empty again and says it is stored.
  await expect(panel.getByText('Guardada. Escriba una nueva solo para cambiarla.')).toBeVisible();
  await expect(panel.getByLabel('Contraseña')).toHaveValue('');
  await page.reload();
  await page.getByRole('tab', { name: 'Facturación electrónica' }).click();
  await expect(
    page.getByRole('form', { name: 'Servidor de correo' }).getByLabel('Servidor (SMTP)'),
  ).toHaveValue('smtp.posada.lan');
  if (process.env.E2E_SHOTS) {
    const form = page.getByRole('form', { name: 'Servidor de correo' });
    await form.screenshot({ path: `${process.env.E2E_SHOTS}/mail-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await form.screenshot({ path: `${process.env.E2E_SHOTS}/mail-390.png` });
  }
});
