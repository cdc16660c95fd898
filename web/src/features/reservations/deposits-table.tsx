import { Paper, Table, Text, Title } from '@mantine/core';
import type { TReservation } from '@posada/contracts';
import { formatCOP, formatDateTime } from '../../lib/format';

/** The booking's deposits and the refunds given back on a cancellation (negative). */
export function Deposits({ booking }: { booking: TReservation }) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="anticipos-titulo">
      <Title order={2} size="h4" id="anticipos-titulo" mb="xs">
        Anticipos
      </Title>
      {booking.anticipos.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin anticipos.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table fz="sm" withTableBorder aria-label="Anticipos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th>Medio de pago</Table.Th>
                <Table.Th ta="right">Valor</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {booking.anticipos.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{formatDateTime(a.fecha)}</Table.Td>
                  <Table.Td>{a.tipo === 'devolucion' ? 'Devolución' : 'Anticipo'}</Table.Td>
                  <Table.Td>{a.forma_pago}</Table.Td>
                  <Table.Td ta="right">
                    {formatCOP(a.tipo === 'devolucion' ? `-${a.monto}` : a.monto, 0)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
