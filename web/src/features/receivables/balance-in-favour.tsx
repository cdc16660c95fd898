import { ScrollArea, Table, Text, Title } from '@mantine/core';
import { balanceMovementLabels, type TClientStatement } from '@posada/contracts';
import { formatCOP, formatDate } from '../../lib/format';

/**
 * The client's balance in favour in its statement: what it holds now (advances kept by payments,
 * credit notes) and how it moved — kept, used by a payment or an invoice, given back, annulled.
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
      <ScrollArea>
        <Table fz="sm" withTableBorder aria-label="Saldo a favor" miw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fecha</Table.Th>
              <Table.Th>Movimiento</Table.Th>
              <Table.Th>Valor</Table.Th>
              <Table.Th>Saldo a favor</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.saldo_favor_movimientos.map((m, i) => (
              <Table.Tr key={`${m.tipo}-${m.documento}-${i}`}>
                <Table.Td>{formatDate(m.fecha)}</Table.Td>
                <Table.Td>
                  {balanceMovementLabels[m.tipo]}
                  {m.documento && ` ${m.documento}`}
                </Table.Td>
                <Table.Td c={m.monto.startsWith('-') ? 'red' : undefined}>{formatCOP(m.monto, 2)}</Table.Td>
                <Table.Td>{formatCOP(m.saldo, 2)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
