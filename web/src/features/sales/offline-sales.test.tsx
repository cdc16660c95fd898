import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../test/choose-option';
import { makeClient } from '../../test/factories';
import type { FakeCall } from '../../test/render-app';
import { beer, sale, saleBody, serveSales } from '../../test/sales.fixture';
import { keepUnsent, PENDING_SALES_KEY, pendingSales } from './offline-queue';
import { addProduct } from './order';

const seller = ['ventas.ver', 'ventas.crear', 'cajas.abrir'] as const;
/** makeUser's id and hotel: the queue's scope of the tests' session. */
const scope = { hotel_id: 3, usuario_id: 7 };
const sold = { status: 200, body: { message: 'Venta registrada', data: sale } };
const sells = (calls: FakeCall[]) => calls.filter((c) => c.url === '/api/ventaCrear');

async function payCash(amount: string) {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Cobrar' })).toHaveProperty('disabled', false),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Cobrar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cobrar' });
  await chooseOption('Medio de pago 1', 'Efectivo', dialog);
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Valor 1' }), { target: { value: amount } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar venta' }));
  return dialog;
}

describe('Ventas without an answer from the server', () => {
  it('keeps the sale as pending, clears the order, and sends it once with its key when the server answers', async () => {
    let reachable = false;
    const { calls } = serveSales([...seller], [makeClient()], {
      'POST /api/ventaCrear': () => (reachable ? sold : 'network-error'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Cerveza nacional' }));
    await screen.findByTestId('total');
    await payCash('20000');

    const panel = await screen.findByTestId('ventas-pendientes');
    expect(panel.textContent).toContain('Pendiente de envío');
    expect(within(panel).getByTestId('pendientes-cuenta').textContent).toBe('1 venta · $\u00a016.000');
    expect(within(panel).getByTestId('venta-pendiente').textContent).toContain('1 × Cerveza nacional');
    // No document: nothing fiscal until the server answers. The order is free for the next sale.
    expect(screen.queryByTestId('tiquete')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Cobrar' })).toBeNull();
    expect(screen.getByText('Toque un producto o escanee su código.')).toBeTruthy();
    expect(pendingSales(scope)).toHaveLength(1);

    // The round the kept sale started at once got no answer either; the cashier tries again.
    const retry = within(panel).getByRole('button', { name: 'Reintentar ahora' });
    await waitFor(() => expect(retry).toHaveProperty('disabled', false));
    expect(sells(calls)).toHaveLength(2);
    reachable = true;
    fireEvent.click(retry);
    const done = await screen.findByTestId('venta-enviada');
    expect(done.textContent).toContain('Tiquete POS POS12');
    expect(screen.queryByTestId('venta-pendiente')).toBeNull();
    expect(localStorage.getItem(PENDING_SALES_KEY)).toBeNull();
    // Both attempts carried the key the sale was first sent with, and the same body.
    const attempts = sells(calls);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(new Set(attempts.map((c) => JSON.stringify(c.body))).size).toBe(1);
    fireEvent.click(within(done).getByRole('button', { name: 'Ver tiquete' }));
    expect((await screen.findByTestId('tiquete')).textContent).toContain('POS12');
  });

  it('finds a kept sale after a reload, sends it at once, and keeps a refusal with the server’s message', async () => {
    keepUnsent({
      scope,
      key: 'clave-guardada',
      body: saleBody,
      punto_venta: 'Restaurante',
      pedido: addProduct(addProduct([], beer), beer),
      total: '16000.00',
    });
    const { calls } = serveSales([...seller], [makeClient()], {
      'POST /api/ventaCrear': { status: 422, body: { message: 'Debe abrir una caja para registrar pagos' } },
    });
    const row = await screen.findByTestId('venta-pendiente');
    await waitFor(() => expect(row.textContent).toContain('Rechazada'));
    expect(row.textContent).toContain('Debe abrir una caja para registrar pagos');
    expect(sells(calls).map((c) => c.idempotencyKey)).toEqual(['clave-guardada']);

    // Back into the order as typed, to sell again (a new key: the refused one wrote nothing).
    fireEvent.click(within(row).getByRole('button', { name: 'Corregir en el pedido' }));
    expect(await screen.findByTestId('linea-1')).toBeTruthy();
    expect(within(screen.getByTestId('linea-1')).getByRole('textbox', { name: 'Cantidad' })).toHaveProperty(
      'value',
      '2',
    );
    expect(screen.queryByTestId('ventas-pendientes')).toBeNull();
    expect(pendingSales(scope)).toEqual([]);
  });

  it('takes the order at menu prices when the quote gets no answer, and keeps the sale', async () => {
    const { calls } = serveSales([...seller], [makeClient()], {
      'POST /api/ventaCotizar': 'network-error',
      'POST /api/ventaCrear': 'network-error',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Cerveza nacional' }));
    expect((await screen.findByTestId('sin-conexion')).textContent).toContain('$\u00a08.000');
    const dialog = await payCash('10000');
    expect(within(dialog).getByTestId('documento-a-emitir').textContent).toContain('Sin conexión');
    expect((await screen.findByTestId('pendientes-cuenta')).textContent).toBe('1 venta · $\u00a08.000');
    expect(sells(calls)[0]?.body).toMatchObject({ pagos: [{ forma_pago_id: 1, monto: '10000' }] });
  });
});
