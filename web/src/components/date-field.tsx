import { DateInput, type DateInputProps } from '@mantine/dates';
import 'dayjs/locale/es';
import { parseDisplayDate } from '../lib/date-text';

export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** 'YYYY-MM-DD', or '' / null for no date. */
  value?: string | null;
  /** Gets 'YYYY-MM-DD', or '' when the date is cleared. */
  onChange?: (value: string) => void;
}

/**
 * The one date box of the app: it shows and reads dd/mm/aaaa in Spanish whatever the browser's
 * language (a native date input follows the browser: mm/dd/yyyy in English), and hands the form
 * the API's 'YYYY-MM-DD'. @mantine/dates loads only with the screens and dialogs that use it.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      locale="es"
      valueFormat="DD/MM/YYYY"
      dateParser={parseDisplayDate}
      placeholder="dd/mm/aaaa"
      {...props}
      value={value || null}
      onChange={(next) => onChange?.(next ?? '')}
    />
  );
}
