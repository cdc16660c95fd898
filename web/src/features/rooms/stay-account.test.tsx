import type { PermissionCode } from '@posada/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { account } from '../../test/account.fixture';
import { makeUser } from '../../test/factories';
import { occupiedRoomDetail } from '../../test/rack-room.fixture';
import { fakeApi } from '../../test/render-app';
import { renderWithProviders } from '../../test/render-with-providers';
import { StayAccount } from './stay-account';

const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');

function show(codes: PermissionCode[], cuenta_id: number | null, actions = true) {
  const api = fakeApi({
    'GET /api/getRoomDashBoard/1': { status: 200, body: { data: occupiedRoomDetail(cuenta_id) } },
    'GET /api/cuentaMostrar/30': { status: 200, body: { data: account() } },
  });
  setSession('tok', makeUser(codes));
  renderWithProviders(<StayAccount roomId={1} actions={actions} />);
  return api;
}

const housekeeper: PermissionCode[] = ['rack.ver', 'rack.habilitar', 'rack.mantenimiento', 'empleados.ver'];

describe('the stay in the room dialog', () => {
  it('shows the account, its taxes and its balance to those who may see accounts', async () => {
    show(['rack.ver', 'cuentas.ver'], 30);
    expect(await screen.findByRole('table', { name: 'Movimientos de la cuenta' })).toBeTruthy();
    expect(screen.getByText(/Laura Gómez/)).toBeTruthy();
    expect(plain(screen.getByTestId('saldo-cuenta').textContent)).toBe('Saldo $ 178.500,00');
    expect(screen.getByRole('table', { name: 'Totales por impuesto' }).textContent).toContain('IVA 19 %');
    // Seeing is not acting: no button without the permission to charge or take payments.
    expect(screen.queryByRole('button', { name: 'Cargar consumo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).toBeNull();
  });

  it('offers Cargar consumo and Registrar pago by permission, and none inside the check-out', async () => {
    show(['rack.ver', 'cuentas.ver', 'cuentas.cargar', 'cuentas.pagar'], 30);
    expect(await screen.findByRole('button', { name: 'Cargar consumo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrar pago' })).toBeTruthy();
  });

  it('shows only the account when asked without actions (the check-out form)', async () => {
    show(['rack.ver', 'cuentas.ver', 'cuentas.cargar', 'cuentas.pagar'], 30, false);
    expect(await screen.findByRole('table', { name: 'Movimientos de la cuenta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cargar consumo' })).toBeNull();
  });

  it('shows a housekeeper who stays, but no money, and asks for no account', async () => {
    const { calls } = show(housekeeper, null);
    expect(await screen.findByText(/Laura Gómez/)).toBeTruthy();
    expect(screen.queryByTestId('saldo-cuenta')).toBeNull();
    expect(document.body.textContent).not.toContain('$');
    expect(calls.some((c) => c.url.includes('cuentaMostrar'))).toBe(false);
  });
});
