import { Badge, Checkbox, Text } from '@mantine/core';
import { accountKinds, type TAccountSummary, type TClient } from '@posada/contracts';
import { useState } from 'react';
import { type AccountFilters, noAccountFilters, useAccountPage } from '../../api/account-list';
import { useRack } from '../../api/rack';
import { accountKindLabel, accountPlace } from '../../components/account-select';
import { ClientPicker } from '../../components/client-picker';
import {
  type CrudColumn,
  CrudList,
  type CrudListProps,
  moneyColumn,
  partyColumn,
  ViewButton,
} from '../../components/crud';
import { ListSelect } from '../../components/list-select';
import { formatCOP } from '../../lib/format';
import { usePermission } from '../../lib/permissions';

const columns: CrudColumn<TAccountSummary>[] = [
  { key: 'id', header: 'Cuenta', render: (a) => a.id },
  {
    key: 'tipo',
    header: 'Tipo',
    render: (a) => (
      <Badge variant="light" size="sm">
        {accountPlace(a)}
      </Badge>
    ),
  },
  partyColumn(
    'titular',
    'Titular',
    (a) => a.nombre ?? a.cliente.nombre,
    (a) => `${a.nombre ? `${a.cliente.nombre} · ` : ''}${a.cliente.documento}`,
  ),
  moneyColumn('cargos', 'Cargos', (a) => a.cargos, 0),
  {
    key: 'saldo',
    header: 'Saldo',
    render: (a) => (
      <Text fw={600} size="sm">
        {formatCOP(a.saldo, 0)}
      </Text>
    ),
  },
];

const kindOptions = accountKinds
  .filter((k) => k !== 'venta')
  .map((k) => ({ value: k, label: accountKindLabel[k] }));

/**
 * The open accounts (with a balance unless the box is cleared), paged by the server, filtered by
 * room, holder (guest or company) and kind; a row opens the account.
 */
export function AccountList({
  onOpen,
  create,
}: {
  onOpen: (id: number) => void;
  /** 'Nueva cuenta de empresa' beside the title. */
  create?: CrudListProps<TAccountSummary, AccountFilters>['create'];
}) {
  const [filters, setFilters] = useState<AccountFilters>(noAccountFilters);
  const [holder, setHolder] = useState<TClient | null>(null);
  // The rooms are asked for when the filter is first opened: on a first visit the rack's answer
  // (every room with its stay) was parsed and drawn for a closed list.
  const [roomsWanted, setRoomsWanted] = useState(false);
  const rack = useRack(usePermission('rack.ver') && roomsWanted);
  const rooms = (rack.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.numero }));
  const set = <K extends keyof AccountFilters>(key: K, value: AccountFilters[K]) =>
    setFilters((f) => ({ ...f, [key]: value }));
  return (
    <CrudList
      title="Cuentas abiertas"
      titleOrder={2}
      columns={columns}
      useList={useAccountPage}
      filters={filters}
      searchPlaceholder="Titular, documento o número de cuenta"
      create={create}
      rowActions={(a) => <ViewButton label={`Ver la cuenta ${a.id}`} onClick={() => onOpen(a.id)} />}
      toolbar={
        <>
          <ListSelect
            label="Habitación"
            w={120}
            clearable
            searchable
            placeholder="Todas"
            data={rooms}
            onDropdownOpen={() => setRoomsWanted(true)}
            nothingFoundMessage={rack.isFetching ? 'Cargando…' : 'Sin resultados'}
            value={filters.habitacion_id || null}
            onChange={(v) => set('habitacion_id', v ?? '')}
          />
          <div style={{ width: 240 }}>
            <ClientPicker
              label="Huésped o empresa"
              value={holder}
              onChange={(c) => {
                setHolder(c);
                set('cliente_id', c ? String(c.id) : '');
              }}
            />
          </div>
          <ListSelect
            label="Tipo"
            w={140}
            clearable
            placeholder="Todos"
            data={kindOptions}
            value={filters.tipo || null}
            onChange={(v) => set('tipo', v ?? '')}
          />
          <Checkbox
            label="Solo con saldo"
            checked={filters.con_saldo}
            onChange={(e) => set('con_saldo', e.currentTarget.checked)}
            style={{ alignSelf: 'flex-end' }}
            mb={8}
          />
        </>
      }
    />
  );
}
