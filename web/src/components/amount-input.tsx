import { TextInput, type TextInputProps } from '@mantine/core';
import { type FocusEvent, useState } from 'react';
import { formatAmount, isZeroAmount, readAmount } from '../lib/amount-text';

export interface AmountInputProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'prefix'> {
  /** The form's value: a decimal string ("1500000.50"); numbers are read the same way. */
  value?: string | number | null;
  /** Gets the exact decimal string, '' when empty, or the text itself when it is not an amount. */
  onChange?: (value: string) => void;
}

interface AmountFormat {
  decimals: 0 | 2 | 3;
  style: 'money' | 'plain' | 'quantity';
  prefix?: string;
  suffix?: string;
}

interface AmountState {
  /** What the box shows: as typed while editing, es-CO formatted after leaving it. */
  text: string;
  /** The value last handed to the form, to tell its own changes from a reset or a prefill. */
  handed: string;
  /** The last typed text had cents that a whole-peso field rounded. */
  rounded: boolean;
}

/**
 * The one box for amounts (money, percentages): the text is read whole with `readAmount` on
 * every change, typed or pasted alike, and written back the es-CO way when the box is left.
 * It does not reformat while typing: a '.' can only be told apart (thousands or decimals) once
 * the text is complete, and a box that rewrote each keystroke would read '2.5' typed as 25.
 */
export function AmountInput({
  format,
  value,
  onChange,
  onFocus,
  onBlur,
  error,
  description,
  ...props
}: AmountInputProps & { format: AmountFormat }) {
  const { decimals, style, prefix = '', suffix = '' } = format;
  const show = (v: string) => (v === '' ? '' : `${prefix}${formatAmount(v, style)}${suffix}`);
  const external = value === null || value === undefined ? '' : String(value);
  const [state, setState] = useState<AmountState>(() => ({
    text: show(external),
    handed: external,
    rounded: false,
  }));
  let current = state;
  if (external !== state.handed) {
    // A reset or a prefill from outside: show the new value.
    current = { text: show(external), handed: external, rounded: false };
    setState(current);
  }
  const reading = readAmount(current.text, { decimals });

  const change = (text: string) => {
    const read = readAmount(text, { decimals });
    const handed = read === null ? '' : read.ok ? read.value : text;
    setState({ text, handed, rounded: read?.ok === true && read.rounded });
    onChange?.(handed);
  };
  // A prefilled zero makes way for what is typed ("$ 0" then 50000 must not read "$ 050.000").
  const focus = (event: FocusEvent<HTMLInputElement>) => {
    if (isZeroAmount(current.handed)) setState({ ...current, text: '' });
    onFocus?.(event);
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    if (reading?.ok !== false) setState({ ...current, text: show(current.handed) });
    onBlur?.(event);
  };

  const note = current.rounded ? `Sin centavos: se guardará ${show(current.handed)}` : null;
  return (
    <TextInput
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      placeholder={`${prefix}0${suffix}`}
      {...props}
      value={current.text}
      onChange={(event) => change(event.currentTarget.value)}
      onFocus={focus}
      onBlur={blur}
      error={reading?.ok === false ? reading.error : error}
      description={
        note && description ? (
          <>
            {description}
            <br />
            {note}
          </>
        ) : (
          (note ?? description)
        )
      }
    />
  );
}
