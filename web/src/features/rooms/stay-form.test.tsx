import type { PermissionCode, TClient } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { account } from '../../test/account.fixture';
import { makeClient, makeUser, pageOf } from '../../test/factories';
import { rackRoom } from '../../test/rack-room.fixture';
import { type FakeCall, fakeApi } from '../../test/render-app';
import { renderWithProviders } from '../../test/render-with-providers';
import { RoomDialog } from './room-dialog';

const loaded = { timeout: 15_000 };
const client = (over: Partial<TClient>) => makeClient(over);
const john = client({
  id: 9,
  tipo_documento_id: 41,
  tipo_documento: 'PA',
  numero_documento: 'XK1234567',
  nombres: 'John',
  apellidos: 'Smith',
  nombre_completo: 'John Smith',
  extranjero_no_residente: true,
  soporte_migratorio: 'Sello PIP-5',
});
const quote = (total: string) => ({
  data: {
    noches: [{ fecha: '2026-05-01', tarifa_id: 1, base: total, adicional: '0', impuesto: '0', total }],
    subtotal: total,
    impuestos: '0',
    total,
  },
});

function start(codes: PermissionCode[], occupy: (call: FakeCall) => { status: number; body?: unknown }) {
  const api = fakeApi({
    'GET /api/habitacionTarifas/1': {
      status: 200,
      body: { data: { tarifas: ['Estándar'], capacidad_adultos: 3, capacidad_ninos: 2 } },
    },
    'POST /api/cotizarEstancia': (call) => ({
      status: 200,
      body: quote((call.body as { exento_iva: boolean }).exento_iva ? '150000' : '178500'),
    }),
    'POST /api/medioPagoListar': {
      status: 200,
      body: pageOf([
        {
          id: 2,
          nombre: 'Efectivo',
          grupo: 'efectivo',
          medio_pago_dian_id: null,
          medio_pago_dian_codigo: null,
          medio_pago_dian_nombre: null,
          estado: true,
        },
      ]),
    },
    'POST /api/clienteListar': { status: 200, body: pageOf([client({}), john]) },
    'GET /api/type_document': {
      status: 200,
      body: pageOf([
        { id: 13, codigo: '13', abreviatura: 'CC', nombre: 'Cédula de ciudadanía', estado: true },
        { id: 41, codigo: '41', abreviatura: 'PA', nombre: 'Pasaporte', estado: true },
      ]),
    },
    'POST /api/paisListar': {
      status: 200,
      body: { data: [{ id: 66, codigo: 'US', nombre: 'Estados Unidos' }] },
    },
    'GET /api/ciudades': {
      status: 200,
      body: { data: [{ id: 1, nombre: 'Medellín', departamento: 'Antioquia' }] },
    },
    'POST /api/clienteCrear': (call) => ({
      status: 200,
      body: {
        data: client({
          id: 30,
          nombres: 'Pedro',
          apellidos: 'Paz',
          nombre_completo: 'Pedro Paz',
          ...(call.body as object),
        }),
      },
    }),
    'POST /api/ocuparHabitacionCliente': occupy,
    // The open accounts a route rule may name: a company's; no group has one.
    'POST /api/cuentaListar': (call) => ({
      status: 200,
      body: pageOf((call.body as { tipo?: string }).tipo === 'empresa' ? [company] : []),
    }),
  });
  setSession('tok', makeUser(['rack.ver', 'rack.ocupar', ...codes]));
  renderWithProviders(<RoomDialog room={rackRoom()} hoy="2026-05-01" onClose={() => {}} />);
  return api;
}

async function openOccupy() {
  fireEvent.click(await screen.findByRole('button', { name: 'Ocupar' }));
  return screen.findByRole('textbox', { name: 'Cliente' }, loaded);
}

async function pick(label: string, option: RegExp) {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.click(input);
  fireEvent.focus(input);
  // Each select has its own list (the companions' lists the same clients).
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const list = await waitFor(() => {
    const el = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error('sin lista');
    return el;
  });
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }, loaded));
}

const ok = { status: 200, body: { message: 'Habitación ocupada', data: rackRoom({ estado: 'Ocupada' }) } };
const {
  movimientos: _m,
  totales_impuestos: _t,
  estancia: _e,
  ...company
} = account({
  id: 31,
  tipo: 'empresa',
  habitacion: null,
  estancia_id: null,
  cliente: { id: 6, nombre: 'Viajes Andinos S.A.S.', documento: 'NIT 900765432-6' },
});

