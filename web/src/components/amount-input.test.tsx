import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input';
import { PercentInput } from './percent-input';

type Values = { monto: string | number; porcentaje: string };
let latest: Values | undefined;

function Form({ initial, decimals }: { initial: Values; decimals: 0 | 2 }) {
  const form = useForm<Values>({ mode: 'controlled', initialValues: initial });
  latest = form.values;
  return (
    <MantineProvider>
      <MoneyInput label="Monto" decimals={decimals} {...form.getInputProps('monto')} />
      <PercentInput label="Porcentaje" {...form.getInputProps('porcentaje')} />
      <button type="button" onClick={() => form.setValues({ monto: '250000' })}>
        Prellenar
      </button>
    </MantineProvider>
  );
}

function setup(decimals: 0 | 2, initial: Values = { monto: '', porcentaje: '' }) {
  render(<Form initial={initial} decimals={decimals} />);
  return {
    money: screen.getByRole('textbox', { name: 'Monto' }) as HTMLInputElement,
    percent: screen.getByRole('textbox', { name: 'Porcentaje' }) as HTMLInputElement,
  };
}

/** Typing: one change per keystroke, as the browser sends them. */
function type(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  for (let i = 1; i <= text.length; i++) fireEvent.change(input, { target: { value: text.slice(0, i) } });
}

describe('MoneyInput', () => {
  it('reads 150.000 typed in a rate as one hundred fifty thousand and writes it back es-CO', () => {
    const { money } = setup(2);
    type(money, '150.000');
    expect(latest?.monto).toBe('150000');
    fireEvent.blur(money);
    expect(money.value).toBe('$ 150.000');
  });

  it('gives a pasted text the same value as the typed one', () => {
    const { money } = setup(2);
    fireEvent.change(money, { target: { value: '$ 1.500.000,50' } });
    expect(latest?.monto).toBe('1500000.50');
    fireEvent.blur(money);
    expect(money.value).toBe('$ 1.500.000,50');
    type(money, '1.500.000,5');
    expect(latest?.monto).toBe('1500000.50');
  });

  it('rounds cents in a whole-peso field and shows what will be saved', () => {
    const { money } = setup(0);
    type(money, '100000,50');
    expect(latest?.monto).toBe('100001');
    expect(screen.getByText('Sin centavos: se guardará $ 100.001')).toBeTruthy();
    fireEvent.blur(money);
    expect(money.value).toBe('$ 100.001');
  });

  it('replaces a prefilled zero with what is typed', () => {
    const { money } = setup(0, { monto: 0, porcentaje: '' });
    expect(money.value).toBe('$ 0');
    type(money, '50000');
    fireEvent.blur(money);
    expect(latest?.monto).toBe('50000');
    expect(money.value).toBe('$ 50.000');
  });

  it('shows a zero left untouched again, and a prefill from outside', () => {
    const { money } = setup(0, { monto: '0', porcentaje: '' });
    fireEvent.focus(money);
    fireEvent.blur(money);
    expect(money.value).toBe('$ 0');
    fireEvent.click(screen.getByRole('button', { name: 'Prellenar' }));
    expect(money.value).toBe('$ 250.000');
  });

  it('says why a text is not an amount and keeps it as typed', () => {
    const { money } = setup(2);
    type(money, '15.00,50');
    fireEvent.blur(money);
    expect(money.value).toBe('15.00,50');
    expect(screen.getByText('Revise los puntos de miles: 1.500.000,50')).toBeTruthy();
  });
});

describe('PercentInput', () => {
  it('reads 2,5 and 2.5, typed or pasted, as two and a half', () => {
    const { percent } = setup(2);
    type(percent, '2,5');
    expect(latest?.porcentaje).toBe('2.50');
    fireEvent.change(percent, { target: { value: '2.5' } });
    expect(latest?.porcentaje).toBe('2.50');
    fireEvent.blur(percent);
    expect(percent.value).toBe('2,5 %');
  });
});
