import { Alert, Button, Group, Loader, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { paymentTermLabel, type TReceipt } from '@posada/contracts';
import { IconCalendarDollar, IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useClientStatement } from '../../api/receivables';
import { errorMessage } from '../../components/crud';
import { ExportButtons } from '../../components/export-buttons';
import { formatCOP, formatDate } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { AgingSummary } from './aging';
import { AnnulReceiptForm } from './annul-receipt-form';
import { BalanceInFavour } from './balance-in-favour';
import { InstallmentForm } from './installment-form';
import { movementLabel } from './movement-labels';
import { PaymentForm } from './payment-form';
import { ReceiptView } from './receipt-view';
import { statementDocument } from './statement-document';
import { StatementReceipts } from './statement-receipts';

type View = { kind: 'estado' | 'abono' | 'cuotas' } | { kind: 'recibo' | 'anular'; receipt: TReceipt };

/**
 * A client's estado de cuenta: its credit terms, the aging, the invoices with a balance (overdue
 * ones in red), every movement with the running balance, and the payments (printable, annullable);
 * 'Registrar abono' (or 'Registrar anticipo' when nothing is owed) takes a payment and shows its
 * recibo de caja.
 */
export function ClientStatement({
  clienteId,
  startWithPayment = false,
}: {
  clienteId: number;
  /** Open on the payment form (Registrar anticipo from the list). */
  startWithPayment?: boolean;
}) {
  const statement = useClientStatement(clienteId);
  const mayPay = usePermission('facturas.abonar');
  const mayAnnul = usePermission('facturas.anular_abono');
  const [view, setView] = useState<View>({ kind: startWithPayment && mayPay ? 'abono' : 'estado' });
  const back = () => setView({ kind: 'estado' });
  if (statement.isPending) return <Loader size="sm" />;
  if (statement.isError) {
    return (
      <Alert color="red" title="No se pudo cargar el estado de cuenta">
        {errorMessage(statement.error)}
      </Alert>
    );
  }
  const s = statement.data;
  if (view.kind === 'abono') {
    return (
      <PaymentForm statement={s} onBack={back} onPaid={(receipt) => setView({ kind: 'recibo', receipt })} />
    );
  }
  if (view.kind === 'recibo') return <ReceiptView receipt={view.receipt} onBack={back} />;
  if (view.kind === 'anular') return <AnnulReceiptForm receipt={view.receipt} onDone={back} />;
  if (view.kind === 'cuotas') return <InstallmentForm statement={s} onDone={back} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Text size="sm">{s.documento}</Text>
          <Text size="xs" c="dimmed">
            Plazo {paymentTermLabel(s.plazo_dias)} ·{' '}
            {s.credito_aprobado
              ? `Cupo ${s.limite_credito === null ? 'sin límite' : formatCOP(s.limite_credito, 0)}`
              : 'Sin crédito aprobado'}
            {s.disponible !== null && ` · Disponible ${formatCOP(s.disponible, 0)}`}
            {s.contacto_cobro && ` · Cobro: ${s.contacto_cobro}`}
          </Text>
        </div>
        <Group gap="xs">
          <ExportButtons read={() => statementDocument(s)} />
          {mayPay && s.facturas.length > 0 && (
            <Button
              variant="light"
              leftSection={<IconCalendarDollar size={16} />}
              onClick={() => setView({ kind: 'cuotas' })}
            >
              Plan de cuotas
            </Button>
          )}
          {mayPay && (
            <Button leftSection={<IconCash size={16} />} onClick={() => setView({ kind: 'abono' })}>
              {s.facturas.length > 0 ? 'Registrar abono' : 'Registrar anticipo'}
            </Button>
          )}
        </Group>
      </Group>
      <AgingSummary aging={s.aging} label="Antigüedad del saldo" />
      <Title order={3} size="h5">
        Facturas con saldo al {formatDate(s.fecha)}
      </Title>
      {s.facturas.length === 0 ? (
        <Text size="sm" c="dimmed">
          El cliente está al día: no debe facturas a crédito.
        </Text>
      ) : (
        <ScrollArea>
          <Table fz="sm" withTableBorder aria-label="Facturas con saldo" miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Factura</Table.Th>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Vence</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Notas y abonos</Table.Th>
                <Table.Th>Saldo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.facturas.map((f) => (
                <Table.Tr key={f.factura_id} data-testid="factura-cartera">
                  <Table.Td>{f.numero}</Table.Td>
                  <Table.Td>{formatDate(f.fecha)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={f.dias_vencida > 0 ? 'red' : undefined}>
                      {formatDate(f.vencimiento)}
                      {f.dias_vencida > 0 && ` (${f.dias_vencida} d)`}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatCOP(f.total, 0)}</Table.Td>
                  <Table.Td>
                    {formatCOP(f.notas_debito, 0)} − {formatCOP(f.notas_credito, 0)} −{' '}
                    {formatCOP(f.abonos, 0)}
                  </Table.Td>
                  <Table.Td fw={600}>{formatCOP(f.saldo, 0)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {s.cuotas.map((plan) => (
        <Stack key={plan.id} gap={4} data-testid="plan-cuotas">
          <Title order={3} size="h5">
            Plan de cuotas · facturas {plan.facturas.map((f) => f.numero).join(', ')}
          </Title>
          {plan.cuotas.map((c) => (
            <Text key={c.numero} size="sm" c={c.vencida ? 'red' : undefined} data-testid="cuota">
              Cuota {c.numero} · {formatDate(c.fecha)} · {formatCOP(c.monto, 0)} · pagado{' '}
              {formatCOP(c.pagado, 0)}
              {c.vencida && ' · vencida'}
            </Text>
          ))}
        </Stack>
      ))}
      <Title order={3} size="h5">
        Movimientos
      </Title>
      <ScrollArea>
        <Table fz="sm" withTableBorder aria-label="Movimientos" miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fecha</Table.Th>
              <Table.Th>Documento</Table.Th>
              <Table.Th>Cargo</Table.Th>
              <Table.Th>Abono</Table.Th>
              <Table.Th>Saldo</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.movimientos.map((m, i) => (
              <Table.Tr key={`${m.tipo}-${m.documento}-${i}`}>
                <Table.Td>{formatDate(m.fecha)}</Table.Td>
                <Table.Td>
                  {movementLabel[m.tipo]} {m.documento}
                  {m.factura && ` (factura ${m.factura})`}
                </Table.Td>
                <Table.Td>{m.cargo === '0.00' ? '' : formatCOP(m.cargo, 0)}</Table.Td>
                <Table.Td>{m.abono === '0.00' ? '' : formatCOP(m.abono, 0)}</Table.Td>
                <Table.Td>{formatCOP(m.saldo, 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <BalanceInFavour statement={s} />
      <StatementReceipts
        statement={s}
        mayAnnul={mayAnnul}
        onView={(receipt) => setView({ kind: 'recibo', receipt })}
        onAnnul={(receipt) => setView({ kind: 'anular', receipt })}
      />
    </Stack>
  );
}
