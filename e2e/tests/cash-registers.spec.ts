import { expect, type Page, test } from '@playwright/test';
import { pdfPages, saved, xlsxRows } from './files';
import { apiLogin, DEMO_PASSWORD, demo, loginAs } from './support';

// This file's own register, so the demo registers and other specs' data stay untouched.
const register = `Caja E2E ${Date.now()}`;
const totalCaja = (page: Page) => page.getByTestId('total-caja');

test.describe
  .serial('cash registers', () => {
    test.beforeAll(async ({ request }) => {
      const admin = { authorization: `Bearer ${(await apiLogin(request, demo.admin)).token}` };
      const created = await request.post('/api/cajaCrear', { headers: admin, data: { nombre: register } });
      expect(created.status(), await created.text()).toBe(200);
      const cajaId = (await created.json()).data.id;
      // Reception used it first (self-approval) and counted $ 80.000 at closing: the handover.
      const recepcion = { authorization: `Bearer ${(await apiLogin(request, demo.recepcion)).token}` };
      const opened = await request.post('/api/cajaAbrir', {
        headers: recepcion,
        data: { caja_id: cajaId, efectivo: 80000, password: 'AUTOAPROBACION' },
      });
      expect(opened.status(), await opened.text()).toBe(200);
      const closed = await request.post('/api/cajaCerrar', {
        headers: recepcion,
        data: { efectivo: '80000', tarjetas: '0', transferencia: '0' },
      });
      expect(closed.status(), await closed.text()).toBe(200);
    });

    test('the cashier opens with the handover, withdraws, and closes with a shortage', async ({
      page,
    }, testInfo) => {
      await loginAs(page, demo.cajero);
      await expect(totalCaja(page)).toHaveText('—');
      await page.getByRole('button', { name: 'Abrir Caja' }).click();
      const modal = page.getByRole('dialog', { name: 'Abrir Caja' });
      await modal.getByRole('textbox', { name: 'Seleccione Caja' }).click();
      await page.getByRole('option', { name: register }).click();
      await expect(modal.getByText('Última asignación')).toBeVisible();
      await expect(modal.getByText('Usuario: Ricardo Recepción')).toBeVisible();
      await expect(modal.getByText('Estado: Cerrada')).toBeVisible();
      await expect(modal.getByRole('textbox', { name: 'Efectivo' })).toHaveValue(/^\$\s80\.000$/);
      await expect(modal.getByText(/^Reportado: \$\s80\.000$/)).toBeVisible();

      // A wrong password: the error closes by itself and the password field gets the focus.
      const password = modal.getByRole('textbox', { name: 'Contraseña de quien cerró la caja' });
      await password.fill('no-es-la-clave');
      await modal.getByRole('button', { name: 'Abrir Caja' }).click();
      const error = page.getByRole('dialog', { name: 'Error' });
      await expect(error).toContainText('La contrasena no coincide');
      await expect(error).toBeHidden({ timeout: 4000 });
      await expect(password).toBeFocused();
      await expect(modal).toBeVisible();

      await password.fill(DEMO_PASSWORD);
      await modal.getByRole('button', { name: 'Abrir Caja' }).click();
      const success = page.getByRole('dialog', { name: 'Éxito' });
      await expect(success).toContainText('Caja abierta correctamente');
      await success.getByRole('button', { name: 'Aceptar' }).click();
      await expect(modal).toBeHidden();
      await expect(totalCaja(page)).toHaveText(/^\$\s80\.000,00$/);

      await page.getByRole('button', { name: 'Retiro Parcial' }).click();
      const withdrawal = page.getByRole('dialog', { name: 'Retiro Parcial' });
      await withdrawal.getByRole('textbox', { name: 'Monto' }).fill('30000');
      await withdrawal.getByRole('textbox', { name: 'Motivo' }).fill('Consignación bancaria');
      await withdrawal.getByRole('button', { name: 'Registrar retiro' }).click();
      await expect(withdrawal).toBeHidden();
      await expect(totalCaja(page)).toHaveText(/^\$\s50\.000,00$/);

      // The blind count: nothing expected is shown until the register is closed.
      await page.getByRole('button', { name: 'Cerrar Caja' }).click();
      const count = page.getByRole('dialog', { name: 'Cerrar Caja' });
      await expect(count.getByText('Esperado')).toHaveCount(0);
      await count.getByRole('textbox', { name: 'Efectivo' }).fill('49000');
      await count.getByRole('textbox', { name: 'Tarjetas' }).fill('0');
      await count.getByRole('textbox', { name: 'Transferencia' }).fill('0');
      await count.getByRole('button', { name: 'Continuar' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirme el conteo' });
      await confirm.getByRole('button', { name: 'Cerrar Caja' }).click();
      const slip = page.getByRole('dialog', { name: 'Caja cerrada' }).getByTestId('closing-slip');
      await expect(slip).toContainText('Faltante');
      await expect(slip).toContainText(/-\$\s1\.000/);
      // The slip's files, opened: the same figures as the slip (the report path of every report).
      const closed = page.getByRole('dialog', { name: 'Caja cerrada' });
      const excel = page.waitForEvent('download');
      await closed.getByRole('button', { name: 'Exportar Excel' }).click();
      const xlsx = await excel;
      expect(xlsx.suggestedFilename()).toMatch(/^cierre-caja-\d+\.xlsx$/);
      const [slipSheet] = xlsxRows(await saved(xlsx, (n) => testInfo.outputPath(n)));
      expect(slipSheet?.find((r) => r[0] === 'Efectivo')?.slice(5, 9)).toEqual([
        '50000',
        '49000',
        '-1000',
        'Faltante',
      ]);
      const pdfDownload = page.waitForEvent('download');
      await closed.getByRole('button', { name: 'Exportar PDF' }).click();
      const text = pdfPages(await saved(await pdfDownload, (n) => testInfo.outputPath(n)))
        .join('\n')
        .replace(/\u00a0/g, ' ');
      expect(text).toContain(`Cierre de caja · ${register}`);
      expect(text).toMatch(/Efectivo\s.*\$ 50\.000\s+\$ 49\.000\s+-\$ 1\.000\s+Faltante/);
      await page.getByRole('button', { name: 'Finalizar' }).click();
      await expect(page.getByRole('button', { name: 'Abrir Caja' })).toBeVisible();
      await expect(totalCaja(page)).toHaveText('—');

      await page.goto('/dashboard/admin/cash-register-close');
      const closing = page
        .getByRole('row')
        .filter({ hasText: register })
        .filter({ hasText: 'Camila Cajera' });
      await expect(closing).toContainText('Faltante');
      await expect(closing).toContainText(/-\$\s1\.000/);

      await page.goto('/dashboard/admin/cash-register-partial-withdrawal');
      await expect(page.getByRole('row').filter({ hasText: 'Consignación bancaria' })).toContainText(
        register,
      );
    });

    test('accounting reads the register’s two shifts as one account, on screen and in the exports', async ({
      page,
    }, testInfo) => {
      await loginAs(page, demo.contabilidad, '/dashboard/admin/reports/cash');
      await expect(page.getByRole('heading', { name: 'Reporte de Cajas' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Caja' }).click();
      await page.getByRole('option', { name: register }).click();
      const shifts = page.getByRole('table', { name: 'Turnos' });
      const row = shifts.getByRole('row').filter({ hasText: 'Camila Cajera' });
      await expect(row.filter({ hasText: register })).toContainText(/-\$\s1\.000/);
      await expect(shifts.getByRole('row').filter({ hasText: 'Ricardo Recepción' })).toHaveCount(1);

      // Reception opened 80.000 (first use) and counted 80.000; the cashier received those 80.000,
      // withdrew 30.000 and counted 49.000. One account: starts at 80.000 (not 160.000), expects
      // 80 − 30 = 50.000 (not 130.000), counts 49.000 at the last closing: 1.000 short, at the
      // closing and not at the handover.
      const totals = page.getByRole('table', { name: 'Totales del rango' });
      const cash = totals.getByRole('row').filter({ hasText: 'Efectivo' });
      await expect(cash).toContainText('Faltante');
      const cells = (await cash.getByRole('cell').allTextContents()).map((t) => t.replace(/\u00a0/g, ' '));
      expect(cells).toEqual([
        'Efectivo',
        '$ 80.000', // saldo inicial
        '$ 0', // ingresos
        '$ 0', // devoluciones
        '$ 30.000', // retiros
        '$ 50.000', // saldo esperado
        '$ 49.000', // saldo contado
        '-$ 1.000', // diferencia
        '$ 0', // en entregas
        '-$ 1.000', // en cierres
        'Faltante',
      ]);
      await expect(totals.getByRole('row').filter({ hasText: 'Total' })).toContainText('Faltante');
      await page.screenshot({ path: testInfo.outputPath('reporte-cajas.png'), fullPage: true });

      // Both files, opened: the totals as the screen shows them, and nothing of the doubled count.
      const excel = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar Excel' }).click();
      const xlsx = await excel;
      expect(xlsx.suggestedFilename()).toMatch(/^reporte-cajas-.*\.xlsx$/);
      const [shiftSheet, totalsSheet] = xlsxRows(await saved(xlsx, (n) => testInfo.outputPath(n)));
      expect(shiftSheet?.[1]?.[0]).toContain(`Caja: ${register}`);
      const cashRow = totalsSheet?.find((r) => r[0] === 'Efectivo');
      expect(cashRow?.slice(0, 7)).toEqual(['Efectivo', '80000', '0', '0', '30000', '50000', '49000']);
      expect(JSON.stringify(totalsSheet)).not.toContain('130000');

      const pdfDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportar PDF' }).click();
      const pdf = await pdfDownload;
      expect(pdf.suggestedFilename()).toMatch(/^reporte-cajas-.*\.pdf$/);
      const pages = pdfPages(await saved(pdf, (n) => testInfo.outputPath(n)));
      const text = pages.join('\n').replace(/\u00a0/g, ' ');
      expect(text).toContain('Totales del rango');
      // pdftotext may close up "$ 0" (a no-break space before a lone digit) to "$0".
      expect(text).toMatch(/Efectivo\s+\$ 80\.000\s+\$\s?0\s+\$\s?0\s+\$ 30\.000\s+\$ 50\.000\s+\$ 49\.000/);
      expect(text).toContain(`Página 1 de ${pages.length}`);
      expect(text).not.toContain('130.000');
    });
  });
