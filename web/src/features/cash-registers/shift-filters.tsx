import { Group, Select } from '@mantine/core';
import { CheckedDateRange, SearchFilterSelect } from '../../components/crud';
import { type ShiftFilters, useRegisterOptions, useShiftUserOptions } from './history-api';

/** Desde, Hasta, Caja and Usuario above a history list or the report. */
export function ShiftFiltersBar({
  value,
  onChange,
  requireDates = false,
}: {
  value: ShiftFilters;
  onChange: (next: ShiftFilters) => void;
  requireDates?: boolean;
}) {
  const registers = useRegisterOptions();
  const users = useShiftUserOptions();
  const set = (patch: Partial<ShiftFilters>) => onChange({ ...value, ...patch });
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <CheckedDateRange value={value} onChange={set} required={requireDates} />
      <Select
        label="Caja"
        placeholder="Todas"
        clearable
        data={registers.data ?? []}
        value={value.caja_id}
        onChange={(caja_id) => set({ caja_id })}
      />
      <SearchFilterSelect
        label="Usuario"
        data={users.data ?? []}
        value={value.usuario_id}
        onChange={(usuario_id) => set({ usuario_id })}
      />
    </Group>
  );
}
