import { expect, test } from '@playwright/test';
import { demo, loginAs } from './support';

/**
 * Issue 31's figure: the grid of an outlet with 2 000 products shows in ≤ 300 ms after the Ventas
 * screen opens, in Chromium with the CPU throttled 2×. The outlet's real answer
 * (`puntoVentaProductos`) is extended to 2 000 products in the browser's network layer (the demo has
 * a few dozen; the screen's cost is what is measured, the server's query is one indexed read). Read
 * only: nothing is written, no room is used.
 */
const PRODUCTS = 2000;
const BUDGET_MS = 300;

test.use({ viewport: { width: 820, height: 1180 } });

test('the grid of an outlet with 2 000 products shows within 300 ms of the screen opening (CPU 2× slower)', async ({
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await context.route('**/api/puntoVentaProductos/*', async (route) => {
    const response = await route.fetch();
    const { data } = (await response.json()) as { data: { id: number }[] };
    const more = Array.from({ length: PRODUCTS - data.length }, (_, i) => ({
      id: 900_000 + i,
      codigo: `P${i}`,
      codigo_barras: `77000${String(i).padStart(8, '0')}`,
      nombre: `Producto de prueba ${i}`,
      categoria: ['Bebidas', 'Alimentos', 'Tienda', 'Minibar'][i % 4],
      precio: `${1000 + i}.00`,
    }));
    await route.fulfill({ response, json: { data: [...data, ...more] } });
  });
  const runs: number[] = [];
  for (let run = 0; run < 4; run++) {
    const page = await context.newPage();
    await loginAs(page, demo.admin, '/dashboard/dashboardRooms');
    await expect(page.locator('a[href$="/dashboardSell"]').first()).toBeAttached();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 });
    // In the page: from the screen's first frame (its search box drawn) to the frame after the grid
    // holds its tiles (the products drawn), by requestAnimationFrame.
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let opened = 0;
          const frame = () => {
            const now = performance.now();
            if (!opened && document.querySelector('input[placeholder^="Nombre, código"]')) opened = now;
            const grid = document.querySelector('[data-testid="productos"][aria-busy="false"]');
            if (opened && grid && grid.children.length > 0) {
              requestAnimationFrame(() => resolve(performance.now() - opened));
              return;
            }
            requestAnimationFrame(frame);
          };
          (document.querySelector('a[href$="/dashboardSell"]') as HTMLAnchorElement).click();
          requestAnimationFrame(frame);
        }),
    );
    await expect(page.getByRole('button', { name: /^Mostrar más \(\d+ productos más\)$/ })).toBeVisible();
    await cdp.detach();
    await page.close();
    // The first run loads the screen's code; the figure is of the screen opening with it at hand.
    if (run > 0) runs.push(Math.round(ms));
  }
  const median = [...runs].sort((a, b) => a - b)[1] ?? 0;
  testInfo.annotations.push({ type: 'grid-ms', description: `${runs.join(', ')} ms (median ${median})` });
  console.log(
    `Grid of ${PRODUCTS} products after the screen opens (CPU 2×): ${runs.join(', ')} ms, median ${median} ms`,
  );
  expect(median).toBeLessThanOrEqual(BUDGET_MS);
});
