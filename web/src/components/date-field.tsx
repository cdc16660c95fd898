import { DateInput, type DateInputProps } from '@mantine/dates';
import 'dayjs/locale/es';
import { type FocusEvent, type FormEvent, type KeyboardEvent, useState } from 'react';
import { dateTextError, parseDisplayDate } from '../lib/date-text';

export interface DateFieldProps
  extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'minDate' | 'maxDate'> {
  /** 'YYYY-MM-DD', or '' / null for no date. */
  value?: string | null;
  /** Gets 'YYYY-MM-DD', or '' when the date is cleared or what is typed is no date of the range. */
  onChange?: (value: string) => void;
  minDate?: string;
  maxDate?: string;
}

/**
 * The one date box of the app: it shows and reads dd/mm/aaaa in Spanish whatever the browser's
 * language (a native date input follows the browser: mm/dd/yyyy in English), and hands the form
 * the API's 'YYYY-MM-DD'. The box never rewrites what the user typed: a text that is no date, or
 * is out of range, stays as typed, the form gets '' (so it cannot be sent with the date that was
 * there before) and the box says why once it is left or confirmed with Enter. Enter confirms the
 * box and never sends the form. @mantine/dates loads only with the screens that use it.
 */
export function DateField({ value, onChange, onInput, onBlur, onKeyDown, error, ...props }: DateFieldProps) {
  // The text being typed that is not (yet) a date of the range; null while the box shows the value.
  const [wrongText, setWrongText] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const wrong = wrongText !== null;
  const input = (event: FormEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    const empty = text.trim() === '';
    const taken = !empty && dateTextError(text, props.minDate, props.maxDate) === null;
    setWrongText(empty || taken ? null : text);
    setConfirmed(false);
    // A date the box cannot take leaves the form without one, never with the one shown before.
    if (!taken && value) onChange?.('');
    onInput?.(event);
  };
  const confirm = () => setConfirmed(true);
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    confirm();
    onBlur?.(event);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirm();
    }
    onKeyDown?.(event);
  };
  const typedError = wrong && confirmed ? dateTextError(wrongText, props.minDate, props.maxDate) : null;
  return (
    <DateInput
      locale="es"
      valueFormat="DD/MM/YYYY"
      dateParser={parseDisplayDate}
      placeholder="dd/mm/aaaa"
      // A clearable box shows its ✕ once it holds a date: a button needs a name screen readers read.
      clearButtonProps={{
        'aria-label':
          typeof props.label === 'string' ? `Borrar ${props.label.toLowerCase()}` : 'Borrar la fecha',
      }}
      {...props}
      // Leaving the box puts a taken date in the dd/mm/aaaa form; a wrong text stays as typed.
      fixOnBlur={!wrong}
      value={value || null}
      onChange={(next) => {
        setWrongText(null);
        onChange?.(next ?? '');
      }}
      onInput={input}
      onBlur={blur}
      onKeyDown={keyDown}
      error={typedError ?? error}
    />
  );
}
