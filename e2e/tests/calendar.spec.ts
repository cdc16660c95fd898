import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, demo, loginAs } from './support';

/** YYYY-MM-DD plus days. */
const plus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Chart {
  hoy: string;
  habitaciones: { id: number; numero: string; tipo_habitacion_id: number }[];
}

/** Books room `numero` for the nights [llegada, salida) through the API, as the booking form does. */
async function book(
  request: APIRequestContext,
  headers: Record<string, string>,
  chart: Chart,
  numero: string,
  clienteId: number,
  llegada: string,
  salida: string,
) {
  const room = chart.habitaciones.find((r) => r.numero === numero);
  if (!room) throw new Error(`room ${numero}`);
  const res = await request.post('/api/reservaCrear', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      cliente_id: clienteId,
      canal: 'telefono',
      lineas: [
        {
          tipo_habitacion_id: room.tipo_habitacion_id,
          habitacion_id: room.id,
          llegada,
          salida,
          adultos: 2,
          ninos: 0,
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** Drags `bar` by the pointer onto the row of room `numero`, on the same nights. */
async function dragToRoom(page: Page, bar: Locator, numero: string) {
  const from = await bar.boundingBox();
  const row = await page
    .getByRole('rowheader', { name: `Habitación ${numero},`, exact: false })
    .boundingBox();
  if (!from || !row) throw new Error('not on screen');
  const x = from.x + from.width / 3;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(x, row.y + row.height / 2, { steps: 8 });
  await page.mouse.up();
}

const barOf = (page: Page, holder: string, numero: string) =>
  page.getByRole('button', { name: new RegExp(`^Reserva \\d+, ${holder},.*habitación ${numero} `) });

test('a booking on the calendar: dragged to another room it stays there; onto a taken room it snaps back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await apiLogin(page.request, demo.recepcion);
  const headers = { authorization: `Bearer ${session.token}` };
  // Nights six weeks ahead in the Doble rooms of floors 2 and 3, which no other spec books.
  // Any window answers the rooms and the business date.
  const answer = await page.request.post('/api/calendario', {
    headers,
    data: { desde: '2026-01-01', hasta: '2026-01-02' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const chart = ((await answer.json()) as { data: Chart }).data;
  const { hoy } = chart;
  const clients = await page.request.post('/api/clienteListar?search=Jorge', { headers, data: {} });
  const jorge = ((await clients.json()) as { data: { id: number }[] }).data[0]?.id ?? 0;
  const laura = (
    (await (await page.request.post('/api/clienteListar?search=Laura', { headers, data: {} })).json()) as {
      data: { id: number }[];
    }
  ).data[0]?.id;
  const llegada = plus(hoy, 43);
  await book(page.request, headers, chart, '203', jorge, llegada, plus(llegada, 2));
  await book(page.request, headers, chart, '204', laura ?? jorge, llegada, plus(llegada, 3));

  await loginAs(page, demo.recepcion, `/dashboard/calendar?desde=${plus(llegada, -3)}&vista=2s`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  const bar = barOf(page, 'Jorge Martínez Ruiz', '203');
  await expect(bar).toBeVisible();
  await bar.hover();
  await expect(page.getByRole('tooltip')).toContainText('2 noches');
  // The bars and their summary on screen pass axe too (the route-table check sees an empty chart).
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')).toEqual([]);

  // Onto 204, taken by Laura on those nights: the server refuses, the bar goes back to 203.
  await dragToRoom(page, bar, '204');
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudo mover la reserva' })).toContainText(
    'La habitación 204 ya está comprometida',
  );
  await expect(barOf(page, 'Jorge Martínez Ruiz', '203')).toBeVisible();

  // Onto 303, free: the bar moves, and is there after a reload.
  await dragToRoom(page, barOf(page, 'Jorge Martínez Ruiz', '203'), '303');
  await expect(barOf(page, 'Jorge Martínez Ruiz', '303')).toBeVisible();
  await page.reload();
  await expect(barOf(page, 'Jorge Martínez Ruiz', '303')).toBeVisible();
  await expect(barOf(page, 'Jorge Martínez Ruiz', '203')).toHaveCount(0);
});
