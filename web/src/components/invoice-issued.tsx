import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TInvoiceRef } from '@posada/contracts';
import { formatCOP } from '../lib/format';
import { InvoicePdfButtons } from './invoice-pdf-buttons';

/** After an account is invoiced (at check-out or from Detalle Cuentas): number, PDF and change. */
export function InvoiceIssued({
  message,
  factura,
  cambio,
  onClose,
}: {
  message: string;
  factura: TInvoiceRef;
  /** Cash to hand back ('0.00' for none). */
  cambio: string;
  onClose: () => void;
}) {
  return (
    <Stack gap="sm">
      <Alert color="teal" variant="light" title={message}>
        <Text size="sm" data-testid="factura-emitida">
          Factura {factura.numero} emitida.
        </Text>
        {/[1-9]/.test(cambio) && (
          <Text size="sm" fw={700} data-testid="cambio-entregado">
            Entregue el cambio: {formatCOP(cambio, 2)}
          </Text>
        )}
      </Alert>
      <InvoicePdfButtons factura={factura} />
      <Group justify="flex-end">
        <Button onClick={onClose}>Terminar</Button>
      </Group>
    </Stack>
  );
}
