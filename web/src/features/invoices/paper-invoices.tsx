import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import type { TPaperInvoice } from '@posada/contracts';
import { useState } from 'react';
import { usePaperInvoicePage } from '../../api/e-invoicing-paper';
import { type CrudColumn, CrudList, ViewButton } from '../../components/crud';
import { DianBadge } from '../../components/dian-badge';
import { formatCOP, formatDateTime } from '../../lib/format';
import { ElectronicState } from './electronic-state';
import { numberColumn } from './invoice-badges';
import { deadlineStanding, PaperInvoiceForm } from './paper-invoice-form';

/** The 48 hours of a paper invoice: its deadline, and — until DIAN accepted it — how it stands. */
function Deadline({ f }: { f: TPaperInvoice }) {
  const standing = deadlineStanding(new Date(f.plazo));
  const waiting = f.dian !== 'aceptado';
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{formatDateTime(f.plazo)}</Text>
      {waiting && standing === 'vencido' && (
        <Badge color="red" variant="light">
          Vencido
        </Badge>
      )}
      {waiting && standing === 'pronto' && (
        <Badge color="yellow" variant="light">
          Vence pronto
        </Badge>
      )}
    </Group>
  );
}

const columns: CrudColumn<TPaperInvoice>[] = [
  numberColumn<TPaperInvoice>(),
  { key: 'emitida', header: 'Escrita el', render: (f) => formatDateTime(f.emitida) },
  { key: 'comprador', header: 'Comprador', render: (f) => f.comprador },
  { key: 'total', header: 'Total', render: (f) => formatCOP(f.total, 0) },
  { key: 'plazo', header: 'Plazo DIAN (48 h)', render: (f) => <Deadline f={f} /> },
  { key: 'dian', header: 'DIAN', render: (f) => <DianBadge state={f.dian} /> },
];

/**
 * Facturación → Facturas de talonario: the invoices written by hand on the contingency range while
 * Posada was down, typed in afterwards and transmitted to DIAN as contingency invoices (03).
 */
export function PaperInvoices() {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<TPaperInvoice | null>(null);
  return (
    <>
      <CrudList
        title="Facturas de talonario (contingencia)"
        columns={columns}
        useList={usePaperInvoicePage}
        searchPlaceholder="Número"
        create={{
          permission: ['facturas.crear'],
          label: 'Registrar factura de talonario',
          onClick: () => setOpen(true),
        }}
        rowActions={(f) => <ViewButton label={`Ver la factura ${f.numero}`} onClick={() => setShown(f)} />}
      />
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Factura de talonario de contingencia"
        size="xl"
      >
        {open && <PaperInvoiceForm onDone={() => setOpen(false)} />}
      </Modal>
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? `Factura de talonario ${shown.numero}` : ''}
        size="lg"
      >
        {shown && (
          <Stack gap="xs">
            <Text size="sm">
              Escrita el {formatDateTime(shown.emitida)} · {shown.comprador} · {formatCOP(shown.total, 0)}
            </Text>
            <Group gap={6}>
              <Text size="sm">Plazo DIAN (48 h):</Text>
              <Deadline f={shown} />
            </Group>
            <ElectronicState clase="factura_talonario" id={shown.id} numero={shown.numero} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
