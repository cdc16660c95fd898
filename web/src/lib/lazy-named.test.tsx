import { Button, Modal } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { MountWhenOpened } from './lazy-named';

function Screen() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Abrir Caja</Button>
      <MountWhenOpened opened={opened}>
        <Modal opened={opened} onClose={() => setOpened(false)} title="Abrir Caja">
          <Button onClick={() => setOpened(false)}>Cancelar</Button>
        </Modal>
      </MountWhenOpened>
    </>
  );
}

describe('MountWhenOpened', () => {
  it('gives the focus back to the opener at each close, the first included', async () => {
    renderWithProviders(<Screen />);
    const opener = await screen.findByRole('button', { name: 'Abrir Caja' });
    for (let time = 0; time < 2; time += 1) {
      opener.focus();
      fireEvent.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Abrir Caja' });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });
});
