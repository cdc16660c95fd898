import type { SelectProps } from '@mantine/core';
import { useRoomTypeOptions } from '../api/room-admin';
import { ListSelect } from './list-select';

/**
 * A select of the hotel's active room types. The current value is kept as an option even when
 * its type was deactivated since, so editing an old record still shows its type.
 */
export function RoomTypeSelect({
  currentLabel,
  ...props
}: SelectProps & { currentLabel?: string | undefined }) {
  const types = useRoomTypeOptions();
  const options = types.data ?? [];
  const value = typeof props.value === 'string' ? props.value : '';
  const data =
    value && currentLabel && !options.some((o) => o.value === value)
      ? [...options, { value, label: `${currentLabel} (inactivo)` }]
      : options;
  return (
    <ListSelect
      label="Tipo de habitación"
      searchable
      nothingFoundMessage="Sin resultados"
      data={data}
      {...props}
    />
  );
}
