import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField } from './date-field';

let latest = '';

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <MantineProvider>
      <DateField label="Salida" value={value} onChange={setValue} clearable />
    </MantineProvider>
  );
}

describe('DateField', () => {
  it('shows an API date as dd/mm/aaaa and hands back what is typed as YYYY-MM-DD', () => {
    render(<Field initial="2026-03-05" />);
    const input = screen.getByRole('textbox', { name: 'Salida' }) as HTMLInputElement;
    expect(input.value).toBe('05/03/2026');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '7/4/2026' } });
    expect(latest).toBe('2026-04-07');
    fireEvent.blur(input);
    expect(input.value).toBe('07/04/2026');
  });

  it('names its clear button, and the button empties the date', () => {
    render(<Field initial="2026-03-05" />);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar salida' }));
    expect(latest).toBe('');
  });

  it('names the months in Spanish in its calendar', async () => {
    render(<Field initial="2026-03-05" />);
    fireEvent.focus(screen.getByRole('textbox', { name: 'Salida' }));
    expect(await screen.findByText('marzo 2026')).toBeTruthy();
  });

  it('asks for dd/mm/aaaa when empty, keeps a wrong date out of the form and says why', () => {
    render(<Field initial="" />);
    const input = screen.getByRole('textbox', { name: 'Salida' }) as HTMLInputElement;
    expect(input.placeholder).toBe('dd/mm/aaaa');
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: '31/02/2026' } });
    expect(latest).toBe('');
    fireEvent.blur(input);
    expect(screen.getByText('Fecha inválida: escríbala como dd/mm/aaaa')).toBeTruthy();
  });
});
