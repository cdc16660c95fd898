import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { amountDue, equalShares, saleDocuments, type TSaleQuote } from '@posada/contracts';
import { useState } from 'react';
import { useActivePaymentMethods } from '../../api/rooms';
import { MoneyInput } from '../../components/money-input';
import { emptyPaymentLine, PaymentLines, settleWith } from '../../components/settlement/payment-lines';
import type { PaymentLine } from '../../components/settlement/settlement';
import { formatCOP } from '../../lib/format';

/**
 * Cobrar: the voluntary tip first (10 % of the value before taxes suggested, added only when the
 * buyer accepts it, outside the taxes), then the payments in one or several methods with the
 * change for cash, and the document the sale will issue, said before it is settled.
 */
export function PayDialog({
  quote,
  partes = 1,
  sinConexion = false,
  busy,
  error,
  onPay,
  onClose,
}: {
  quote: TSaleQuote;
  /** A bill split in equal shares: one payment line per share, each with its own method. */
  partes?: number;
  /** The server does not answer: the quote is the menu total, the sale will be kept to be sent. */
  sinConexion?: boolean;
  busy: boolean;
  error: string | null;
  onPay: (pagos: { forma_pago_id: number; monto: string }[], propina: string | null) => void;
  onClose: () => void;
}) {
  const methods = useActivePaymentMethods().data?.data ?? [];
  const [conPropina, setConPropina] = useState(false);
  const [propina, setPropina] = useState(quote.propina_sugerida);
  const [lines, setLines] = useState<PaymentLine[]>(() =>
    (partes > 1 ? equalShares(quote.total, partes) : [quote.total]).map((monto) => ({
      ...emptyPaymentLine(),
      monto,
    })),
  );
  const tip = conPropina && propina ? propina : null;
  const due = amountDue(quote.total, tip);
  const settlement = settleWith(due, lines, methods);
  const changeTip = (accepted: boolean, value = propina) => {
    setConPropina(accepted);
    const newDue = amountDue(quote.total, accepted ? value : null);
    // A single payment follows what is due until the cashier types another amount.
    if (lines.length === 1) setLines([{ forma_pago_id: lines[0]?.forma_pago_id ?? '', monto: newDue }]);
  };
  return (
    <Modal opened onClose={onClose} title="Cobrar" size="lg">
      <Stack gap="sm">
        {sinConexion ? (
          <Alert color="yellow" variant="light" p="xs" data-testid="documento-a-emitir">
            Sin conexión: la venta queda pendiente de envío y el documento
            {quote.documento === 'factura' ? ' (factura de venta)' : ''} se numera cuando el servidor la
            reciba. El total es el de la carta.
          </Alert>
        ) : (
          <Alert color="blue" variant="light" p="xs" data-testid="documento-a-emitir">
            Se emitirá: <b>{saleDocuments[quote.documento]}</b>
            {quote.documento === 'factura' &&
              ` (a pedido del cliente o por superar ${formatCOP(quote.umbral_factura, 0)} antes de impuestos)`}
          </Alert>
        )}
        <Group justify="space-between">
          <Text>Total de la venta</Text>
          <Text fw={700}>{formatCOP(quote.total, 2)}</Text>
        </Group>
        <Checkbox
          label={
            sinConexion
              ? 'El cliente deja propina voluntaria'
              : `El cliente acepta la propina voluntaria sugerida (10 %: ${formatCOP(quote.propina_sugerida, 0)})`
          }
          checked={conPropina}
          onChange={(e) => changeTip(e.currentTarget.checked)}
        />
        {conPropina && (
          <MoneyInput
            label="Propina voluntaria"
            description="No hace parte de la base del impuesto; se entrega al personal"
            value={propina}
            onChange={(v) => {
              setPropina(v);
              changeTip(true, v);
            }}
          />
        )}
        <PaymentLines saldo={due} lines={lines} settlement={settlement} onChange={setLines} />
        {error && (
          <Alert color="red" title="No se pudo registrar la venta">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Volver al pedido
          </Button>
          <Button
            loading={busy}
            disabled={!settlement.completo}
            onClick={() =>
              onPay(
                lines.map((l) => ({ forma_pago_id: Number(l.forma_pago_id), monto: l.monto })),
                tip,
              )
            }
          >
            Registrar venta
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
