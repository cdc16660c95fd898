import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { makeClient, makeUser } from '../../test/factories';
import { fakeApi, renderApp } from '../../test/render-app';

const codes = ['clientes.ver', 'clientes.crear'] as const;
const laura = makeClient({ telefono: '300 111 2233', ciudad_id: 9, ciudad: 'Medellín' });
// The screen's code (with the date picker's) loads lazily: the first render may take seconds on a
// busy machine.
const loaded = { timeout: 15_000 };
const page = (data: unknown[]) => ({ data, current_page: 1, per_page: 10, total: data.length, last_page: 1 });

function start() {
  const api = fakeApi({
    'GET /api/getPermisosUsuario': {
      status: 200,
      body: { is_root: false, permisos: codes.map((code) => ({ code })) },
    },
    'GET /api/configurations': { status: 200, body: { data: null } },
    'POST /api/clienteListar': { status: 200, body: page([laura]) },
    'GET /api/type_document': {
      status: 200,
      body: {
        ...page([
          { id: 13, codigo: '13', abreviatura: 'CC', nombre: 'Cédula de ciudadanía', estado: true },
          { id: 31, codigo: '31', abreviatura: 'NIT', nombre: 'NIT', estado: true },
          { id: 41, codigo: '41', abreviatura: 'PA', nombre: 'Pasaporte', estado: true },
        ]),
      },
    },
    'POST /api/paisListar': { status: 200, body: { data: [{ id: 1, codigo: 'CO', nombre: 'Colombia' }] } },
    'GET /api/ciudades': {
      status: 200,
      body: { data: [{ id: 9, nombre: 'Medellín', departamento: 'Antioquia' }] },
    },
    'POST /api/clienteCrear': {
      status: 409,
      body: {
        message: 'Ya existe un cliente con ese tipo y número de documento',
        errors: { numero_documento: ['Ya existe un cliente con ese tipo y número de documento'] },
      },
    },
  });
  setSession('tok', makeUser([...codes]));
  renderApp('/dashboard/admin/clientes');
  return api;
}

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  const input = within(dialog).getByRole('textbox', { name: label });
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: option.slice(0, 2) } });
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }, { timeout: 3000 }));
}

describe('clients screen', () => {
  it('lists the hotel’s clients with document and city', async () => {
    start();
    expect(await screen.findByText('Laura Gómez', {}, loaded)).toBeTruthy();
    expect(screen.getByText('CC 1020304050')).toBeTruthy();
    expect(screen.getByText('Medellín')).toBeTruthy();
  });

  it('shows the company fields for a NIT and the server’s error on a duplicate document', async () => {
    const { calls } = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });

    await choose(dialog, /^Tipo de documento/, 'NIT · NIT');
    expect(within(dialog).getByRole('textbox', { name: /^Razón social/ })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /^Nombres/ })).toBeNull();

    await choose(dialog, /^Tipo de documento/, 'CC · Cédula de ciudadanía');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Número de documento/ }), {
      target: { value: '1020304050' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nombres/ }), {
      target: { value: 'Laura' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Apellidos/ }), {
      target: { value: 'Gómez' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(
      await within(dialog).findAllByText('Ya existe un cliente con ese tipo y número de documento'),
    ).toHaveLength(2);
    const sent = calls.find((c) => c.url === '/api/clienteCrear');
    expect(sent?.body).toMatchObject({
      tipo_documento_id: 13,
      numero_documento: '1020304050',
      nombres: 'Laura',
      razon_social: null,
    });
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: /^Nombres/ }) as HTMLInputElement).value).toBe(
        'Laura',
      ),
    );
  });

  it('checks the document by its type, the phone and the birth date as the user types', async () => {
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await choose(dialog, /^Tipo de documento/, 'CC · Cédula de ciudadanía');
    const numero = within(dialog).getByRole('textbox', { name: /^Número de documento/ });
    fireEvent.change(numero, { target: { value: '12AB34' } });
    expect(await within(dialog).findByText('El número de CC lleva solo dígitos')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Teléfono/ }), {
      target: { value: 'abc' },
    });
    expect(
      await within(dialog).findByText('Teléfono inválido: use dígitos, espacios, +, - o paréntesis'),
    ).toBeTruthy();
    const birth = within(dialog).getByRole('textbox', { name: /^Fecha de nacimiento/ });
    fireEvent.input(birth, { target: { value: '01/01/2999' } });
    fireEvent.blur(birth);
    expect(await within(dialog).findByText(/^La fecha no puede ser posterior al/)).toBeTruthy();
    // A Colombian document cannot carry the non-resident mark: the switch is not offered.
    expect(within(dialog).queryByRole('switch', { name: /Extranjero no residente/ })).toBeNull();
  });

  it('marks a passport holder as non-resident only with the migration evidence', async () => {
    const { calls } = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevo' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await choose(dialog, /^Tipo de documento/, 'PA · Pasaporte');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Número de documento/ }), {
      target: { value: 'XK1234567' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nombres/ }), {
      target: { value: 'John' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Apellidos/ }), {
      target: { value: 'Smith' },
    });
    fireEvent.click(
      within(dialog).getByRole('switch', {
        name: 'Extranjero no residente (exento de IVA en alojamiento)',
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('Indique el soporte migratorio (sello o permiso de ingreso)'),
    ).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/clienteCrear')).toBe(false);
    fireEvent.change(
      within(dialog).getByRole('textbox', { name: /^Soporte migratorio \(sello o permiso de ingreso\)/ }),
      { target: { value: 'Sello PIP-5 2026-05-01' } },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/clienteCrear')?.body).toMatchObject({
        tipo_documento_id: 41,
        extranjero_no_residente: true,
        soporte_migratorio: 'Sello PIP-5 2026-05-01',
      }),
    );
  });
});
