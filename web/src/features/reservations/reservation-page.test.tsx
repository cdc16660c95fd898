import type { PermissionCode, TReservation, TReservationLine } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { printElement } from '../../lib/print';
import { setSession } from '../../lib/session';
import { makeConfiguration, makeUser } from '../../test/factories';
import { rackRoom } from '../../test/rack-room.fixture';
import { fakeApi, renderApp } from '../../test/render-app';

// The print frame is the browser's: the test reads what would be printed.
vi.mock('../../lib/print', () => ({ printElement: vi.fn() }));

const HOY = '2026-12-01';
const line = (overrides: Partial<TReservationLine>): TReservationLine => ({
  id: 11,
  tipo_habitacion_id: 2,
  tipo: 'Doble',
  habitacion_id: 7,
  habitacion: '203',
  llegada: HOY,
  salida: '2026-12-03',
  adultos: 2,
  ninos: 0,
  tarifa_id: 1,
  tarifa_nombre: 'Estándar',
  total: '476000.00',
  estado: 'Confirmada',
  vence_at: null,
  sobreventa: false,
  motivo_cancelacion: null,
  cancelada_at: null,
  cancelada_por: null,
  llega_hoy: true,
  sale_hoy: false,
  noches: [],
  ...overrides,
});
const booking: TReservation = {
  id: 5,
  cliente_id: 4,
  cliente: 'Laura Gómez Restrepo',
  documento: '1020304050',
  canal: 'telefono',
  agencia: null,
  agencia_referencia: null,
  observaciones: null,
  estado: 'Confirmada',
  llegada: HOY,
  salida: '2026-12-12',
  total: '476000.00',
  anticipos: [
    {
      id: 1,
      forma_pago_id: 1,
      forma_pago: 'Efectivo',
      monto: '100000.00',
      tipo: 'anticipo',
      fecha: `${HOY}T15:00:00Z`,
    },
    {
      id: 2,
      forma_pago_id: 1,
      forma_pago: 'Efectivo',
      monto: '40000.00',
      tipo: 'devolucion',
      fecha: `${HOY}T16:00:00Z`,
    },
  ],
  pagado: '60000.00',
  created_at: `${HOY}T15:00:00Z`,
  lineas: [
    line({}),
    line({
      id: 12,
      habitacion_id: null,
      habitacion: null,
      llegada: '2026-12-10',
      salida: '2026-12-12',
      estado: 'Cancelada',
      llega_hoy: false,
      motivo_cancelacion: 'Una persona menos',
    }),
  ],
  historial: [
    {
      id: 3,
      fecha: `${HOY}T16:00:00Z`,
      usuario: 'Ricardo Recepción',
      accion: 'cancelar',
      linea_id: 12,
      antes: { lineas: [{ id: 12, estado: 'Confirmada' }] },
      despues: {
        lineas: [{ id: 12, estado: 'Cancelada' }],
        motivo: 'Una persona menos',
        deposito: '100000.00',
        penalidad: '0.00',
        devolucion: '40000.00',
        retenido: '0.00',
      },
    },
    {
      id: 1,
      fecha: `${HOY}T15:00:00Z`,
      usuario: 'Ricardo Recepción',
      accion: 'crear',
      linea_id: null,
      antes: null,
      despues: { canal: 'telefono', lineas: [{ id: 11 }] },
    },
  ],
};

const permisos = (codes: readonly string[]) => ({
  status: 200,
  body: { is_root: false, permisos: codes.map((code) => ({ code })) },
});
const desk: PermissionCode[] = [
  'reservas.ver',
  'reservas.editar',
  'reservas.cancelar',
  'rack.ver',
  'rack.ocupar',
];

