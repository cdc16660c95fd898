import type { PermissionCode } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { account } from '../../test/account.fixture';
import { makeUser, pageOf } from '../../test/factories';
import { occupiedRoomDetail, rackRoom } from '../../test/rack-room.fixture';
import { fakeApi } from '../../test/render-app';
import { renderWithProviders } from '../../test/render-with-providers';
import { RoomDialog } from './room-dialog';

const occupied = rackRoom({
  estado: 'Ocupada',
  estancia: {
    id: 9,
    huesped: 'Laura Gómez',
    llegada: '2026-01-05',
    salida: '2026-01-06',
    noches: 1,
    personas: 1,
    sale_hoy: true,
  },
});

function open(codes: PermissionCode[]) {
  const api = fakeApi({
    'GET /api/getRoomDashBoard/1': { status: 200, body: { data: occupiedRoomDetail(30) } },
    'GET /api/cuentaMostrar/30': { status: 200, body: { data: account() } },
    'POST /api/medioPagoListar': { status: 200, body: pageOf([]) },
    'POST /api/cuentaDescuento': {
      status: 200,
      body: {
        message: 'Descuento de $ 10.000 registrado',
        data: { cuenta_id: 30, movimientos: [5], saldo: '168500.00' },
      },
    },
  });
  setSession('tok', makeUser(['rack.ver', 'rack.desocupar', 'cuentas.ver', ...codes]));
  renderWithProviders(<RoomDialog room={occupied} hoy="2026-01-06" onClose={() => {}} />);
  return { api, dialog: () => screen.getByRole('dialog', { name: 'Habitación 101' }) };
}

describe('the room dialog while a form of the account is open', () => {
  it('hides the room’s own buttons under Registrar pago, and shows them again on Volver', async () => {
    const { dialog } = open(['cuentas.pagar']);
    fireEvent.click(await screen.findByRole('button', { name: 'Registrar pago' }));
    await waitFor(() => expect(within(dialog()).queryByRole('button', { name: 'Desocupar' })).toBeNull());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Volver' }));
    expect(await within(dialog()).findByRole('button', { name: 'Desocupar' })).toBeTruthy();
  });

  it('offers Descuento only with cuentas.descuento, and sends a discount on the balance', async () => {
    const { api, dialog } = open(['cuentas.descuento']);
    fireEvent.click(await screen.findByRole('button', { name: 'Descuento' }));
    expect(within(dialog()).queryByRole('button', { name: 'Desocupar' })).toBeNull();
    const send = within(dialog()).getByRole('button', { name: 'Registrar descuento' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Valor del descuento' }), {
      target: { value: '$ 10.000' },
    });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Motivo' }), {
      target: { value: 'Cliente frecuente' },
    });
    fireEvent.click(send);
    await waitFor(() =>
      expect(api.calls.find((c) => c.url === '/api/cuentaDescuento')?.body).toEqual({
        cuenta_id: 30,
        monto: '10000',
        motivo: 'Cliente frecuente',
        movimiento_id: null,
      }),
    );
    expect(await within(dialog()).findByRole('button', { name: 'Desocupar' })).toBeTruthy();
  });

  it('shows no Descuento button without the permission', async () => {
    open(['cuentas.pagar']);
    expect(await screen.findByRole('button', { name: 'Registrar pago' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Descuento' })).toBeNull();
  });
});
