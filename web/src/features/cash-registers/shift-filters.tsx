import { Group, Select } from '@mantine/core';
import { DateField } from '../../components/date-field';
import { rangeIsValid, type ShiftFilters, useRegisterOptions, useShiftUserOptions } from './history-api';

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
  const badRange = !rangeIsValid(value);
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <DateField
        label="Desde"
        value={value.desde}
        withAsterisk={requireDates}
        clearable={!requireDates}
        error={requireDates && value.desde === '' ? 'Indique la fecha inicial' : undefined}
        onChange={(desde) => set({ desde })}
      />
      <DateField
        label="Hasta"
        value={value.hasta}
        withAsterisk={requireDates}
        clearable={!requireDates}
        error={badRange ? 'La fecha inicial debe ser anterior a la final' : undefined}
        onChange={(hasta) => set({ hasta })}
      />
      <Select
        label="Caja"
        placeholder="Todas"
        clearable
        data={registers.data ?? []}
        value={value.caja_id}
        onChange={(caja_id) => set({ caja_id })}
      />
      <Select
        label="Usuario"
        placeholder="Todos"
        clearable
        searchable
        data={users.data ?? []}
        value={value.usuario_id}
        onChange={(usuario_id) => set({ usuario_id })}
        nothingFoundMessage="Sin resultados"
      />
    </Group>
  );
}
