import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeUser, pageOf } from '../../test/factories';
import { fakeApi, renderScreen } from '../../test/render-app';

function serve() {
  const api = fakeApi({
    'POST /api/reservaListar': { status: 200, body: pageOf([]) },
    'POST /api/tipoHabitacionIdName': { status: 200, body: { data: [] } },
    'GET /api/llegadas': { status: 200, body: { fecha: '2026-11-20', data: [] } },
    'GET /api/salidas': { status: 200, body: { fecha: '2026-11-20', data: [] } },
  });
  setSession('tok', makeUser(['reservas.ver']));
  return api;
}

describe('Reservas', () => {
  it('opens the day’s arrivals from the address, and the departures from their tab', async () => {
    const { calls } = serve();
    renderScreen('reserva?vista=llegadas');
    // The day's lists load their code when their tab is shown.
    expect(await screen.findByRole('heading', { name: 'Llegadas del 20/11/2026' })).toBeTruthy();
    expect(await screen.findByText('No hay llegadas para este día')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Salidas' }));
    expect(await screen.findByRole('heading', { name: 'Salidas del 20/11/2026' })).toBeTruthy();
    expect(await screen.findByText('No hay salidas para este día')).toBeTruthy();
    // The bookings' list was not asked for: its tab was never shown.
    expect(calls.some((c) => c.url.startsWith('/api/reservaListar'))).toBe(false);
  });
});
