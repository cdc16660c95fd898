import { expect, type Locator, test } from '@playwright/test';
import { apiLogin, demo, loginAs } from './support';

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  if (!found) throw new Error('sin caja');
  return found;
}

test('on a 390 px phone the top bar shows every button whole, none over another', async ({
  page,
  request,
}) => {
  // The widest top bar: an open register with a large balance, and its two buttons.
  const { token } = await apiLogin(request, demo.admin);
  const admin = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/cajaCrear', {
    headers: admin,
    data: { nombre: `Caja teléfono ${Date.now()}` },
  });
  expect(created.status(), await created.text()).toBe(200);
  const receptionist = { authorization: `Bearer ${(await apiLogin(request, demo.recepcion)).token}` };
  const opened = await request.post('/api/cajaAbrir', {
    headers: receptionist,
    data: { caja_id: (await created.json()).data.id, efectivo: '12345678', password: 'AUTOAPROBACION' },
  });
  expect(opened.status(), await opened.text()).toBe(200);

  try {
    await loginAs(page, demo.recepcion);
    const bar = page.locator('header');
    await expect(page.getByTestId('total-caja')).toHaveText(/12\.345\.678,00/);
    const parts = {
      menu: bar.getByRole('button', { name: 'Mostrar u ocultar el menú' }),
      total: bar.getByTestId('total-caja'),
      close: bar.getByRole('button', { name: 'Cerrar Caja' }),
      withdraw: bar.getByRole('button', { name: 'Retiro Parcial' }),
      theme: bar.getByRole('button', { name: 'Configurar tema' }),
      logout: bar.getByRole('button', { name: 'Cerrar sesión' }),
    };
    const boxes = Object.entries(parts).map(async ([name, locator]) => ({ name, ...(await box(locator)) }));
    const placed = await Promise.all(boxes);
    for (const part of placed) {
      expect(part.x, `${part.name} starts inside the screen`).toBeGreaterThanOrEqual(0);
      expect(part.x + part.width, `${part.name} ends inside the screen`).toBeLessThanOrEqual(WIDTH);
    }
    for (const [i, a] of placed.entries()) {
      for (const b of placed.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.name} and ${b.name} do not overlap`).toBe(true);
      }
    }
    // The page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  } finally {
    const closed = await request.post('/api/cajaCerrar', {
      headers: receptionist,
      data: { efectivo: '12345678', tarjetas: '0', transferencia: '0' },
    });
    expect(closed.status(), await closed.text()).toBe(200);
  }
});
