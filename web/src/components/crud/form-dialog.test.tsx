import { TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api';
import { renderWithProviders } from '../../test/render-with-providers';
import { FormDialog } from './form-dialog';

const schema = z.object({
  nombre: z.string().trim().min(1, { error: 'El nombre es obligatorio' }),
  email: z.email({ error: 'Correo inválido' }),
});

function renderDialog(onSubmit: (v: z.output<typeof schema>) => Promise<unknown>) {
  const onClose = vi.fn();
  renderWithProviders(
    <FormDialog
      opened
      onClose={onClose}
      title="Nuevo hotel"
      schema={schema}
      initialValues={{ nombre: '', email: '' }}
      onSubmit={onSubmit}
      successMessage="Hotel guardado"
    >
      {(form) => (
        <>
          <TextInput label="Nombre" key={form.key('nombre')} {...form.getInputProps('nombre')} />
          <TextInput label="Correo" key={form.key('email')} {...form.getInputProps('email')} />
        </>
      )}
    </FormDialog>,
  );
  return { onClose };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FormDialog', () => {
  it('validates with the schema before calling the server', async () => {
    const onSubmit = vi.fn(async () => ({}));
    renderDialog(onSubmit);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('Correo inválido')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed values, notifies and closes', async () => {
    const onSubmit = vi.fn(async () => ({ data: { id: 1 } }));
    const { onClose } = renderDialog(onSubmit);
    type('Nombre', '  Hotel Sol  ');
    type('Correo', 'sol@hotel.co');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ nombre: 'Hotel Sol', email: 'sol@hotel.co' });
    expect(await screen.findByText('Hotel guardado')).toBeTruthy();
  });

  it('keeps what was typed and shows the server’s field errors and message', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'Los datos enviados no son válidos', { email: ['Ese correo ya existe'] });
    });
    const { onClose } = renderDialog(onSubmit);
    type('Nombre', 'Hotel Sol');
    type('Correo', 'sol@hotel.co');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ese correo ya existe')).toBeTruthy();
    expect(screen.getByText('No se pudo guardar')).toBeTruthy();
    expect(screen.getByText('Los datos enviados no son válidos')).toBeTruthy();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Hotel Sol');
    expect((screen.getByLabelText('Correo') as HTMLInputElement).value).toBe('sol@hotel.co');
    expect(onClose).not.toHaveBeenCalled();
  });
});
