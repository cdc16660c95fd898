import { MantineProvider, Select } from '@mantine/core';
import { defaultThemeConfig } from '@posada/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../app/theme';

describe('drop-downs typed into', () => {
  it.each(['gomez', 'GÓMEZ', 'Gomez'])('find "Laura Gómez Restrepo" when "%s" is typed', (typed) => {
    render(
      <MantineProvider theme={buildTheme(defaultThemeConfig)}>
        <Select
          label="Titular"
          searchable
          data={['Laura Gómez Restrepo', 'Tomás Acompañante', 'John Smith']}
        />
      </MantineProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Titular' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: typed } });
    expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([
      'Laura Gómez Restrepo',
    ]);
  });
});
