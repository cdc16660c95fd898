import { SegmentedControl } from '@mantine/core';
import type { TEntrySummary } from '@posada/contracts';
import { useState } from 'react';
import { type CrudColumn, CrudList, ViewButton } from '../../components/crud';
import { formatDate } from '../../lib/format';
import { EntryDetail, EntryStateBadge } from './entry-detail';
import { EntryDialog } from './entry-dialog';
import { formatMoney } from './format';
import { type EntryFilters, useEntryPage } from './stock-api';

const columns: CrudColumn<TEntrySummary>[] = [
  { key: 'numero', header: 'Número', render: (e) => e.numero },
  { key: 'fecha', header: 'Fecha factura', render: (e) => formatDate(e.fecha) },
  { key: 'proveedor', header: 'Proveedor', render: (e) => e.proveedor },
  { key: 'bodega', header: 'Bodega', render: (e) => e.bodega },
  { key: 'factura', header: 'Factura', render: (e) => e.factura_proveedor ?? '—' },
  { key: 'lineas', header: 'Líneas', render: (e) => e.num_lineas },
  { key: 'total', header: 'Total', render: (e) => formatMoney(e.total) },
  { key: 'estado', header: 'Estado', render: (e) => <EntryStateBadge estado={e.estado} /> },
];

const states = [
  { value: '', label: 'Todos' },
  { value: 'confirmado', label: 'Confirmados' },
  { value: 'anulado', label: 'Anulados' },
];

/** inventory-entries (Operación → Ingresos Inventario): goods received from suppliers. */
export function EntriesPage() {
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const [filters, setFilters] = useState<EntryFilters>({ estado: '' });
  return (
    <>
      <CrudList
        title="Ingresos de inventario"
        columns={columns}
        useList={useEntryPage}
        filters={filters}
        searchPlaceholder="Buscar por número, factura o proveedor"
        toolbar={
          <SegmentedControl
            aria-label="Estado"
            data={states}
            value={filters.estado}
            onChange={(v) => setFilters({ estado: v as EntryFilters['estado'] })}
          />
        }
        create={{
          permission: ['inventario.ingresar'],
          onClick: () => setCreating(true),
          label: 'Nuevo ingreso',
        }}
        rowActions={(e) => <ViewButton onClick={() => setShown(e.id)} />}
      />
      {creating && <EntryDialog opened onClose={() => setCreating(false)} />}
      <EntryDetail id={shown} onClose={() => setShown(null)} />
    </>
  );
}
