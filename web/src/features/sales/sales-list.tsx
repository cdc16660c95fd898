import { Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { saleDocuments, type TSaleListItem } from '@posada/contracts';
import { IconPrinter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { type SaleFilters, useOutlets, useSale, useSalePage, useVoidSale } from '../../api/sales';
import {
  type CrudColumn,
  CrudList,
  DateRangeFilter,
  errorMessage,
  FilterSelect,
  notifySuccess,
} from '../../components/crud';
import { DianBadge } from '../../components/dian-badge';
import { formatCOP, formatDateTime } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { SalePdfButton } from './sale-pdf-button';
import { SaleTicket } from './sale-ticket';

const columns: CrudColumn<TSaleListItem>[] = [
  {
    key: 'numero',
    header: 'Documento',
    render: (s) => (
      <>
        <Text size="sm" fw={600}>
          {s.numero ?? `Habitación ${s.habitacion ?? ''}`}
        </Text>
        <Text size="xs" c="dimmed">
          {saleDocuments[s.documento]}
        </Text>
      </>
    ),
  },
  { key: 'creada', header: 'Hora', render: (s) => formatDateTime(s.creada) },
  { key: 'punto_venta', header: 'Punto de venta', render: (s) => s.punto_venta },
  { key: 'cliente', header: 'Cliente', render: (s) => s.cliente },
  { key: 'total', header: 'Total', render: (s) => formatCOP(s.total, 0) },
  {
    key: 'estado',
    header: 'Estado',
    render: (s) => (
      <Badge color={s.estado === 'anulada' ? 'red' : 'teal'}>
        {s.estado === 'anulada' ? 'Anulada' : 'Emitida'}
      </Badge>
    ),
  },
  { key: 'dian', header: 'DIAN', render: (s) => <DianBadge state={s.dian} /> },
];

const documentOptions = Object.entries(saleDocuments).map(([value, label]) => ({ value, label }));

/** ventaAnular's dialog: the reason, then the stock and the money come back. */
function VoidDialog({ sale, onClose }: { sale: TSaleListItem; onClose: () => void }) {
  const [motivo, setMotivo] = useState('');
  const annul = useVoidSale();
  return (
    <Modal opened onClose={onClose} title={`Anular ${sale.numero ?? 'la venta'}`}>
      <Stack gap="sm">
        <Text size="sm">
          Las existencias vuelven a la bodega y el dinero ({formatCOP(sale.total, 0)}) sale de su caja
          abierta.
        </Text>
        <Textarea
          label="Motivo"
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
          withAsterisk
          autosize
        />
        {annul.error && <Text c="red">{errorMessage(annul.error)}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            color="red"
            loading={annul.isPending}
            disabled={!motivo.trim()}
            onClick={() =>
              annul.mutate(
                { id: sale.id, motivo },
                {
                  onSuccess: (answer) => {
                    notifySuccess(answer.message ?? 'Venta anulada');
                    onClose();
                  },
                },
              )
            }
          >
            Anular venta
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A sale's ticket reprinted, as the server keeps it. */
function Reprint({ id, onClose }: { id: number; onClose: () => void }) {
  const sale = useSale(id);
  return sale.data ? (
    <SaleTicket sale={sale.data} onClose={onClose} title="Reimprimir" closeLabel="Cerrar" />
  ) : null;
}

/** The sales, newest first, by outlet, dates and document: reprint and annul. */
export function SalesList() {
  // Newest first; the dates narrow it (the business date may still be yesterday's before the close).
  const [filters, setFilters] = useState<SaleFilters>({
    punto_venta_id: '',
    desde: '',
    hasta: '',
    documento: '',
  });
  const [reprint, setReprint] = useState<number | null>(null);
  const [voiding, setVoiding] = useState<TSaleListItem | null>(null);
  const mayVoid = usePermission('ventas.anular');
  const outlets = useOutlets().data ?? [];
  const set = (key: keyof SaleFilters) => (value: string | null) =>
    setFilters((f) => ({ ...f, [key]: value ?? '' }));
  return (
    <>
      <CrudList
        title="Ventas registradas"
        titleOrder={2}
        columns={columns}
        useList={useSalePage}
        filters={filters}
        rowActions={(s) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPrinter size={14} />}
              aria-label={`Reimprimir ${s.numero ?? `el cargo ${s.id}`}`}
              onClick={() => setReprint(s.id)}
            >
              Reimprimir
            </Button>
            <SalePdfButton sale={s} />
            {mayVoid && s.estado === 'emitida' && s.documento !== 'habitacion' && (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconX size={14} />}
                aria-label={`Anular ${s.numero}`}
                onClick={() => setVoiding(s)}
              >
                Anular
              </Button>
            )}
          </Group>
        )}
        toolbar={
          <>
            <FilterSelect
              label="Punto de venta"
              w={180}
              data={outlets.map((o) => ({ value: String(o.id), label: o.nombre }))}
              value={filters.punto_venta_id}
              onChange={set('punto_venta_id')}
            />
            <DateRangeFilter desde={filters.desde} hasta={filters.hasta} set={set} />
            <FilterSelect
              label="Documento"
              w={170}
              data={documentOptions}
              value={filters.documento}
              onChange={set('documento')}
            />
          </>
        }
      />
      {reprint !== null && <Reprint id={reprint} onClose={() => setReprint(null)} />}
      {voiding && <VoidDialog sale={voiding} onClose={() => setVoiding(null)} />}
    </>
  );
}
