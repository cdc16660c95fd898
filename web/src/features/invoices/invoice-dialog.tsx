import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { TInvoice } from '@posada/contracts';
import { IconFileMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../components/crud';
import { formatAmount } from '../../lib/amount-text';
import { formatCOP, formatDate } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { useInvoice } from './api';
import { CreditNoteForm } from './credit-note-form';
import { InvoiceStateBadge, paymentFormLabel } from './invoice-badges';
import { InvoicePdfButtons } from './invoice-pdf-buttons';

const money = (v: string) => formatCOP(v, 2);

function Lines({ invoice }: { invoice: TInvoice }) {
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped withTableBorder fz="xs" aria-label="Líneas de la factura">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Descripción</Table.Th>
            <Table.Th ta="right">Cant.</Table.Th>
            <Table.Th ta="right">Precio unit.</Table.Th>
            <Table.Th ta="right">Desc.</Table.Th>
            <Table.Th>Impuestos</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lineas.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>
                {l.descripcion}
                {/[1-9]/.test(l.cantidad_anulada) && (
                  <Text size="xs" c="red">
                    Anulado: {formatAmount(l.cantidad_anulada, 'quantity')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatAmount(l.cantidad, 'quantity')}</Table.Td>
              <Table.Td ta="right">{money(l.precio_unitario)}</Table.Td>
              <Table.Td ta="right">{money(l.descuento)}</Table.Td>
              <Table.Td>{l.impuestos.map((t) => t.nombre).join(', ') || 'Sin impuestos'}</Table.Td>
              <Table.Td ta="right">{money(l.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Totals({ invoice }: { invoice: TInvoice }) {
  const rows: [string, string][] = [
    ['Bruto', invoice.bruto],
    ['Descuentos', invoice.descuentos],
    ['Base', invoice.base],
    ...invoice.impuestos.map((t): [string, string] => [`${t.nombre} (base ${money(t.base)})`, t.valor]),
  ];
  return (
    <Stack gap={2} align="flex-end">
      {rows.map(([label, value]) => (
        <Text key={label} size="sm">
          {label}: {money(value)}
        </Text>
      ))}
      <Text fw={700} data-testid="total-factura">
        Total {money(invoice.total)}
      </Text>
      <Text size="xs" c="dimmed" ta="right">
        {invoice.total_letras}
      </Text>
    </Stack>
  );
}

function Payments({ invoice }: { invoice: TInvoice }) {
  if (invoice.forma === 'credito')
    return (
      <Text size="sm">
        Crédito{invoice.vencimiento ? `, vence el ${formatDate(invoice.vencimiento)}` : ''}
      </Text>
    );
  return (
    <Text size="sm">
      {invoice.pagos.map((p) => `${p.nombre} ${money(p.monto)}`).join(' · ') || 'Sin pagos'}
      {/[1-9]/.test(invoice.cambio) ? ` · Cambio ${money(invoice.cambio)}` : ''}
    </Text>
  );
}

/** The invoice as issued: buyer, lines, taxes, totals, payment, credit notes; PDF and annulment. */
export function InvoiceView({ invoice, onAnnul }: { invoice: TInvoice; onAnnul?: () => void }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={0}>
          <Group gap="xs">
            <Text fw={700}>Factura {invoice.numero}</Text>
            <InvoiceStateBadge invoice={invoice} />
            <Badge variant="outline">{paymentFormLabel[invoice.forma]}</Badge>
          </Group>
          <Text size="sm">Emitida el {invoice.emitida_local}</Text>
          <Text size="xs" c="dimmed">
            {invoice.resolucion_texto}
          </Text>
        </Stack>
        <InvoicePdfButtons factura={invoice} />
      </Group>
      <Text size="sm">
        Comprador: {invoice.comprador.nombre} · {invoice.comprador.tipo_documento}{' '}
        {invoice.comprador.documento}
        {invoice.comprador.dv ? `-${invoice.comprador.dv}` : ''}
      </Text>
      <Lines invoice={invoice} />
      {invoice.nota_exencion && (
        <Alert color="blue" variant="light" p="xs">
          {invoice.nota_exencion}
        </Alert>
      )}
      <Totals invoice={invoice} />
      <Payments invoice={invoice} />
      {invoice.notas_credito.length > 0 && (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            Notas crédito
          </Text>
          {invoice.notas_credito.map((n) => (
            <Text key={n.id} size="sm" data-testid="nota-credito">
              {n.numero} · {formatDate(n.fecha)} · {money(n.total)} · {n.motivo}
            </Text>
          ))}
        </Stack>
      )}
      {onAnnul && (
        <Group justify="flex-end">
          <Button color="red" variant="light" leftSection={<IconFileMinus size={16} />} onClick={onAnnul}>
            Anular con nota crédito
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** One invoice opened from the list. */
export function InvoiceDialog({ facturaId, onClose }: { facturaId: number | null; onClose: () => void }) {
  const query = useInvoice(facturaId);
  const mayAnnul = usePermission('facturas.anular');
  const [annulling, setAnnulling] = useState(false);
  const close = () => {
    setAnnulling(false);
    onClose();
  };
  const invoice = query.data;
  return (
    <Modal
      opened={facturaId !== null}
      onClose={close}
      title={invoice ? `Factura ${invoice.numero}` : 'Factura'}
      size="xl"
    >
      {query.isPending && <Loader size="sm" aria-label="Cargando la factura" />}
      {query.isError && <Alert color="red">{errorMessage(query.error)}</Alert>}
      {invoice &&
        (annulling ? (
          <CreditNoteForm
            invoice={invoice}
            onDone={() => setAnnulling(false)}
            onBack={() => setAnnulling(false)}
          />
        ) : (
          <InvoiceView
            invoice={invoice}
            onAnnul={mayAnnul && invoice.estado === 'emitida' ? () => setAnnulling(true) : undefined}
          />
        ))}
    </Modal>
  );
}
