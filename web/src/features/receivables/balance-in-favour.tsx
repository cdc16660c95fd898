import { Text, Title } from '@mantine/core';
import type { TClientStatement } from '@posada/contracts';
import { FiguresTable } from '../../components/figures-table';
import { formatCOP } from '../../lib/format';
import { balanceTable } from './statement-document';

/**
 * The client's balance in favour in its statement: what it holds now (advances kept by payments,
 * credit notes) and how it moved — kept, used by a payment or an invoice, given back, annulled.
 * The same columns go into the statement's Excel and PDF.
 */
export function BalanceInFavour({ statement: s }: { statement: TClientStatement }) {
  if (s.saldo_favor_movimientos.length === 0) return null;
  return (
    <>
      <Title order={3} size="h5">
        Saldo a favor del cliente: {formatCOP(s.saldo_favor, 2)}
      </Title>
      <Text size="xs" c="dimmed">
        Anticipos y notas crédito: los usa un abono («Usar saldo a favor») o la próxima factura.
      </Text>
      <FiguresTable
        label="Saldo a favor"
        table={balanceTable(s)}
        rowKey={(_, i) => String(i)}
        minWidth={560}
      />
    </>
  );
}
