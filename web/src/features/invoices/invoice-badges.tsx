import { Badge, Text } from '@mantine/core';
import type { TInvoiceListItem } from '@posada/contracts';

export const paymentFormLabel: Record<TInvoiceListItem['forma'], string> = {
  contado: 'Contado',
  credito: 'Crédito',
};

/** An invoice's state; a partly credited invoice stays 'Emitida' and says it has notes. */
export function InvoiceStateBadge({
  invoice,
}: {
  invoice: Pick<TInvoiceListItem, 'estado' | 'total_notas'>;
}) {
  if (invoice.estado === 'anulada')
    return (
      <Badge color="red" variant="light">
        Anulada
      </Badge>
    );
  return (
    <Badge color={/[1-9]/.test(invoice.total_notas) ? 'orange' : 'teal'} variant="light">
      {/[1-9]/.test(invoice.total_notas) ? 'Con nota crédito' : 'Emitida'}
    </Badge>
  );
}

/** A document's number, in bold: the first column of the invoices' lists. */
export const numberColumn = <T extends { numero: string }>() => ({
  key: 'numero',
  header: 'Número',
  render: (f: T) => (
    <Text fw={600} size="sm">
      {f.numero}
    </Text>
  ),
});
