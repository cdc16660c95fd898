import type { TAvailabilityType } from '@posada/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { chooseOption } from '../../test/choose-option';
import { makeClient, makeUser, pageOf } from '../../test/factories';
import { fakeApi, renderScreen } from '../../test/render-app';

const nights = ['2026-12-10', '2026-12-11'];
const triple: TAvailabilityType = {
  tipo_habitacion_id: 3,
  nombre: 'Triple',
  capacidad_adultos: 3,
  capacidad_ninos: 1,
  libres: 1,
  por_noche: nights.map((fecha) => ({ fecha, libres: 1 })),
  tarifas: [
    {
      tarifa_id: 8,
      nombre: 'Estándar',
      subtotal: '400000.00',
      impuestos: '76000.00',
      total: '476000.00',
      noches: nights.map((fecha) => ({
        fecha,
        base: '200000.00',
        adicional: '0.00',
        impuesto: '38000.00',
        total: '238000.00',
      })),
    },
  ],
  habitaciones: [{ id: 12, numero: '301', piso: 3 }],
};
const soldOut = 'No quedan habitaciones «Triple» libres para la noche del 10/12/2026';

describe('reserva/nueva', () => {
  it('opens pre-filled from the address, keeps what was typed on a 409, and retries with the same key', async () => {
    let attempts = 0;
    const { calls } = fakeApi({
      'GET /api/getPermisosUsuario': { status: 200, body: { is_root: true, permisos: [] } },
      'GET /api/configurations': { status: 200, body: { data: null } },
      'GET /api/detalleCajaSaldo': { status: 200, body: { data: null } },
      'POST /api/tipoHabitacionIdName': { status: 200, body: { data: [{ id: 3, name: 'Triple' }] } },
      'POST /api/medioPagoListar': { status: 200, body: pageOf([]) },
      'POST /api/clienteListar': { status: 200, body: pageOf([makeClient()]) },
      'POST /api/disponibilidad': { status: 200, body: { data: [triple] } },
      'POST /api/reservaCrear': () =>
        ++attempts === 1
          ? { status: 409, body: { message: soldOut, errors: { 'lineas.0.tipo_habitacion_id': [soldOut] } } }
          : { status: 500, body: { message: 'Error interno del servidor' } },
    });
    setSession('tok', makeUser([], { root: true }));
    renderScreen('reserva/nueva?llegada=2026-12-10&salida=2026-12-12&tipo=3&habitacion=12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva reserva' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Llegada' }).value).toBe('10/12/2026');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Salida' }).value).toBe('12/12/2026');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Tipo de habitación' }).value).toBe(
        'Triple · 1 libres',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Habitación' }).value).toBe(
        '301 (piso 3)',
      ),
    );
    // The price of the cheapest rate, night by night, beside the line.
    expect((await screen.findByTestId('precio-linea')).textContent?.replace(/\s/g, ' ')).toBe(
      'Total $ 476.000',
    );
    expect(screen.getByRole('table', { name: 'Precio por noche' })).toBeTruthy();
    expect(screen.getByText('No tiene una caja abierta')).toBeTruthy();

    await chooseOption('Titular', 'Laura Gómez · CC 1020304050');
    fireEvent.click(screen.getByRole('button', { name: 'Crear reserva' }));
    expect(await screen.findAllByText(soldOut)).toHaveLength(2); // on the field and in the alert
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Llegada' }).value).toBe('10/12/2026');

    fireEvent.click(screen.getByRole('button', { name: 'Crear reserva' }));
    await screen.findByText('Error interno del servidor');
    const sent = calls.filter((c) => c.url.startsWith('/api/reservaCrear'));
    expect(sent).toHaveLength(2);
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(sent[0]?.body).toMatchObject({
      cliente_id: 4,
      canal: 'directo',
      lineas: [{ tipo_habitacion_id: 3, habitacion_id: 12, llegada: '2026-12-10', salida: '2026-12-12' }],
    });
  });

  it('never replaces a salida typed wrong when the llegada changes', async () => {
    fakeApi({
      'GET /api/getPermisosUsuario': { status: 200, body: { is_root: true, permisos: [] } },
      'GET /api/configurations': { status: 200, body: { data: null } },
      'GET /api/detalleCajaSaldo': { status: 200, body: { data: null } },
      'POST /api/tipoHabitacionIdName': { status: 200, body: { data: [{ id: 3, name: 'Triple' }] } },
      'POST /api/medioPagoListar': { status: 200, body: pageOf([]) },
      'POST /api/disponibilidad': { status: 200, body: { data: [triple] } },
    });
    setSession('tok', makeUser([], { root: true }));
    renderScreen('reserva/nueva?llegada=2030-01-10&salida=2030-01-12');
    const llegada = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Llegada' });
    const salida = screen.getByRole<HTMLInputElement>('textbox', { name: 'Salida' });
    fireEvent.focus(salida);
    fireEvent.input(salida, { target: { value: '31/02/2030' } });
    fireEvent.blur(salida);
    fireEvent.focus(llegada);
    fireEvent.input(llegada, { target: { value: '20/01/2030' } });
    fireEvent.blur(llegada);
    expect(llegada.value).toBe('20/01/2030');
    await waitFor(() => expect(salida.value).toBe('31/02/2030'));
    expect(screen.getByText('Fecha inválida: escríbala como dd/mm/aaaa')).toBeTruthy();
  });
});
