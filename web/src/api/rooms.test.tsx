import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../lib/session';
import { makeClient, makeUser, pageOf } from '../test/factories';
import { rackRoom } from '../test/rack-room.fixture';
import { register } from '../test/register-test-server';
import { fakeApi } from '../test/render-app';
import { renderQueryHooks } from '../test/render-with-providers';
import { useCashBalance } from './cash-registers';
import { clients, useClientSearch } from './clients';
import { useRoomAction } from './rooms';

const stay = { habitacion_id: 1, cliente_id: 4, adultos: 1, salida: '2026-01-06', tarifa_nombre: 'Estándar' };

describe('the rack’s calls refresh what they change elsewhere', () => {
  it("a deposit taken on Ocupar refreshes 'Total Caja' at once", async () => {
    let saldo = '100000.00';
    fakeApi({
      'GET /api/detalleCajaSaldo': () => ({ status: 200, body: { data: register(saldo) } }),
      'POST /api/ocuparHabitacionCliente': () => {
        saldo = '250000.00';
        return {
          status: 200,
          body: { message: 'Habitación ocupada', data: rackRoom({ estado: 'Ocupada' }) },
        };
      },
    });
    // Money goes through the user's register: only who can hold one (issue 32 item 11).
    setSession('tok', makeUser(['rack.ver', 'rack.ocupar', 'cajas.abrir']));
    const { result } = renderQueryHooks(() => ({ balance: useCashBalance(), action: useRoomAction() }));
    await waitFor(() => expect(result.current.balance.saldo).toBe('100000.00'));

    const anticipo = { forma_pago_id: 1, monto: '150000', idempotency_key: 'clave-0001' };
    await act(() => result.current.action.mutateAsync({ action: 'ocupar', body: { ...stay, anticipo } }));
    await waitFor(() => expect(result.current.balance.saldo).toBe('250000.00'));
  });

  it("a check-out paid in several methods refreshes 'Total Caja' and answers its invoice", async () => {
    let saldo = '100000.00';
    const { calls } = fakeApi({
      'GET /api/detalleCajaSaldo': () => ({ status: 200, body: { data: register(saldo) } }),
      'POST /api/desocuparHabitacionCliente': () => {
        saldo = '278500.00';
        return {
          status: 200,
          body: {
            message: 'Habitación desocupada',
            data: rackRoom({ sucia: true }),
            factura: { id: 7, numero: 'SETP990000001' },
            cambio: '1500.00',
          },
        };
      },
    });
    setSession('tok', makeUser(['rack.ver', 'rack.desocupar', 'cajas.abrir']));
    const { result } = renderQueryHooks(() => ({ balance: useCashBalance(), action: useRoomAction() }));
    await waitFor(() => expect(result.current.balance.saldo).toBe('100000.00'));
    const pagos = [
      { forma_pago_id: 2, monto: '100000' },
      { forma_pago_id: 1, monto: '80000' },
    ];
    const answer = await act(() =>
      result.current.action.mutateAsync({
        action: 'desocupar',
        body: { habitacion_id: 1, pagos },
        idempotencyKey: 'clave-0002',
      }),
    );
    expect(answer).toMatchObject({ factura: { id: 7, numero: 'SETP990000001' }, cambio: '1500.00' });
    expect(calls.find((c) => c.method === 'POST')?.idempotencyKey).toBe('clave-0002');
    await waitFor(() => expect(result.current.balance.saldo).toBe('278500.00'));
  });

  it('a room action without money leaves the register alone', async () => {
    const { calls } = fakeApi({
      'GET /api/detalleCajaSaldo': { status: 200, body: { data: register('100000.00') } },
      'POST /api/habitacionesMantenimiento': {
        status: 200,
        body: { message: 'En mantenimiento', data: rackRoom() },
      },
    });
    setSession('tok', makeUser(['rack.ver', 'rack.mantenimiento', 'cajas.abrir']));
    const { result } = renderQueryHooks(() => ({ balance: useCashBalance(), action: useRoomAction() }));
    await waitFor(() => expect(result.current.balance.saldo).toBe('100000.00'));
    await act(() =>
      result.current.action.mutateAsync({
        action: 'mantenimiento',
        body: { habitacion_id: 1, motivo: 'Pintura' },
      }),
    );
    expect(calls.filter((c) => c.url === '/api/detalleCajaSaldo')).toHaveLength(1);
  });

  it('editing a client refreshes the client search of the Ocupar and Reservar dialogs', async () => {
    let nombre = 'Laura Gómez';
    fakeApi({
      'POST /api/clienteListar': () => ({
        status: 200,
        body: pageOf([makeClient({ nombre_completo: nombre })]),
      }),
      'POST /api/clienteActualizar': () => {
        nombre = 'Laura Gómez Restrepo';
        return { status: 200, body: { data: makeClient({ nombre_completo: nombre }) } };
      },
    });
    setSession('tok', makeUser(['rack.ver', 'clientes.editar']));
    const { result } = renderQueryHooks(() => ({
      search: useClientSearch('Lau', true),
      save: clients.useSave(),
    }));
    await waitFor(() => expect(result.current.search.data?.data[0]?.nombre_completo).toBe('Laura Gómez'));

    await act(() => result.current.save.mutateAsync({ body: makeClient() as never, id: 4 }));
    await waitFor(() =>
      expect(result.current.search.data?.data[0]?.nombre_completo).toBe('Laura Gómez Restrepo'),
    );
  });
});
