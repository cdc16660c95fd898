import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useClientSearch } from './api';

function useClientOptions() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const clients = useClientSearch(debounced, true);
  const options = (clients.data?.data ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.nombre_completo} · ${c.tipo_documento} ${c.numero_documento}`,
  }));
  return { search, setSearch, options, fetching: clients.isFetching };
}

/** A client of the hotel, found by name or document as the user types. */
export function ClientPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  const { search, setSearch, options, fetching } = useClientOptions();
  return (
    <Select
      label={label}
      placeholder="Busque por nombre o documento"
      searchable
      data={options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value}
      onChange={onChange}
      filter={({ options: all }) => all}
      nothingFoundMessage={fetching ? 'Buscando…' : 'Sin resultados'}
    />
  );
}

export function CompanionsPicker({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  const { search, setSearch, options } = useClientOptions();
  return (
    <MultiSelect
      label="Acompañantes"
      placeholder="Opcional"
      searchable
      data={options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value}
      onChange={onChange}
      filter={({ options: all }) => all}
    />
  );
}
