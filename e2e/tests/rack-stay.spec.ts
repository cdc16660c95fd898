import { expect, test } from '@playwright/test';
import { apiLogin, demo, loginAs, stayTotal } from './support';

test('Disponible → ocupar with a deposit → Ocupada → desocupar → Limpieza → habilitar → Disponible', async ({
  page,
  request,
}) => {
  // The deposit goes into the user's open register: open one of this test's own.
  const { token } = await apiLogin(request, demo.admin);
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/cajaCrear', {
    headers,
    data: { nombre: `Caja rack ${Date.now()}` },
  });
  expect(created.status(), await created.text()).toBe(200);
  const cajaId = (await created.json()).data.id;
  const opened = await request.post('/api/cajaAbrir', {
    headers,
    data: { caja_id: cajaId, efectivo: '0', password: 'AUTOAPROBACION' },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  await loginAs(page, demo.admin);
  const card = page.getByRole('button', { name: /^Habitación 308,/ });
  await expect(card).toContainText('Disponible');
  await card.click();
  await page.getByRole('button', { name: 'Ocupar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Habitación 308' });
  await dialog.getByRole('textbox', { name: 'Cliente' }).fill('Laura');
  await page.getByRole('option', { name: /Laura Gómez Restrepo/ }).click();
  await expect(dialog.getByTestId('precio-estancia')).toContainText('1 noche');
  const total = await stayTotal(dialog);
  await dialog.getByRole('textbox', { name: 'Medio de pago del anticipo' }).click();
  await page.getByRole('option', { name: 'Efectivo', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Medio de pago del anticipo' })).toHaveValue('Efectivo');
  await dialog.getByRole('textbox', { name: 'Anticipo', exact: true }).fill(total.replaceAll('.', ''));
  await dialog.getByRole('button', { name: 'Ocupar', exact: true }).click();
  await expect(card).toContainText('Ocupada');
  await expect(card).toContainText('Laura Gómez Restrepo');
  // The deposit is in the register: the top bar shows it without a reload.
  await expect(page.getByTestId('total-caja')).toHaveText(
    new RegExp(`^\\$\\s?${total.replaceAll('.', '\\.')},00$`),
  );

  await card.click();
  // No night is posted at occupation: the business-day close posts it; the account shows it due.
  await expect(page.getByTestId('total-estimado')).toHaveText(
    new RegExp(`^Total estimado \\$\\s?${total.replaceAll('.', '\\.')},00 \\(1 noche por cargar\\)$`),
  );
  await page.getByRole('button', { name: 'Desocupar', exact: true }).click();
  // Leaving on the arrival day keeps no night: none is posted and the deposit is given back.
  const checkout = page.getByRole('dialog');
  await expect(checkout.getByTestId('saldo-al-salir')).toHaveText(
    new RegExp(`^Se devuelven al huésped \\$\\s?${total.replaceAll('.', '\\.')}$`),
  );
  await expect(checkout.getByRole('button', { name: 'Desocupar y facturar' })).toBeDisabled();
  await checkout.getByRole('textbox', { name: 'Devolver el saldo con' }).click();
  await page.getByRole('option', { name: 'Efectivo', exact: true }).click();
  await checkout.getByRole('button', { name: 'Desocupar y facturar' }).click();
  await expect(card).toContainText('Limpieza');
  // The refund left the register: Total Caja is back at zero without a reload.
  await expect(page.getByTestId('total-caja')).toHaveText(/^\$\s?0,00$/);

  await card.click();
  await page.getByRole('button', { name: 'Habilitar', exact: true }).click();
  await page.getByRole('textbox', { name: '¿Quién hizo la limpieza?' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Habilitar', exact: true }).click();
  await expect(card).toContainText('Disponible');

  // Leave no register open for other tests: the deposit came in and went back out.
  const closed = await request.post('/api/cajaCerrar', {
    headers,
    data: { efectivo: '0', tarjetas: '0', transferencia: '0' },
  });
  expect(closed.status(), await closed.text()).toBe(200);
});
