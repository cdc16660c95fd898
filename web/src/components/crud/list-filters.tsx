import type { SelectProps } from '@mantine/core';
import { type DateRange, dateRangeIsValid } from '../../lib/iso-date';
import { DateField } from '../date-field';
import { ListSelect } from '../list-select';

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
  return <ListSelect clearable placeholder={placeholder} value={value || null} {...props} />;
}

/**
 * The Desde/Hasta pair of a filter bar that checks its range: Hasta says so when the range ends
 * before it starts; `required` asks for both (Desde says when it is missing) instead of letting
 * them be cleared.
 */
export function CheckedDateRange({
  value,
  onChange,
  required = false,
}: {
  value: DateRange;
  onChange: (patch: Partial<DateRange>) => void;
  required?: boolean;
}) {
  return (
    <>
      <DateField
        label="Desde"
        value={value.desde}
        withAsterisk={required}
        clearable={!required}
        error={required && value.desde === '' ? 'Indique la fecha inicial' : undefined}
        onChange={(desde) => onChange({ desde })}
      />
      <DateField
        label="Hasta"
        value={value.hasta}
        withAsterisk={required}
        clearable={!required}
        error={dateRangeIsValid(value) ? undefined : 'La fecha inicial debe ser anterior a la final'}
        onChange={(hasta) => onChange({ hasta })}
      />
    </>
  );
}

/** A drop-down filter whose options are searched as typed: clearable, 'Todos' while none is chosen. */
export function SearchFilterSelect(props: SelectProps) {
  return (
    <ListSelect placeholder="Todos" clearable searchable nothingFoundMessage="Sin resultados" {...props} />
  );
}