describe('reserva/:id', () => {
  it('offers check-in on the arrival day, reinstatement, a later deposit, and shows the history and refunds', async () => {
    fakeApi({
      'GET /api/getPermisosUsuario': permisos(desk),
      'GET /api/configurations': { status: 200, body: { data: makeConfiguration() } },
      'GET /api/detalleCajaSaldo': { status: 200, body: { data: null } },
      'GET /api/reservaMostrar/5': { status: 200, body: { data: booking } },
      'GET /api/habitacionesDashboard': { status: 200, body: { data: [rackRoom({ id: 7 })], hoy: HOY } },
    });
    setSession('tok', makeUser(desk));
    renderApp('/dashboard/reserva/5');

    const first = await screen.findByTestId('linea-1');
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Check-in' })).toBeTruthy());
    const second = screen.getByTestId('linea-2');
    expect(within(second).getByRole('button', { name: 'Reactivar' })).toBeTruthy();
    expect(within(second).queryByRole('button', { name: 'Check-in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Registrar anticipo' })).toBeTruthy();

    const deposits = screen.getByRole('table', { name: 'Anticipos' });
    expect(within(deposits).getByText('Devolución')).toBeTruthy();
    expect(within(deposits).getByText(/-\$\s40\.000|−\$\s40\.000|\$\s-40\.000/)).toBeTruthy();

    const history = screen.getByTestId('historial');
    expect(within(history).getByText('Cancelación · habitación 2')).toBeTruthy();
    expect(within(history).getByText('Creación')).toBeTruthy();
    const cancel = within(history).getAllByRole('table', { name: 'Antes y después' })[0];
    if (!cancel) throw new Error('no table');
    // In words and pesos (issue 32, item 7): no raw keys.
    expect(within(cancel).getByRole('row', { name: /^Devuelto/ }).textContent).toMatch(/\$\s40\.000/);
    expect(within(cancel).getByRole('row', { name: /^Estado de la habitación 2/ }).textContent).toContain(
      'Cancelada',
    );
    expect(cancel.textContent).not.toMatch(/devolucion|lineas/);

    fireEvent.click(within(first).getByRole('button', { name: 'Check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check-in de la reserva 5' });
    // The line has its room: no room to pick, the holder is the main guest by default.
    expect(within(dialog).queryByRole('textbox', { name: 'Habitación' })).toBeNull();
    expect(within(dialog).getByText('Huésped principal')).toBeTruthy();
  });

  it('checks in with origin and destination picked: a country or a Colombian city, sent as codes', async () => {
    const { calls } = fakeApi({
      'GET /api/getPermisosUsuario': permisos(desk),
      'GET /api/configurations': { status: 200, body: { data: makeConfiguration() } },
      'GET /api/detalleCajaSaldo': { status: 200, body: { data: null } },
      'GET /api/reservaMostrar/5': { status: 200, body: { data: booking } },
      'GET /api/habitacionesDashboard': { status: 200, body: { data: [rackRoom({ id: 7 })], hoy: HOY } },
      'POST /api/paisListar': {
        status: 200,
        body: {
          data: [
            { id: 48, codigo: 'CO', nombre: 'Colombia' },
            { id: 66, codigo: 'US', nombre: 'Estados Unidos' },
          ],
        },
      },
      'GET /api/ciudades': {
        status: 200,
        body: { data: [{ id: 1, nombre: 'Medellín', departamento: 'Antioquia' }] },
      },
      'POST /api/checkinReserva': { status: 422, body: { message: 'Detenido en la prueba' } },
    });
    setSession('tok', makeUser(desk));
    renderApp('/dashboard/reserva/5');
    const first = await screen.findByTestId('linea-1');
    fireEvent.click(await within(first).findByRole('button', { name: 'Check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check-in de la reserva 5' });
    const pick = async (field: string, typed: string, option: string) => {
      fireEvent.change(within(dialog).getByRole('textbox', { name: field }), { target: { value: typed } });
      const list = await screen.findByRole('listbox', { name: field, hidden: true });
      fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
    };
    await pick('Procedencia', 'Estados', 'Estados Unidos');
    // Colombia is no «other country»: its cities stand for it.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Destino' }), {
      target: { value: 'Colom' },
    });
    const destinations = await screen.findByRole('listbox', { name: 'Destino', hidden: true });
    expect(within(destinations).queryByRole('option', { name: 'Colombia', hidden: true })).toBeNull();
    await pick('Destino', 'Medell', 'Medellín (Antioquia)');
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Motivo del viaje' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Vacaciones, recreo y ocio', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hacer check-in' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/checkinReserva'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/api/checkinReserva'))?.body as {
      huespedes: Record<string, unknown>[];
    };
    expect(sent.huespedes[0]).toMatchObject({
      procedencia: 'Estados Unidos',
      procedencia_pais_id: 66,
      procedencia_ciudad_id: null,
      destino: 'Medellín (Antioquia)',
      destino_pais_id: null,
      destino_ciudad_id: 1,
      motivo_viaje: 'vacaciones',
    });
  });

  it('hides check-in from a user without rack.ocupar', async () => {
    fakeApi({
      'GET /api/getPermisosUsuario': permisos(['reservas.ver']),
      'GET /api/configurations': { status: 200, body: { data: makeConfiguration() } },
      'GET /api/detalleCajaSaldo': { status: 200, body: { data: null } },
      'GET /api/reservaMostrar/5': { status: 200, body: { data: booking } },
    });
    setSession('tok', makeUser(['reservas.ver']));
    renderApp('/dashboard/reserva/5');
    const first = await screen.findByTestId('linea-1');
    expect(within(first).queryByRole('button', { name: 'Check-in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrar anticipo' })).toBeNull();
  });

  it("prints the confirmation with the hotel's NIT, address, phone, hours and cancellation policy", async () => {
    const policy = 'Cancelación sin costo hasta 24 horas antes de la llegada.';
    fakeApi({
      'GET /api/getPermisosUsuario': permisos(['reservas.ver']),
      'GET /api/configurations': {
        status: 200,
        body: { data: makeConfiguration({ politica_cancelacion: policy, hora_checkin: '14:00' }) },
      },
      'GET /api/detalleCajaSaldo': { status: 200, body: { data: null } },
      'GET /api/reservaMostrar/5': { status: 200, body: { data: booking } },
    });
    setSession('tok', makeUser(['reservas.ver']));
    renderApp('/dashboard/reserva/5');
    await screen.findByTestId('linea-1');
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(printElement).toHaveBeenCalled());
    const printed = vi.mocked(printElement).mock.calls[0]?.[0].textContent ?? '';
    expect(printed).toContain('Confirmación de reserva N.º 5');
    expect(printed).toContain('NIT 900123456-7 · Calle 10 # 43-20, Medellín · Tel. +57 604 444 5566');
    expect(printed).toContain('Check-in desde las 14:00 · Check-out hasta las 12:00');
    expect(printed).toContain(`Política de cancelación${policy}`);
  });
});