describe('the stay form (Ocupar)', () => {
  it('exempts a non-resident foreign guest from IVA by default, prices it so, and sends numbers', async () => {
    const { calls } = start([], () => ok);
    await openOccupy();
    expect(await screen.findByText('Total $ 178.500', {}, loaded)).toBeTruthy();
    // Without cuentas.trasladar the lodging stays on the guest's account: no route to choose.
    expect(screen.queryByRole('textbox', { name: 'Alojamiento a cargo de' })).toBeNull();
    await pick('Cliente', /John Smith/);
    const exempt = screen.getByRole('switch', { name: 'Huésped exento de IVA (extranjero no residente)' });
    await waitFor(() => expect((exempt as HTMLInputElement).checked).toBe(true));
    expect(await screen.findByText('Total $ 150.000')).toBeTruthy();
    await pick('Medio de pago del anticipo', /^Efectivo$/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Anticipo' }), { target: { value: '150.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ocupar' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/ocuparHabitacionCliente')).toBe(true));
    const body = calls.find((c) => c.url === '/api/ocuparHabitacionCliente')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      habitacion_id: 1,
      cliente_id: 9,
      adultos: 1,
      salida: '2026-05-02',
      tarifa_nombre: 'Estándar',
      exento_iva: true,
      anticipo: { forma_pago_id: 2, monto: '150000' },
    });
    expect((body.anticipo as { idempotency_key: string }).idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the lodging to a company’s account for a holder of cuentas.trasladar', async () => {
    const { calls } = start(['cuentas.trasladar'], () => ok);
    await openOccupy();
    await screen.findByText('Total $ 178.500', {}, loaded);
    await pick('Cliente', /Laura Gómez/);
    await pick('Alojamiento a cargo de', /Viajes Andinos S\.A\.S\. \(cuenta 31\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Ocupar' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/ocuparHabitacionCliente')).toBe(true));
    const body = calls.find((c) => c.url === '/api/ocuparHabitacionCliente')?.body;
    expect(body).toMatchObject({ cargo_alojamiento_cuenta_id: 31 });
  });

  it('puts the schema’s and the server’s field errors on the fields', async () => {
    start([], () => ({
      status: 400,
      body: {
        message: 'Los datos enviados no son válidos',
        errors: { salida: ['La salida choca con otra estadía'] },
      },
    }));
    await openOccupy();
    await screen.findByText('Total $ 178.500', {}, loaded);
    fireEvent.click(screen.getByRole('button', { name: 'Ocupar' }));
    expect(await screen.findByText('Seleccione el cliente')).toBeTruthy();
    await pick('Cliente', /Laura Gómez/);
    // A payment method without an amount is refused on its field, not dropped.
    await pick('Medio de pago del anticipo', /^Efectivo$/);
    fireEvent.click(screen.getByRole('button', { name: 'Ocupar' }));
    expect(await screen.findByText('Ingrese el valor del anticipo')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Anticipo' }), { target: { value: '50.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ocupar' }));
    expect(await screen.findByText('La salida choca con otra estadía')).toBeTruthy();
  });

  it('sends the main guest’s register (origin, destination, motive) with the walk-in; a trip half typed is refused', async () => {
    const { calls } = start([], () => ok);
    await openOccupy();
    await screen.findByText('Total $ 178.500', {}, loaded);
    await pick('Cliente', /John Smith/);
    const type = async (field: string, typed: string, option: string) => {
      fireEvent.change(screen.getByRole('textbox', { name: field }), { target: { value: typed } });
      const list = await screen.findByRole('listbox', { name: field, hidden: true });
      fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
    };
    await type('Procedencia', 'Estados', 'Estados Unidos');
    fireEvent.click(screen.getByRole('button', { name: 'Ocupar' }));
    expect(await screen.findByText('Indique el destino del huésped')).toBeTruthy();
    expect(screen.getByText('Seleccione el motivo del viaje')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/ocuparHabitacionCliente')).toBe(false);
    await type('Destino', 'Medell', 'Medellín (Antioquia)');
    await pick('Motivo del viaje', /Vacaciones, recreo y ocio/);
    fireEvent.click(screen.getByRole('button', { name: 'Ocupar' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/ocuparHabitacionCliente')).toBe(true));
    const body = calls.find((c) => c.url === '/api/ocuparHabitacionCliente')?.body as {
      huespedes: unknown[];
    };
    expect(body.huespedes).toEqual([
      {
        cliente_id: 9,
        nacionalidad_id: null,
        fecha_nacimiento: null,
        residencia: null,
        procedencia: 'Estados Unidos',
        procedencia_pais_id: 66,
        procedencia_ciudad_id: null,
        destino: 'Medellín (Antioquia)',
        destino_pais_id: null,
        destino_ciudad_id: 1,
        motivo_viaje: 'vacaciones',
      },
    ]);
  });

  it('sends no register when none is typed (completed later on the stay)', async () => {
    const { calls } = start([], () => ok);
    await openOccupy();
    await screen.findByText('Total $ 178.500', {}, loaded);
    await pick('Cliente', /Laura Gómez/);
    fireEvent.click(screen.getByRole('button', { name: 'Ocupar' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/ocuparHabitacionCliente')).toBe(true));
    expect(calls.find((c) => c.url === '/api/ocuparHabitacionCliente')?.body).not.toHaveProperty('huespedes');
  });

  it('creates a walk-in guest with the Clientes form and selects them', async () => {
    const { calls } = start(['clientes.crear'], () => ok);
    await openOccupy();
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    const numero = await screen.findByRole('textbox', { name: /^Número de documento/ }, loaded);
    const tipo = screen.getByRole('textbox', { name: /^Tipo de documento/ });
    fireEvent.click(tipo);
    fireEvent.change(tipo, { target: { value: 'CC' } });
    fireEvent.click(
      await screen.findByRole('option', { name: 'CC · Cédula de ciudadanía', hidden: true }, loaded),
    );
    fireEvent.change(numero, { target: { value: '79111222' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Nombres/ }), { target: { value: 'Pedro' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Apellidos/ }), { target: { value: 'Paz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cliente' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Cliente' }) as HTMLInputElement).value).toMatch(
        /^Pedro Paz/,
      ),
    );
    expect(calls.find((c) => c.url === '/api/clienteCrear')?.body).toMatchObject({ tipo_documento_id: 13 });
    fireEvent.click(screen.getByRole('button', { name: 'Ocupar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/ocuparHabitacionCliente')?.body).toMatchObject({
        cliente_id: 30,
      }),
    );
  });

  it('offers Nuevo cliente only to holders of clientes.crear', async () => {
    start([], () => ok);
    await openOccupy();
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Nuevo cliente' })).toBeNull();
  });
});
