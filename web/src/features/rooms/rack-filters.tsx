import { Group, NativeSelect, TextInput } from '@mantine/core';
import { rackStateNames, type TRackRoom, type TRackState } from '@posada/contracts';
import { IconSearch } from '@tabler/icons-react';

export interface RackFilter {
  piso: string | null;
  tipo: string | null;
  estado: TRackState | null;
  search: string;
}

export const emptyFilter: RackFilter = { piso: null, tipo: null, estado: null, search: '' };

export function applyFilter(rooms: TRackRoom[], f: RackFilter): TRackRoom[] {
  const term = f.search.trim().toLocaleLowerCase('es');
  return rooms.filter(
    (r) =>
      (f.piso === null || String(r.piso) === f.piso) &&
      (f.tipo === null || String(r.tipo_habitacion_id) === f.tipo) &&
      (f.estado === null || r.estado === f.estado) &&
      (term === '' ||
        r.numero.toLocaleLowerCase('es').includes(term) ||
        (r.estancia?.huesped.toLocaleLowerCase('es').includes(term) ?? false) ||
        (r.reserva?.cliente.toLocaleLowerCase('es').includes(term) ?? false)),
  );
}

/** The empty choice of each filter. */
const all = { value: '', label: 'Todos' };

/**
 * The filters are native selects: a handful of options each, light on a page of 500 cards, and
 * the phone's own picker on small screens.
 */
export function RackFilters({
  rooms,
  value,
  onChange,
}: {
  rooms: TRackRoom[];
  value: RackFilter;
  onChange: (f: RackFilter) => void;
}) {
  const floors = [...new Set(rooms.map((r) => r.piso))].sort((a, b) => a - b);
  const types = [...new Map(rooms.map((r) => [r.tipo_habitacion_id, r.tipo])).entries()];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Buscar"
        placeholder="Número o huésped"
        leftSection={<IconSearch size={16} />}
        value={value.search}
        onChange={(e) => onChange({ ...value, search: e.currentTarget.value })}
      />
      <NativeSelect
        label="Piso"
        data={[all, ...floors.map((p) => ({ value: String(p), label: `Piso ${p}` }))]}
        value={value.piso ?? ''}
        onChange={(e) => onChange({ ...value, piso: e.currentTarget.value || null })}
      />
      <NativeSelect
        label="Tipo"
        data={[all, ...types.map(([id, nombre]) => ({ value: String(id), label: nombre }))]}
        value={value.tipo ?? ''}
        onChange={(e) => onChange({ ...value, tipo: e.currentTarget.value || null })}
      />
      <NativeSelect
        label="Estado"
        data={[all, ...rackStateNames]}
        value={value.estado ?? ''}
        onChange={(e) => onChange({ ...value, estado: (e.currentTarget.value || null) as TRackState | null })}
      />
    </Group>
  );
}
