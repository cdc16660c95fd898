import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TClient } from '@posada/contracts';
import { useState } from 'react';
import { useClientSearch } from '../api/clients';
import { ListSelect } from './list-select';

const optionOf = (c: TClient) => ({
  value: String(c.id),
  label: `${c.nombre_completo} · ${c.tipo_documento} ${c.numero_documento}`,
});

/**
 * The clients the search finds, asked for from the first time the list is opened (or something is
 * typed): a form or a filter drawn with the picker closed does not fetch and draw 20 clients.
 */
function useClientOptions() {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search, 300);
  const clients = useClientSearch(debounced, opened || search !== '');
  const found = clients.data?.data ?? [];
  return {
    search,
    setSearch,
    found,
    options: found.map(optionOf),
    fetching: clients.isFetching || (clients.isPending && opened),
    onDropdownOpen: () => setOpened(true),
  };
}

/**
 * A client of the hotel, found by name or document as the user types. It answers the whole
 * client (the stay form reads its non-resident mark); `value` stays listed even when the search
 * did not bring it (a client just created).
 */
export function ClientPicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: TClient | null;
  onChange: (client: TClient | null) => void;
  error?: React.ReactNode;
}) {
  const { search, setSearch, found, options, fetching, onDropdownOpen } = useClientOptions();
  const data = value && !found.some((c) => c.id === value.id) ? [optionOf(value), ...options] : options;
  return (
    <ListSelect
      label={label}
      placeholder="Busque por nombre o documento"
      searchable
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(id === null ? null : (found.find((c) => String(c.id) === id) ?? value))}
      filter={({ options: all }) => all}
      onDropdownOpen={onDropdownOpen}
      nothingFoundMessage={fetching ? 'Buscando…' : 'Sin resultados'}
      error={error}
    />
  );
}

export function CompanionsPicker({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  const { search, setSearch, options, onDropdownOpen } = useClientOptions();
  return (
    <MultiSelect
      onDropdownOpen={onDropdownOpen}
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
