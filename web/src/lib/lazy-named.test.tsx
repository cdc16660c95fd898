import { Button, Modal } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { MountWhenOpened } from './lazy-named';

/** `remount`: the dialog drawn anew at each opening (a `key`, as Detalle Cuentas' check-out does). */
function Screen({ remount = false }: { remount?: boolean }) {
  const [opened, setOpened] = useState(false);
  const [openings, setOpenings] = useState(0);
  const open = () => {
    setOpened(true);
    setOpenings((n) => n + 1);
  };
  return (
    <>
      <Button onClick={open}>Abrir Caja</Button>
      <MountWhenOpened opened={opened}>
        <Modal
          key={remount && opened ? openings : 0}
          opened={opened}
          onClose={() => setOpened(false)}
          title="Abrir Caja"
        >
          <Button onClick={() => setOpened(false)}>Cancelar</Button>
        </Modal>
      </MountWhenOpened>
    </>
  );
}

describe('MountWhenOpened', () => {
  it.each([
    ['mounted once', false],
    ['drawn anew at each opening', true],
  ])('gives the focus back to the opener at each close, the first included (%s)', async (_, remount) => {
    renderWithProviders(<Screen remount={remount} />);
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

  it('leaves the focus in a dialog opened in the closed one’s place', async () => {
    function Handoff() {
      const [shown, setShown] = useState<'cuenta' | 'habitacion' | null>(null);
      return (
        <>
          <Button onClick={() => setShown('cuenta')}>Cuenta 12</Button>
          <MountWhenOpened opened={shown === 'cuenta'}>
            <Modal opened={shown === 'cuenta'} onClose={() => setShown(null)} title="Cuenta">
              <Button onClick={() => setShown('habitacion')}>Check-out</Button>
            </Modal>
          </MountWhenOpened>
          <MountWhenOpened opened={shown === 'habitacion'}>
            <Modal opened={shown === 'habitacion'} onClose={() => setShown(null)} title="Habitación 101">
              <Button>Desocupar</Button>
            </Modal>
          </MountWhenOpened>
        </>
      );
    }
    renderWithProviders(<Handoff />);
    const opener = await screen.findByRole('button', { name: 'Cuenta 12' });
    opener.focus();
    fireEvent.click(opener);
    const account = await screen.findByRole('dialog', { name: 'Cuenta' });
    await waitFor(() => expect(account.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Check-out' }));
    const room = await screen.findByRole('dialog', { name: 'Habitación 101' });
    await waitFor(() => expect(room.contains(document.activeElement)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(room.contains(document.activeElement)).toBe(true);
  });
});
