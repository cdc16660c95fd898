import type { PermissionCode } from '@posada/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { fakeApi } from '../../test/render-app';
import { renderWithProviders } from '../../test/render-with-providers';
import { rackRoom } from './rack-room.fixture';
import { StayAccount } from './stay-account';

const entry = { id: 1, tipo: 'cargo', concepto: 'Noche', fecha: '2026-01-05', valor: '150000.00' };
const money = {
  movimientos: [
    {
      ...entry,
      impuesto: '28500.00',
      total: '178500.00',
      forma_pago: null,
      created_at: '2026-01-05T20:00:00Z',
    },
  ],
  cargos: '178500.00',
  pagos: '0.00',
  saldo: '178500.00',
  al_salir_hoy: null,
};
const hidden = { movimientos: null, cargos: null, pagos: null, saldo: null, al_salir_hoy: null };

function show(codes: PermissionCode[], account: typeof money | typeof hidden) {
  fakeApi({
    'GET /api/getRoomDashBoard/1': {
      status: 200,
      body: {
        data: {
          habitacion: rackRoom({ estado: 'Ocupada' }),
          estancia: {
            id: 9,
            cliente: { id: 4, nombre: 'Laura Gómez', documento: 'CC 1020304050' },
            acompanantes: [],
            empleados: [],
            llegada: '2026-01-05',
            salida: '2026-01-06',
            adultos: 1,
            ninos: 0,
            tarifa_nombre: 'Estándar',
            ...account,
          },
        },
      },
    },
  });
  setSession('tok', makeUser(codes));
  renderWithProviders(<StayAccount roomId={1} />);
}

const housekeeper: PermissionCode[] = ['rack.ver', 'rack.habilitar', 'rack.mantenimiento', 'empleados.ver'];

describe('the stay in the room dialog', () => {
  it('shows the account and its balance to those who may see accounts', async () => {
    show(['rack.ver', 'cuentas.ver'], money);
    expect(await screen.findByText(/Laura Gómez/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Cuenta de la habitación' })).toBeTruthy();
    expect(screen.getByTestId('saldo-cuenta').textContent?.replace(/\u00a0/g, ' ')).toBe('Saldo $ 178.500');
  });

  it('shows a housekeeper who stays, but no money, even if the server sent it', async () => {
    show(housekeeper, money);
    expect(await screen.findByText(/Laura Gómez/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Cuenta de la habitación' })).toBeNull();
    expect(screen.queryByTestId('saldo-cuenta')).toBeNull();
    expect(document.body.textContent).not.toContain('$');
  });

  it('takes an answer without the money (the server hides it from such users)', async () => {
    show(housekeeper, hidden);
    expect(await screen.findByText(/Laura Gómez/)).toBeTruthy();
    expect(screen.queryByTestId('saldo-cuenta')).toBeNull();
  });
});
