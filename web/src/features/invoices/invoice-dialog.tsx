import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { invoiceTotalRows, type TClientBalance, type TInvoice } from '@posada/contracts';
import { IconFileMinus, IconFilePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useClientBalance } from '../../api/client-balances';
import { useInvoice } from '../../api/invoices';
import { errorMessage, notifySuccess } from '../../components/crud';
import { InvoicePdfButtons } from '../../components/invoice-pdf-buttons';
import { formatAmount } from '../../lib/amount-text';
import { formatCOP, formatDate } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { CreditNoteForm } from './credit-note-form';
import { DebitNoteForm } from './debit-note-form';
import { ElectronicState } from './electronic-state';
import { InvoiceStateBadge, paymentFormLabel } from './invoice-badges';
import { RefundForm } from './refund-form';

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
            <Table.Th ta="right">Base</Table.Th>
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
              <Table.Td ta="right">{money(l.base)}</Table.Td>
              <Table.Td ta="right">{money(l.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The totals as the PDF prints them (invoiceTotalRows): one base, and base + taxes = total. */
function Totals({ invoice }: { invoice: TInvoice }) {
  const rows = invoiceTotalRows(invoice);
  return (
    <Stack gap={2} align="flex-end" data-testid="totales-factura">
      {rows
        .filter((r) => !r.total)
        .map((r) => (
          <Text key={r.label} size="sm">
            {r.label}: {r.resta ? '−' : ''}
            {money(r.valor)}
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

type CreditNote = TInvoice['notas_credito'][number];
type Note = TInvoice['notas_debito'][number];

/** What a credit note did with the money: given back by a register, or left in the buyer's favour. */
function moneyOf(n: CreditNote): string {
  const parts = [
    /[1-9]/.test(n.devuelto) ? `devuelto por caja ${money(n.devuelto)}` : '',
    /[1-9]/.test(n.saldo_favor) ? `saldo a favor ${money(n.saldo_favor)}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` · ${parts.join(', ')}` : '';
}

/** An invoice's credit or debit notes, one line each; a debit note with its PDF. */
function Notes<N extends Note>({
  title,
  notes,
  testId,
  pdf,
  detail,
}: {
  title: string;
  notes: N[];
  testId: string;
  pdf?: boolean;
  /** More about a note after its reason (a credit note: what it did with the money). */
  detail?: (note: N) => string;
}) {
  if (notes.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {notes.map((n) => (
        <Group key={n.id} gap="xs" justify="space-between" wrap="wrap" data-testid={testId}>
          <Text size="sm">
            {n.numero} · {formatDate(n.fecha)} · {money(n.total)} · {n.motivo}
            {detail?.(n)}
          </Text>
          {pdf && <InvoicePdfButtons factura={n} documento="nota_debito" />}
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The invoice as issued: buyer, lines, taxes, totals, payment, credit and debit notes, what is
 * still owed; PDF, annulment and debit notes.
 */
export function InvoiceView({
  invoice,
  onAnnul,
  onDebit,
  onRefund,
}: {
  invoice: TInvoice;
  onAnnul?: () => void;
  onDebit?: () => void;
  /** Gives back the buyer's balance in favour (a user with `facturas.devolver`). */
  onRefund?: (balance: TClientBalance) => void;
}) {
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
      <ElectronicState clase="factura" id={invoice.id} numero={invoice.numero} />
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
      <Notes title="Notas crédito" notes={invoice.notas_credito} testId="nota-credito" detail={moneyOf} />
      <Notes title="Notas débito" notes={invoice.notas_debito} testId="nota-debito" pdf />
      {/[1-9]/.test(invoice.saldo) && (
        <Text size="sm" fw={600} ta="right" data-testid="saldo-factura">
          Saldo por cobrar {money(invoice.saldo)}
        </Text>
      )}
      {invoice.notas_credito.length > 0 && <BuyerBalance invoice={invoice} onRefund={onRefund} />}
      {(onAnnul || onDebit) && (
        <Group justify="flex-end">
          {onDebit && (
            <Button variant="light" leftSection={<IconFilePlus size={16} />} onClick={onDebit}>
              Nota débito
            </Button>
          )}
          {onAnnul && (
            <Button color="red" variant="light" leftSection={<IconFileMinus size={16} />} onClick={onAnnul}>
              Anular con nota crédito
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

/**
 * The buyer's balance in favour today (from this invoice's credit notes or others), with the
 * refund for who may give it back.
 */
function BuyerBalance({
  invoice,
  onRefund,
}: {
  invoice: TInvoice;
  onRefund?: (balance: TClientBalance) => void;
}) {
  const balance = useClientBalance(invoice.comprador.cliente_id).data;
  if (!balance || !/[1-9]/.test(balance.saldo)) return null;
  return (
    <Group justify="flex-end" gap="xs" data-testid="saldo-a-favor">
      <Text size="sm" fw={600}>
        Saldo a favor de {balance.nombre}: {money(balance.saldo)}
      </Text>
      {onRefund && (
        <Button size="xs" variant="light" onClick={() => onRefund(balance)}>
          Devolver saldo a favor
        </Button>
      )}
    </Group>
  );
}

/** One invoice opened from the list. */
export function InvoiceDialog({ facturaId, onClose }: { facturaId: number | null; onClose: () => void }) {
  const query = useInvoice(facturaId);
  const mayAnnul = usePermission('facturas.anular');
  const mayDebit = usePermission('facturas.debito');
  const mayRefund = usePermission('facturas.devolver');
  /** The form open in place of the invoice: a credit note, a debit note, or none. */
  const [form, setForm] = useState<'credito' | 'debito' | null>(null);
  /** The buyer's balance being given back, in place of the invoice. */
  const [refunding, setRefunding] = useState<TClientBalance | null>(null);
  const back = () => {
    setForm(null);
    setRefunding(null);
  };
  const close = () => {
    back();
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
      {invoice && form === 'credito' && <CreditNoteForm invoice={invoice} onDone={back} onBack={back} />}
      {invoice && form === 'debito' && <DebitNoteForm invoice={invoice} onDone={back} onBack={back} />}
      {refunding && (
        <RefundForm
          balance={refunding}
          onBack={back}
          onDone={(message) => {
            notifySuccess(message);
            back();
          }}
        />
      )}
      {invoice && form === null && !refunding && (
        <InvoiceView
          invoice={invoice}
          onAnnul={mayAnnul && invoice.estado === 'emitida' ? () => setForm('credito') : undefined}
          onDebit={mayDebit && invoice.estado === 'emitida' ? () => setForm('debito') : undefined}
          onRefund={mayRefund ? setRefunding : undefined}
        />
      )}
    </Modal>
  );
}
