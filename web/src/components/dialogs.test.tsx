import { Text } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { closeDialog, openDialog } from './dialog-store';
import { openConfirm } from './dialogs';

function ask(onConfirm: () => void, title = '¿Descartar la venta?') {
  act(() => {
    openConfirm({
      title,
      children: <Text size="sm">No queda documento.</Text>,
      confirmLabel: 'Descartar',
      confirmColor: 'red',
      onConfirm,
    });
  });
  return screen.findByRole('dialog', { name: title });
}

describe('dialogs', () => {
  it('draws nothing until a dialog opens', async () => {
    renderWithProviders(<p>Rack</p>);
    await screen.findByText('Rack');
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms on its button, once, after closing', async () => {
    renderWithProviders(<p>Ventas</p>);
    const onConfirm = vi.fn();
    const dialog = await ask(onConfirm);
    expect(within(dialog).getByText('No queda documento.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();
  });

  it('gives the focus back to what had it when the dialog was asked for', async () => {
    renderWithProviders(<button type="button">Eliminar hotel</button>);
    const opener = await screen.findByRole('button', { name: 'Eliminar hotel' });
    opener.focus();
    const dialog = await ask(vi.fn());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('does nothing on Cancelar or Esc', async () => {
    renderWithProviders(<p>Ventas</p>);
    const onConfirm = vi.fn();
    fireEvent.click(within(await ask(onConfirm)).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(await ask(onConfirm), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('opens over a dialog already open and closes each on its own, telling its caller once', async () => {
    renderWithProviders(<p>Caja</p>);
    const onClose = vi.fn();
    let first = '';
    act(() => {
      first = openDialog({ title: 'Información', children: 'Caja abierta', onClose });
    });
    await ask(vi.fn(), '¿Cerrar la caja?');
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    act(() => {
      closeDialog(first);
      closeDialog(first);
    });
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Información' })).toBeNull());
    expect(screen.getByRole('dialog', { name: '¿Cerrar la caja?' })).toBeTruthy();
  });
});
