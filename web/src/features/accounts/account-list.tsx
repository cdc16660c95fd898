import { Badge, Button, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { type CrudColumn, CrudList, SEARCH_DEBOUNCE_MS } from '../../components/crud';
import { formatCOP } from '../../lib/format';
import { type AccountFilters, noAccountFilters, type TAccountListItem, useAccountPage } from './api';

export const accountKindLabel: Record<TAccountListItem['tipo'], string> = {
  estancia: 'Habitación',
  reserva: 'Reserva',
  empresa: 'Empresa',
};

const columns: CrudColumn<TAccountListItem>[] = [
  { key: 'id', header: 'Cuenta', render: (a) => a.id },
  {
    key: 'tipo',
    header: 'Tipo',
    render: (a) => (
      <Badge variant="light" size="sm">
        {a.habitacion ? `Hab. ${a.habitacion}` : accountKindLabel[a.tipo]}
      </Badge>
    ),
  },
  {
    key: 'titular',
    header: 'Titular',
    render: (a) => (
      <>
        <Text size="sm">{a.titular}</Text>
        {a.documento && (
          <Text size="xs" c="dimmed">
            {a.documento}
          </Text>
        )}
      </>
    ),
  },
  { key: 'saldo', header: 'Saldo', render: (a) => formatCOP(a.saldo, 2) },
];

/**
 * The open accounts with a balance, paged by the server, filtered by room, guest or company; a
 * row opens the account.
 */
export function AccountList({
  onOpen,
  toolbar,
}: {
  onOpen: (id: number) => void;
  toolbar?: React.ReactNode;
}) {
  const [typed, setTyped] = useState<AccountFilters>(noAccountFilters);
  const [filters] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const field = (key: keyof AccountFilters, label: string, w: number) => (
    <TextInput
      label={label}
      w={w}
      value={typed[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setTyped((f) => ({ ...f, [key]: value }));
      }}
    />
  );
  return (
    <CrudList
      title="Cuentas abiertas"
      titleOrder={2}
      columns={columns}
      useList={useAccountPage}
      filters={filters}
      searchPlaceholder="Titular, documento o número de cuenta"
      rowActions={(a) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} />}
          aria-label={`Ver la cuenta ${a.id}`}
          onClick={() => onOpen(a.id)}
        >
          Ver
        </Button>
      )}
      toolbar={
        <>
          {field('habitacion', 'Habitación', 110)}
          {field('huesped', 'Huésped', 170)}
          {field('empresa', 'Empresa', 170)}
          {toolbar}
        </>
      }
    />
  );
}
