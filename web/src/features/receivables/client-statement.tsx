import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { paymentTermLabel, type TReceipt } from '@posada/contracts';
import { IconCalendarDollar, IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useClientStatement } from '../../api/receivables';
import { errorMessage } from '../../components/crud';
import { ExportButtons } from '../../components/export-buttons';
import { FiguresTable } from '../../components/figures-table';
import { formatCOP, formatDate } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { AgingSummary } from './aging';
import { AnnulReceiptForm } from './annul-receipt-form';
import { BalanceInFavour } from './balance-in-favour';
import { InstallmentForm } from './installment-form';
import { PaymentForm } from './payment-form';
import { ReceiptView } from './receipt-view';
import { invoiceTable, movementTable, statementDocument } from './statement-document';
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
        <FiguresTable
          label="Facturas con saldo"
          table={invoiceTable(s)}
          rowKey={(f) => String(f.factura_id)}
          minWidth={560}
          striped={false}
          rowTestId="factura-cartera"
        />
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
      <FiguresTable
        label="Movimientos"
        table={movementTable(s)}
        rowKey={(m, i) => `${m.tipo}-${m.documento}-${i}`}
        minWidth={560}
        striped={false}
        empty={null}
      />
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
