import type { TOutletProduct, TSale, TSaleBody } from '@posada/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { saleBody } from '../../test/sales.fixture';
import {
  discardRefused,
  isUnreachable,
  keepUnsent,
  PENDING_SALES_KEY,
  pendingSales,
  retryRefused,
  sendPending,
} from './offline-queue';
import { addProduct } from './order';

const beer: TOutletProduct = {
  id: 7,
  codigo: 'CERV',
  codigo_barras: null,
  nombre: 'Cerveza nacional',
  categoria: 'Bebidas',
  precio: '8000.00',
};
const scope = { hotel_id: 1, usuario_id: 5 };
const body = saleBody;
const answer = { id: 40, documento: 'pos', numero: 'POS12' } as TSale;

function keep(key: string, inScope = scope) {
  expect(
    keepUnsent({
      scope: inScope,
      key,
      body,
      punto_venta: 'Restaurante',
      pedido: addProduct(addProduct([], beer), beer),
      total: '16000.00',
    }),
  ).toBe(true);
}

const offline = () => Promise.reject(new ApiError(0, NETWORK_ERROR_MESSAGE));

describe('the queue of sales kept while the server does not answer', () => {
  it('keeps a sale with its key, body and summary, once per key, in its hotel and user', () => {
    keep('k-1');
    keep('k-1');
    keep('k-other', { hotel_id: 2, usuario_id: 5 });
    const [kept, ...rest] = pendingSales(scope);
    expect(rest).toEqual([]);
    expect(kept).toMatchObject({
      key: 'k-1',
      body,
      resumen: '2 × Cerveza nacional',
      total: '16000.00',
      estado: 'pendiente',
      intentos: 0,
    });
    expect(pendingSales({ hotel_id: 2, usuario_id: 5 }).map((s) => s.key)).toEqual(['k-other']);
    expect(pendingSales({ hotel_id: 1, usuario_id: 6 })).toEqual([]);
  });

  it('sends again with the same key until the server answers, then removes it', async () => {
    keep('k-1');
    keep('k-2');
    const send = vi.fn<(key: string, b: TSaleBody) => Promise<TSale>>(offline);
    const first = await sendPending(scope, send);
    // No answer: the round stops at the first sale, both stay.
    expect(first).toMatchObject({ sent: [], refused: [], unreachable: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect(pendingSales(scope).map((s) => [s.key, s.intentos])).toEqual([
      ['k-1', 1],
      ['k-2', 0],
    ]);

    send.mockImplementation(async () => answer);
    const second = await sendPending(scope, send);
    expect(send.mock.calls.map(([key, b]) => [key, b])).toEqual([
      ['k-1', body],
      ['k-1', body],
      ['k-2', body],
    ]);
    expect(second.sent.map((s) => [s.sale.key, s.answer.numero])).toEqual([
      ['k-1', 'POS12'],
      ['k-2', 'POS12'],
    ]);
    expect(pendingSales(scope)).toEqual([]);
    expect(localStorage.getItem(PENDING_SALES_KEY)).toBeNull();
  });

  it('marks a refusal (4xx) with the server’s message, never drops it, and retries it with its key on request', async () => {
    keep('k-1');
    const refusal = new ApiError(422, 'Debe abrir una caja para registrar pagos');
    const send = vi.fn<(key: string, b: TSaleBody) => Promise<TSale>>(() => Promise.reject(refusal));
    const report = await sendPending(scope, send);
    expect(report.refused.map((s) => s.mensaje)).toEqual(['Debe abrir una caja para registrar pagos']);
    expect(pendingSales(scope)[0]).toMatchObject({
      estado: 'rechazada',
      mensaje: 'Debe abrir una caja para registrar pagos',
    });
    // A refused sale is not sent by the rounds that follow.
    await sendPending(scope, send);
    expect(send).toHaveBeenCalledTimes(1);

    retryRefused('k-1');
    send.mockImplementation(async () => answer);
    await sendPending(scope, send);
    expect(send.mock.calls.map(([key]) => key)).toEqual(['k-1', 'k-1']);
    expect(pendingSales(scope)).toEqual([]);
  });

  it('keeps a sale pending on an expired session (401) or a server error; discards only a refused one', async () => {
    keep('k-1');
    await sendPending(scope, () => Promise.reject(new ApiError(401, 'Sesión vencida')));
    expect(pendingSales(scope)[0]).toMatchObject({ estado: 'pendiente', mensaje: 'Sesión vencida' });
    await sendPending(scope, () => Promise.reject(new ApiError(500, 'Error interno')));
    expect(pendingSales(scope)[0]).toMatchObject({ estado: 'pendiente', intentos: 2 });
    discardRefused('k-1');
    expect(pendingSales(scope)).toHaveLength(1);
    await sendPending(scope, () => Promise.reject(new ApiError(409, 'Otra venta con esa clave')));
    discardRefused('k-1');
    expect(pendingSales(scope)).toEqual([]);
  });

  it('lives in the browser’s storage, so a reload finds it (the screen test reloads for real)', () => {
    keep('k-1');
    const raw = localStorage.getItem(PENDING_SALES_KEY) ?? '';
    localStorage.clear();
    expect(pendingSales(scope)).toEqual([]);
    // What a new page finds: the same text in localStorage.
    localStorage.setItem(PENDING_SALES_KEY, raw);
    expect(pendingSales(scope).map((s) => [s.key, s.body, s.pedido.length])).toEqual([['k-1', body, 1]]);
  });

  it('tells no answer (no connection, a proxy’s 502/503/504) from an answer', () => {
    expect(isUnreachable(new ApiError(0, NETWORK_ERROR_MESSAGE))).toBe(true);
    expect(isUnreachable(new ApiError(503, 'Servicio no disponible'))).toBe(true);
    expect(isUnreachable(new ApiError(422, 'Debe abrir una caja'))).toBe(false);
    expect(isUnreachable(new ApiError(500, 'Error'))).toBe(false);
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('keeps the order on screen when the browser cannot store it', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    expect(keepUnsent({ scope, key: 'k-1', body, punto_venta: 'Restaurante', pedido: [], total: null })).toBe(
      false,
    );
    setItem.mockRestore();
  });
});
