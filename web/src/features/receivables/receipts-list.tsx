import { Badge, Button, Drawer, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TReceipt } from '@posada/contracts';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { noReceiptFilters, type ReceiptFilters, useReceiptsPage } from '../../api/receivables';
import {
  type CrudColumn,
  CrudList,
  DateRangeFilter,
  dateColumn,
  FilterSelect,
  moneyColumn,
  partyColumn,
  ViewButton,
} from '../../components/crud';
import { formatCOP } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { AnnulReceiptForm } from './annul-receipt-form';
import { ReceiptView } from './receipt-view';

const columns: CrudColumn<TReceipt>[] = [
  { key: 'numero', header: 'Recibo', render: (r) => r.numero },
  dateColumn('fecha', 'Fecha', (r) => r.fecha),
  partyColumn(
    'cliente',
    'Cliente',
    (r) => r.cliente,
    (r) => r.documento,
  ),
  {
    key: 'forma_pago',
    header: 'Forma de pago',
    render: (r) => (r.referencia ? `${r.forma_pago} · ${r.referencia}` : r.forma_pago),
  },
  moneyColumn('monto', 'Valor', (r) => r.monto, 2),
  {
    key: 'retenciones',
    header: 'Retenciones',
    render: (r) => (r.total_retenciones === '0.00' ? '—' : formatCOP(r.total_retenciones, 2)),
  },
  {
    key: 'estado',
    header: 'Estado',
    render: (r) =>
      r.estado === 'anulado' ? (
        <Badge color="red" variant="light" title={r.motivo_anulacion ?? undefined}>
          Anulado
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          Vigente
        </Badge>
      ),
  },
];

const states = [
  { value: 'vigente', label: 'Vigentes' },
  { value: 'anulado', label: 'Anulados' },
];

/**
 * The list of receipts (recibos de caja) of every client, latest first, paged by the server:
 * filters by date and state, a search by number or client, what the receipts in force collected;
 * a receipt opens as printed, and is annulled from there by who may.
 */
export function ReceiptsList() {
  const [filters, setFilters] = useState<ReceiptFilters>(noReceiptFilters);
  const [view, setView] = useState<{ receipt: TReceipt; annul: boolean } | null>(null);
  const mayAnnul = usePermission('facturas.anular_abono');
  const phone = useMediaQuery('(max-width: 36em)');
  const setDate = (key: 'desde' | 'hasta') => (value: string | null) =>
    setFilters((f) => ({ ...f, [key]: value ?? '' }));
  return (
    <>
      <CrudList
        title="Recibos de caja"
        titleOrder={2}
        columns={columns}
        useList={useReceiptsPage}
        filters={filters}
        rowKey={(r) => r.id}
        searchPlaceholder="Número del recibo o cliente"
        rowActions={(r) => (
          <ViewButton
            label={`Ver el recibo ${r.numero}`}
            onClick={() => setView({ receipt: r, annul: false })}
            icon={<IconReceipt size={14} />}
          />
        )}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <DateRangeFilter desde={filters.desde} hasta={filters.hasta} set={setDate} />
            <FilterSelect
              label="Estado"
              w={150}
              data={states}
              value={filters.estado}
              onChange={(v) => setFilters((f) => ({ ...f, estado: (v ?? '') as ReceiptFilters['estado'] }))}
            />
          </Group>
        }
        summary={(page) => (
          <Text size="sm" fw={600} data-testid="recaudado">
            Recaudado (recibos vigentes): {formatCOP(page.totales.monto, 2)}
            {page.totales.retenciones !== '0.00' &&
              ` · retenciones ${formatCOP(page.totales.retenciones, 2)}`}
          </Text>
        )}
      />
      <Drawer
        opened={view !== null}
        onClose={() => setView(null)}
        position="right"
        size={phone ? '100%' : 'lg'}
        title={view ? `Recibo de caja ${view.receipt.numero}` : ''}
      >
        {view && !view.annul && (
          <>
            <ReceiptView receipt={view.receipt} onBack={() => setView(null)} />
            {mayAnnul && view.receipt.estado === 'vigente' && (
              <Button mt="sm" color="red" variant="light" onClick={() => setView({ ...view, annul: true })}>
                Anular el abono
              </Button>
            )}
          </>
        )}
        {view?.annul && <AnnulReceiptForm receipt={view.receipt} onDone={() => setView(null)} />}
      </Drawer>
    </>
  );
}
