import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { renderWithProviders } from '../../test/render-with-providers';
import { confirmDelete } from './confirm-delete';

function ask(onConfirm: () => Promise<unknown>) {
  renderWithProviders(<div />);
  confirmDelete({ subject: 'el hotel «Sol»', onConfirm, successMessage: 'Hotel eliminado' });
  return screen.findByRole('dialog', { name: '¿Eliminar el hotel «Sol»?' });
}

describe('confirmDelete', () => {
  it('does nothing on Cancelar', async () => {
    const onConfirm = vi.fn(async () => ({}));
    await ask(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('deletes on Eliminar and shows the server’s message when it answers one', async () => {
    const onConfirm = vi.fn(async () => ({ message: 'El hotel tiene operaciones; se desactivó' }));
    await ask(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El hotel tiene operaciones; se desactivó')).toBeTruthy();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('reports a refusal in Spanish', async () => {
    await ask(async () => {
      throw new ApiError(422, 'No se puede eliminar el rol administrador');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se puede eliminar el rol administrador')).toBeTruthy();
    expect(screen.getByText('No se pudo eliminar')).toBeTruthy();
  });
});
