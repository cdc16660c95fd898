import { DateInput, type DateInputProps } from '@mantine/dates';
import 'dayjs/locale/es';
import { type FocusEvent, type FormEvent, useState } from 'react';
import { dateTextError, parseDisplayDate } from '../lib/date-text';

export interface DateFieldProps
  extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'minDate' | 'maxDate'> {
  /** 'YYYY-MM-DD', or '' / null for no date. */
  value?: string | null;
  /** Gets 'YYYY-MM-DD', or '' when the date is cleared. */
  onChange?: (value: string) => void;
  minDate?: string;
  maxDate?: string;
}

/**
 * The one date box of the app: it shows and reads dd/mm/aaaa in Spanish whatever the browser's
 * language (a native date input follows the browser: mm/dd/yyyy in English), and hands the form
 * the API's 'YYYY-MM-DD'. A typed text that is no date, or out of range, is not taken: the box
 * says why when it is left (Mantine's DateInput would only put the last good date back).
 * @mantine/dates loads only with the screens and dialogs that use it.
 */
export function DateField({ value, onChange, onInput, onBlur, error, ...props }: DateFieldProps) {
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const input = (event: FormEvent<HTMLInputElement>) => {
    setTyped(event.currentTarget.value);
    setTypedError(null);
    onInput?.(event);
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    setTypedError(typed.trim() ? dateTextError(typed, props.minDate, props.maxDate) : null);
    setTyped('');
    onBlur?.(event);
  };
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
      value={value || null}
      onChange={(next) => onChange?.(next ?? '')}
      onInput={input}
      onBlur={blur}
      error={typedError ?? error}
    />
  );
}
