import { ActionIcon, Group, NumberInput, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TAvailabilityType } from '@posada/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useRoomTypeOptions } from '../../api/room-admin';
import { DateField } from '../../components/date-field';
import { formatCOP } from '../../lib/format';
import { addDays } from '../../lib/iso-date';
import { type LineValues, lineType } from './booking-values';

/** The fields of one line, wherever the line sits in its form (`lineas.N` or the root). */
export interface LineFieldsProps<V> {
  form: UseFormReturnType<V>;
  /** 'lineas.0.' in the booking form, '' in the change dialog. */
  prefix: string;
  line: LineValues;
  /** The availability of the line's dates and persons (undefined until it is known). */
  types: TAvailabilityType[] | undefined;
  minDate?: string | undefined;
  /** The room the line holds now (the change dialog): its own nights do not count against it. */
  currentRoom?: { id: number; numero: string } | undefined;
}

/**
 * Type (with its free rooms over the nights), optional room among those free every night,
 * llegada/salida, persons within the type's capacity and the rate with the price of the stay.
 * Changing the type forgets the room and the rate, which belong to it.
 */
export function LineFields<V>({ form, prefix, line, types, minDate, currentRoom }: LineFieldsProps<V>) {
  const typeOptions = useRoomTypeOptions();
  const type = lineType(line, types);
  const field = (name: keyof LineValues) => `${prefix}${name}`;
  const set = (name: keyof LineValues, value: unknown) =>
    form.setFieldValue(field(name) as never, value as never);
  const freeOf = new Map((types ?? []).map((t) => [String(t.tipo_habitacion_id), t.libres]));
  const options = (typeOptions.data ?? []).map((o) => {
    const libres = freeOf.get(o.value);
    const note =
      types === undefined ? '' : libres === undefined ? ' · no admite esas personas' : ` · ${libres} libres`;
    return { value: o.value, label: `${o.label}${note}` };
  });
  const rooms = (type?.habitaciones ?? []).map((h) => ({
    value: String(h.id),
    label: `${h.numero} (piso ${h.piso})`,
  }));
  if (currentRoom && !rooms.some((r) => r.value === String(currentRoom.id))) {
    rooms.unshift({ value: String(currentRoom.id), label: `${currentRoom.numero} (la actual)` });
  }
  const roomTaken =
    line.habitacion_id !== null && type !== undefined && !rooms.some((r) => r.value === line.habitacion_id);
  const rates = (type?.tarifas ?? []).map((t) => ({
    value: String(t.tarifa_id),
    label: `${t.nombre} · ${formatCOP(t.total, 0)}`,
  }));
  const input = (name: keyof LineValues) => form.getInputProps(field(name));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Select
        label="Tipo de habitación"
        withAsterisk
        searchable
        allowDeselect={false}
        data={options}
        nothingFoundMessage="Sin resultados"
        {...input('tipo_habitacion_id')}
        onChange={(value) => {
          set('tipo_habitacion_id', value);
          set('habitacion_id', null);
          set('tarifa_id', null);
        }}
      />
      <DateField
        label="Llegada"
        withAsterisk
        minDate={minDate}
        {...input('llegada')}
        onChange={(value) => {
          set('llegada', value);
          // A salida left empty (or typed wrong: the box keeps the text) is the user's to fix.
          if (value && line.salida && !(line.salida > value)) set('salida', addDays(value, 1));
        }}
      />
      <DateField
        label="Salida"
        withAsterisk
        minDate={line.llegada ? addDays(line.llegada, 1) : minDate}
        {...input('salida')}
      />
      <Select
        label="Habitación"
        placeholder="Sin asignar"
        clearable
        data={rooms}
        nothingFoundMessage="Ninguna libre todas las noches"
        {...input('habitacion_id')}
        error={
          (input('habitacion_id').error as string | undefined) ??
          (roomTaken ? 'La habitación no está libre todas esas noches' : undefined)
        }
      />
      <NumberInput
        label="Adultos"
        min={1}
        max={type?.capacidad_adultos}
        allowDecimal={false}
        description={type ? `Máximo ${type.capacidad_adultos}` : undefined}
        {...input('adultos')}
      />
      <NumberInput
        label="Niños"
        min={0}
        max={type?.capacidad_ninos}
        allowDecimal={false}
        description={type ? `Máximo ${type.capacidad_ninos}` : undefined}
        {...input('ninos')}
      />
      <Select
        label="Tarifa"
        placeholder="La más económica"
        clearable
        data={rates}
        nothingFoundMessage="Sin tarifas para esas noches"
        {...input('tarifa_id')}
      />
    </SimpleGrid>
  );
}

/** One line of the booking form, with its number and a button to take it out. */
export function BookingLine<V>({
  index,
  count,
  onRemove,
  onFocus,
  ...props
}: LineFieldsProps<V> & { index: number; count: number; onRemove: () => void; onFocus: () => void }) {
  return (
    <Paper withBorder p="sm" radius="md" onFocusCapture={onFocus} data-testid={`linea-${index + 1}`}>
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          Habitación {index + 1}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Quitar la habitación ${index + 1}`}
          disabled={count === 1}
          onClick={onRemove}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      <LineFields {...props} />
    </Paper>
  );
}
