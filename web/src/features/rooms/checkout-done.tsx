import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TVacateResponse } from '@posada/contracts';
import { formatCOP } from '../../lib/format';
import { InvoicePdfButtons } from '../invoices/invoice-pdf-buttons';

/** A check-out that issued an invoice (a day use with nothing to bill issues none). */
export type IssuedCheckout = TVacateResponse & { factura: NonNullable<TVacateResponse['factura']> };

/** After the check-out: the invoice issued (number, PDF) and the change to hand back. */
export function CheckoutDone({ answer, onClose }: { answer: IssuedCheckout; onClose: () => void }) {
  const change = /[1-9]/.test(answer.cambio);
  return (
    <Stack gap="sm">
      <Alert color="teal" variant="light" title={answer.message}>
        <Text size="sm" data-testid="factura-emitida">
          Factura {answer.factura.numero} emitida.
        </Text>
        {change && (
          <Text size="sm" fw={700} data-testid="cambio-entregado">
            Entregue el cambio: {formatCOP(answer.cambio, 2)}
          </Text>
        )}
      </Alert>
      <InvoicePdfButtons factura={answer.factura} />
      <Group justify="flex-end">
        <Button onClick={onClose}>Terminar</Button>
      </Group>
    </Stack>
  );
}
