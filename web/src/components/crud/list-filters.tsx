import { Select, type SelectProps } from '@mantine/core';
import { DateField } from '../date-field';

/** What sets one of a list's text filters ('' for none) from a field's change. */
export type SetFilter<Key extends string> = (key: Key) => (value: string | null) => void;

/** The Desde/Hasta pair of a list's toolbar (either may be left empty). */
export function DateRangeFilter({
  desde,
  hasta,
  set,
}: {
  desde: string;
  hasta: string;
  set: SetFilter<'desde' | 'hasta'>;
}) {
  return (
    <>
      <DateField label="Desde" w={150} clearable value={desde} onChange={set('desde')} />
      <DateField label="Hasta" w={150} clearable value={hasta} onChange={set('hasta')} />
    </>
  );
}

/** A drop-down filter of a list's toolbar: clearable, 'Todos' while none is chosen ('' is none). */
export function FilterSelect({
  value,
  placeholder = 'Todos',
  ...props
}: Omit<SelectProps, 'value'> & { value: string }) {
  return <Select clearable placeholder={placeholder} value={value || null} {...props} />;
}
