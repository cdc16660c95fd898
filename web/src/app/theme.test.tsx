import { Drawer, Modal, Notification, Pagination } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';

describe('the app theme', () => {
  it('names the close button of every dialog, drawer and notification in Spanish', async () => {
    renderWithProviders(
      <>
        <Modal opened onClose={() => {}} title="Un diálogo">
          contenido
        </Modal>
        <Drawer opened onClose={() => {}} title="Un cajón">
          contenido
        </Drawer>
        <Notification title="Éxito">Guardado</Notification>
      </>,
    );
    const toast = screen.getByText('Guardado').closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    for (const name of ['Un diálogo', 'Un cajón']) {
      const dialog = await screen.findByRole('dialog', { name });
      expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    }
  });

  it('names the arrows of every pager in Spanish', () => {
    renderWithProviders(<Pagination total={5} value={2} onChange={() => {}} withEdges />);
    for (const name of ['Primera página', 'Página anterior', 'Página siguiente', 'Última página']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });
});
