import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';

let latest = '';

function Field({ initial, minDate, onSubmit }: { initial: string; minDate?: string; onSubmit?: () => void }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return (
    <MantineProvider>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.();
        }}
      >
        <DateField label="Salida" value={value} onChange={setValue} clearable minDate={minDate} />
      </form>
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

  it('never rewrites a date typed before the first allowed day: it stays, the form gets none', () => {
    render(<Field initial="2026-11-28" minDate="2026-11-28" />);
    const input = screen.getByRole('textbox', { name: 'Salida' }) as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: '20/11/2026' } });
    expect(latest).toBe('');
    fireEvent.blur(input);
    expect(input.value).toBe('20/11/2026');
    expect(latest).toBe('');
    expect(screen.getByText('La fecha no puede ser anterior al 28/11/2026')).toBeTruthy();
  });

  it('takes Enter as confirming the box, never as sending its form', () => {
    const submitted = vi.fn();
    render(<Field initial="2026-11-28" minDate="2026-11-28" onSubmit={submitted} />);
    const input = screen.getByRole('textbox', { name: 'Salida' }) as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: '2/12/2026' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(latest).toBe('2026-12-02');
    fireEvent.input(input, { target: { value: '20/11/2026' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('La fecha no puede ser anterior al 28/11/2026')).toBeTruthy();
    expect(input.value).toBe('20/11/2026');
    expect(submitted).not.toHaveBeenCalled();
  });
});
