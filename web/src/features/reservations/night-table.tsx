import { Table } from '@mantine/core';
import type { TReservationLine } from '@posada/contracts';
import { formatCOP, formatDate } from '../../lib/format';

/** The price of each night of a line: base, additional persons, tax and total. */
export function NightTable({ noches, label }: { noches: TReservationLine['noches']; label: string }) {
  return (
    <Table fz="xs" withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Noche</Table.Th>
          <Table.Th ta="right">Base</Table.Th>
          <Table.Th ta="right">Adicional</Table.Th>
          <Table.Th ta="right">Impuesto</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {noches.map((n) => (
          <Table.Tr key={n.fecha}>
            <Table.Td>{formatDate(n.fecha)}</Table.Td>
            <Table.Td ta="right">{formatCOP(n.base, 0)}</Table.Td>
            <Table.Td ta="right">{formatCOP(n.adicional, 0)}</Table.Td>
            <Table.Td ta="right">{formatCOP(n.impuesto, 0)}</Table.Td>
            <Table.Td ta="right">{formatCOP(n.total, 0)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
