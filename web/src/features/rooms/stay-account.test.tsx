import type { PermissionCode, TStayRegisterGuest, TTraStayState } from '@posada/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { account } from '../../test/account.fixture';
import { makeUser } from '../../test/factories';
import { occupiedRoomDetail } from '../../test/rack-room.fixture';
import { fakeApi } from '../../test/render-app';
import { renderWithProviders } from '../../test/render-with-providers';
import { StayAccount } from './stay-account';

const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');

const traState = (over: Partial<TTraStayState> = {}): TTraStayState => ({
  estancia_id: 9,
  estado: 'sin_datos',
  codigo: null,
  mensaje: 'Faltan datos para la TRA: complételos y reenvíe',
  faltantes: [
    {
      quien: 'Huésped principal (Laura Gómez)',
      campo: 'ciudad_procedencia',
      mensaje: 'Falta la ciudad de procedencia',
    },
    {
      quien: 'Acompañante 1 (John Smith)',
      campo: 'numero_documento',
      mensaje: 'Falta el número de documento',
    },
  ],
  intentos: 0,
  proximo_intento: null,
  enviado_at: null,
  registro: [],
  ...over,
});

function show(
  codes: PermissionCode[],
  cuenta_id: number | null,
  actions = true,
  tra: TTraStayState = traState(),
  registro: TStayRegisterGuest['registro'] = null,
) {
  const api = fakeApi({
    'GET /api/estanciaRegistro/9': { status: 200, body: { huespedes: [{ cliente_id: 4, registro }] } },
    'GET /api/getRoomDashBoard/1': { status: 200, body: { data: occupiedRoomDetail(cuenta_id) } },
    'GET /api/cuentaMostrar/30': { status: 200, body: { data: account() } },
    'GET /api/traEstado': { status: 200, body: { data: tra } },
    'POST /api/paisListar': {
      status: 200,
      body: { data: [{ id: 66, codigo: 'US', nombre: 'Estados Unidos' }] },
    },
    'GET /api/ciudades': {
      status: 200,
      body: { data: [{ id: 1, nombre: 'Medellín', departamento: 'Antioquia' }] },
    },
    'POST /api/estanciaRegistro': { status: 200, body: { message: 'Registro de la estadía guardado' } },
    'POST /api/traReenviar/9': {
      status: 200,
      body: { message: 'La TRA de la estadía quedó en cola: se enviará en unos minutos' },
    },
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

describe('the stay’s TRA to MinCIT', () => {
  it('lists everything missing at once and resends with reporte_huespedes.enviar', async () => {
    const { calls } = show(['rack.ver', 'reporte_huespedes.ver', 'reporte_huespedes.enviar'], null);
    const panel = await screen.findByTestId('tra-estancia');
    expect(within(panel).getByText('TRA: Sin datos')).toBeTruthy();
    const missing = within(panel).getByRole('list', { name: 'Datos que faltan para la TRA' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Huésped principal (Laura Gómez): Falta la ciudad de procedencia',
      'Acompañante 1 (John Smith): Falta el número de documento',
    ]);
    expect(calls.find((c) => c.url.includes('/api/traEstado'))?.url).toContain('estancia_id=9');
    fireEvent.click(within(panel).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/traReenviar/9'))).toBe(true),
    );
  });

  it('shows MinCIT’s code once sent, with the log of submissions and no Reenviar', async () => {
    show(
      ['rack.ver', 'reporte_huespedes.enviar'],
      null,
      true,
      traState({
        estado: 'enviado',
        codigo: '991',
        mensaje: null,
        faltantes: [],
        enviado_at: '2026-11-28T15:00:00.000Z',
        registro: [
          {
            fecha: '2026-11-28T15:00:00.000Z',
            ruta: '/one/',
            resumen: 'Pasaporte 123 Laura Gómez',
            estado_http: 201,
            respuesta: '{"code":991}',
          },
        ],
      }),
    );
    const panel = await screen.findByTestId('tra-estancia');
    expect(within(panel).getByText('TRA: Enviado')).toBeTruthy();
    expect(panel.textContent).toContain('Código MinCIT 991');
    expect(within(panel).queryByRole('button', { name: 'Reenviar' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Ver envíos (1)' }));
    expect(within(panel).getByRole('table', { name: 'Envíos de la TRA' }).textContent).toContain('/one/');
  });

  it('shows an error’s message, and no Reenviar to a user who may only see', async () => {
    show(
      ['rack.ver', 'reporte_huespedes.ver'],
      null,
      true,
      traState({ estado: 'error', faltantes: [], mensaje: 'MinCIT rechazó el token: solicite uno nuevo' }),
    );
    const panel = await screen.findByTestId('tra-estancia');
    expect(within(panel).getByText('MinCIT rechazó el token: solicite uno nuevo')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Reenviar' })).toBeNull();
  });

  it('is not shown, nor asked for, without a reporte_huespedes permission', async () => {
    const { calls } = show(housekeeper, null);
    expect(await screen.findByText(/Laura Gómez/)).toBeTruthy();
    expect(screen.queryByTestId('tra-estancia')).toBeNull();
    expect(calls.some((c) => c.url.includes('traEstado'))).toBe(false);
  });

  it('Completar datos: the register of the stay’s guests, checked, then sent to /estanciaRegistro', async () => {
    const { calls } = show(['rack.ver', 'rack.ocupar', 'reporte_huespedes.ver'], null);
    fireEvent.click(await screen.findByRole('button', { name: 'Completar datos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Completar datos del registro' });
    const main = await within(dialog).findByRole('group', { name: 'Huésped principal: Laura Gómez' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(main).findByText('Indique de dónde viene el huésped')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/api/estanciaRegistro'))).toBe(false);
    const pick = async (field: string, typed: string, option: string) => {
      fireEvent.change(within(main).getByRole('textbox', { name: field }), { target: { value: typed } });
      const list = await screen.findByRole('listbox', { name: field, hidden: true });
      fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
    };
    await pick('Procedencia', 'Estados', 'Estados Unidos');
    await pick('Destino', 'Medell', 'Medellín (Antioquia)');
    fireEvent.click(within(main).getByRole('textbox', { name: 'Motivo del viaje' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Compras', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/estanciaRegistro'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/api/estanciaRegistro'))?.body).toMatchObject({
      estancia_id: 9,
      huespedes: [
        {
          cliente_id: 4,
          procedencia: 'Estados Unidos',
          procedencia_pais_id: 66,
          destino: 'Medellín (Antioquia)',
          destino_ciudad_id: 1,
          motivo_viaje: 'compras',
        },
      ],
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Completar datos del registro' })).toBeNull(),
    );
  });

  it('Completar datos opens with what the stay recorded, and saves it as it was', async () => {
    const { calls } = show(['rack.ver', 'rack.ocupar', 'reporte_huespedes.ver'], null, true, traState(), {
      residencia: 'Miami',
      procedencia: 'Estados Unidos',
      procedencia_pais_id: 66,
      procedencia_ciudad_id: null,
      destino: 'Medellín (Antioquia)',
      destino_pais_id: null,
      destino_ciudad_id: 1,
      motivo_viaje: 'compras',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Completar datos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Completar datos del registro' });
    const main = await within(dialog).findByRole('group', { name: 'Huésped principal: Laura Gómez' });
    expect((within(main).getByRole('textbox', { name: 'Residencia' }) as HTMLInputElement).value).toBe(
      'Miami',
    );
    await waitFor(() =>
      expect((within(main).getByRole('textbox', { name: 'Destino' }) as HTMLInputElement).value).toBe(
        'Medellín (Antioquia)',
      ),
    );
    expect((within(main).getByRole('textbox', { name: 'Motivo del viaje' }) as HTMLInputElement).value).toBe(
      'Compras',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/estanciaRegistro'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/api/estanciaRegistro'))?.body).toMatchObject({
      estancia_id: 9,
      huespedes: [
        {
          cliente_id: 4,
          residencia: 'Miami',
          procedencia: 'Estados Unidos',
          procedencia_pais_id: 66,
          destino: 'Medellín (Antioquia)',
          destino_ciudad_id: 1,
          motivo_viaje: 'compras',
        },
      ],
    });
  });

  it('offers Completar datos only to those who may check in', async () => {
    show(['rack.ver', 'reporte_huespedes.ver'], null);
    expect(await screen.findByTestId('tra-estancia')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Completar datos' })).toBeNull();
  });
});
