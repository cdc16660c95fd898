import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { last, plain, renderTopBar, server } from '../../test/register-test-server';
import { fakeApi } from '../../test/render-app';

async function chooseRegister() {
  fireEvent.click(await screen.findByRole('button', { name: 'Abrir Caja' }));
  const dialog = await screen.findByRole('dialog', { name: 'Abrir Caja' });
  fireEvent.click(within(dialog).getByLabelText(/Seleccione Caja/));
  fireEvent.click(await screen.findByRole('option', { name: 'Caja Recepción', hidden: true }));
  return dialog;
}

describe('top bar balance', () => {
  it("shows 'Total Caja' with 2 decimals and the buttons of an open register", async () => {
    server({ open: true });
    await waitFor(() => expect(plain(screen.getByTestId('total-caja').textContent)).toBe('$ 1.250.000,50'));
    expect(screen.getByRole('button', { name: 'Cerrar Caja' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retiro Parcial' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Abrir Caja' })).toBeNull();
  });
});

describe('open-register modal', () => {
  it('loads the last assignment, prefills the amounts and asks for the closer’s password', async () => {
    server({ lastAssignment: last });
    const dialog = await chooseRegister();
    expect(await within(dialog).findByText('Última asignación')).toBeTruthy();
    expect(within(dialog).getByText('Usuario: Camila Cajera')).toBeTruthy();
    expect(within(dialog).getByText('Estado: Cerrada')).toBeTruthy();
    expect(within(dialog).getByText('Fecha: 04/01/2026 18:30')).toBeTruthy();
    expect(plain((within(dialog).getByLabelText(/Efectivo/) as HTMLInputElement).value)).toBe('$ 350.000');
    expect(plain((within(dialog).getByLabelText(/Tarjetas/) as HTMLInputElement).value)).toBe('$ 20.000');
    expect(plain((within(dialog).getByLabelText(/Transferencia/) as HTMLInputElement).value)).toBe('$ 0');
    expect(
      within(dialog)
        .getAllByText(/^Reportado:/)
        .map((e) => plain(e.textContent)),
    ).toEqual(['Reportado: $ 350.000', 'Reportado: $ 20.000', 'Reportado: $ 0']);
    const password = within(dialog).getByLabelText(/Contraseña de quien cerró/) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.value).toBe('');
    const submit = within(dialog).getByRole('button', { name: 'Abrir Caja' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(password, { target: { value: 'x' } });
    expect(submit.disabled).toBe(false);
  });

  it('says whose password it asks for only after a register is chosen and its last assignment arrived', async () => {
    server({ lastAssignment: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir Caja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir Caja' });
    expect(within(dialog).queryByText('Primera apertura de la caja: autoaprobación')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText(/Seleccione Caja/));
    fireEvent.click(await screen.findByRole('option', { name: 'Caja Recepción', hidden: true }));
    expect(within(dialog).getByText('Cargando información...')).toBeTruthy();
    expect(within(dialog).queryByText('Primera apertura de la caja: autoaprobación')).toBeNull();
    expect(await within(dialog).findByText('Primera apertura de la caja: autoaprobación')).toBeTruthy();
    expect(within(dialog).queryByText('Cargando información...')).toBeNull();
  });

  it("shows 'Cargando información...' while the last assignment loads", async () => {
    server();
    const dialog = await chooseRegister();
    expect(within(dialog).getByText('Cargando información...')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('Cargando información...')).toBeNull());
    expect(within(dialog).queryByText('Última asignación')).toBeNull();
  });

  it('a never-used register gets the self-approval marker and opens: Éxito, modal closed, balance reloaded', async () => {
    const { calls } = server({ lastAssignment: null });
    const dialog = await chooseRegister();
    const password = within(dialog).getByLabelText(/Contraseña de quien cerró/) as HTMLInputElement;
    await waitFor(() => expect(password.value).toBe('AUTOAPROBACION'));
    fireEvent.change(within(dialog).getByLabelText(/Observaciones/), { target: { value: 'Base' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir Caja' }));
    const success = await screen.findByRole('dialog', { name: 'Éxito' });
    expect(within(success).getByText('Caja abierta correctamente')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/cajaAbrir')?.body).toEqual({
      caja_id: 4,
      efectivo: '0',
      tarjetas: '0',
      transferencia: '0',
      password: 'AUTOAPROBACION',
      observaciones: 'Base',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Abrir Caja' })).toBeNull());
    await waitFor(() => expect(plain(screen.getByTestId('total-caja').textContent)).toBe('$ 1.250.000,50'));
  });

  it('on a wrong password shows the server’s text, closes it after 1500 ms and focuses the password', async () => {
    // The clock is the test's: 1500 ms pass when the test says, not on the wall clock (it still
    // advances on its own so that the library's waits and the dialog's transitions run).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server({ lastAssignment: last });
    const dialog = await chooseRegister();
    await within(dialog).findByText('Última asignación');
    const password = within(dialog).getByLabelText(/Contraseña de quien cerró/) as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'mala' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir Caja' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText('La contrasena no coincide')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_400));
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.getByRole('dialog', { name: 'Abrir Caja' })).toBeTruthy();
  });

  it("says 'No se pudieron cargar las cajas disponibles' when the list fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /api/getPermisosUsuario': {
        status: 200,
        body: { is_root: false, permisos: [{ code: 'cajas.abrir' }] },
      },
      'GET /api/detalleCajaSaldo': { status: 200, body: { data: null } },
      'GET /api/cajasNoAsignadas': { status: 500, body: { message: 'Error interno del servidor' } },
    });
    setSession('tok', makeUser(['cajas.abrir', 'rack.ver']));
    renderTopBar();
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir Caja' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(error).getByText('No se pudieron cargar las cajas disponibles')).toBeTruthy();
  });
});
