import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { type FakeCall, fakeApi, renderScreen } from '../../test/render-app';

const emptyPage = { data: [], current_page: 1, per_page: 30, total: 0, last_page: 1 };

const codes = ['hoteles.ver', 'hoteles.crear'] as const;

function start() {
  const api = fakeApi({
    'GET /api/getPermisosUsuario': {
      status: 200,
      body: { is_root: false, permisos: codes.map((code) => ({ code })) },
    },
    'GET /api/configurations': { status: 200, body: { data: null } },
    'POST /api/hotelListar': { status: 200, body: emptyPage },
    'POST /api/paisListar': { status: 200, body: { data: [{ id: 1, codigo: 'CO', nombre: 'Colombia' }] } },
    'POST /api/departamentoPaisListar': (call: FakeCall) => ({
      status: 200,
      body: {
        data:
          (call.body as { id: number }).id === 1
            ? [{ id: 5, codigo: '05', nombre: 'Antioquia', pais_id: 1 }]
            : [],
      },
    }),
    'POST /api/ciudadDepartamentoListar': {
      status: 200,
      body: { data: [{ id: 9, codigo: '05001', nombre: 'Medellín', departamento_id: 5 }] },
    },
    'POST /api/hotelCrear/': {
      status: 409,
      body: { message: 'Ya existe un registro con esos datos', errors: { nombre: ['Nombre repetido'] } },
    },
  });
  setSession('tok', makeUser([...codes]));
  renderScreen('admin/hotels');
  return api;
}

/**
 * Types into a searchable select, as a person does, and clicks the option. Fields are found by
 * their label: in a dialog this size, each role query costs jsdom about 300 ms.
 */
async function choose(dialog: HTMLElement, label: string, option: string) {
  const input = within(dialog).getByLabelText(label);
  await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: option } });
  // jsdom runs no layout, so the dropdown's transition never reports it visible.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('hotels screen', () => {
  it('asks for 30 per page, fills the geo cascade and keeps the form when the server refuses', async () => {
    const { calls } = start();
    expect(await screen.findByText('No hay registros')).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith('/api/hotelListar'))?.url).toContain('per_page=30');

    fireEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo hotel' });
    expect((within(dialog).getByLabelText('Departamento') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), {
      target: { value: 'Hotel Sol' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^NIT/), {
      target: { value: '800197268' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^DV/), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText(/^Razón social/), {
      target: { value: 'Sol S.A.S.' },
    });
    await choose(dialog, 'País', 'Colombia');
    await choose(dialog, 'Departamento', 'Antioquia');
    await choose(dialog, 'Ciudad', 'Medellín');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByText('Nombre repetido')).toBeTruthy();
    expect(within(dialog).getByText('Ya existe un registro con esos datos')).toBeTruthy();
    const sent = calls.find((c) => c.url === '/api/hotelCrear/')?.body;
    expect(sent).toMatchObject({
      nombre: 'Hotel Sol',
      pais_id: 1,
      departamento_id: 5,
      ciudad_id: 9,
      dv: '4',
    });
    await waitFor(() =>
      expect((within(dialog).getByLabelText(/^Nombre/) as HTMLInputElement).value).toBe('Hotel Sol'),
    );
  });
});
