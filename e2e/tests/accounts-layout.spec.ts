import { expect, type Page, test } from '@playwright/test';
import { apiLogin, demo, loginAs, walkIn } from './support';

/** This spec's own room: no other spec uses it. */
const ROOM = '302';

/** A phone's screen, as Lighthouse's mobile run has it. */
test.use({ viewport: { width: 412, height: 823 } });

/** Records the page's layout shifts (not those right after an input) from its first paint. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
        );
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts);
}

/** Holds these calls for `ms` before they leave: the screen is drawn before they answer, as on a phone. */
async function slowAnswers(page: Page, calls: string[], ms: number) {
  for (const call of calls) {
    await page.route(`**/api/${call}*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    });
  }
}

test('Detalle Cuentas keeps its layout while the billing summary and the list arrive', async ({ page }) => {
  // A first visit of a lazily loaded screen: slow on a busy 2-core machine.
  test.setTimeout(90_000);
  const shifts = await recordShifts(page);
  await slowAnswers(page, ['facturacionResumen', 'cuentaListar'], 1_500);
  await loginAs(page, demo.recepcion, '/dashboard/dashboardFacturacion');
  // The summary's placeholders, then its figures, and the list's count.
  await expect(page.getByRole('heading', { name: 'Detalle Cuentas' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('facturado-hoy')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^\d+ registros?$/)).toBeVisible({ timeout: 30_000 });
  // Two frames after the last answer: a shift it causes is recorded by then.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const recorded = await shifts();
  const total = recorded.reduce((sum, shift) => sum + shift.value, 0);
  // Lighthouse's "good" is 0.1 for the largest burst; this is every shift of the load together.
  expect(total, JSON.stringify(recorded)).toBeLessThanOrEqual(0.1);
});

test('the entries table of a stay’s account names its actions column', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${(await apiLogin(request, demo.admin)).token}` };
  await walkIn(request, headers, ROOM);

  await loginAs(page, demo.admin);
  await page.getByRole('button', { name: new RegExp(`^Habitación ${ROOM},`) }).click();
  const table = page.getByRole('dialog').getByRole('table', { name: 'Movimientos de la cuenta' });
  await expect(table).toBeVisible();
  const actions = table.getByRole('columnheader', { name: 'Acciones', exact: true });
  await expect(actions).toHaveCount(1);
  // Named by its text (read by every screen reader and by axe's empty-table-header), not an attribute.
  expect((await actions.textContent())?.trim()).toBe('Acciones');
});
