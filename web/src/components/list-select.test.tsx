import { MantineProvider, Modal } from '@mantine/core';
import { defaultThemeConfig } from '@posada/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildTheme } from '../app/theme';
import { chooseOption } from '../test/choose-option';
import { ListSelect } from './list-select';

const lists = () => document.querySelectorAll('[role="listbox"]');

describe('ListSelect: a drop-down whose list is in the page only while open', () => {
  it('draws no list until opened, names the list it opens, and removes it when closed', async () => {
    const opened = vi.fn();
    render(
      <MantineProvider theme={buildTheme(defaultThemeConfig)}>
        <ListSelect label="Estado" data={['Confirmada', 'Cancelada']} onDropdownOpen={opened} />
      </MantineProvider>,
    );
    expect(lists()).toHaveLength(0);
    const box = screen.getByRole('textbox', { name: 'Estado' });
    for (const time of [1, 2]) {
      fireEvent.click(box);
      // The first opening too: the input names the list the options just mounted.
      await waitFor(() =>
        expect(document.getElementById(box.getAttribute('aria-controls') ?? '')).not.toBeNull(),
      );
      expect(opened).toHaveBeenCalledTimes(time);
      fireEvent.click(box);
      await waitFor(() => expect(lists()).toHaveLength(0));
      expect(box.getAttribute('aria-controls')).toBeNull();
    }
  });

  it('is chosen from inside a dialog as any drop-down', async () => {
    const changed = vi.fn();
    render(
      <MantineProvider theme={buildTheme(defaultThemeConfig)}>
        <Modal opened onClose={() => undefined} title="Nuevo punto de venta">
          <ListSelect label="Tipo" data={['Restaurante', 'Bar']} onChange={changed} />
        </Modal>
      </MantineProvider>,
    );
    await chooseOption('Tipo', 'Bar', await screen.findByRole('dialog'));
    expect(changed).toHaveBeenCalledWith('Bar', expect.objectContaining({ value: 'Bar' }));
  });
});
