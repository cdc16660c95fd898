import { Group, Loader, Table, Text } from '@mantine/core';
import { formatCOP, formatDate } from '../../lib/format';
import { useRoomDetail } from './api';

/** The current stay of a room: guests, nights and its account so far. */
export function StayAccount({ roomId }: { roomId: number }) {
  const detail = useRoomDetail(roomId, true);
  const stay = detail.data?.data.estancia;
  if (detail.isPending) return <Loader size="sm" aria-label="Cargando la cuenta" />;
  if (!stay) return null;
  return (
    <>
      <Text size="sm">
        {stay.cliente.nombre}
        {stay.acompanantes.length > 0 && ` y ${stay.acompanantes.map((a) => a.nombre).join(', ')}`} ·{' '}
        {formatDate(stay.llegada)} → {formatDate(stay.salida)} · {stay.tarifa_nombre}
      </Text>
      {stay.movimientos && stay.saldo !== null && (
        <>
          <Table striped withTableBorder fz="xs" aria-label="Cuenta de la habitación">
            <Table.Tbody>
              {stay.movimientos.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    {m.concepto}
                    {m.fecha ? ` (${formatDate(m.fecha)})` : ''}
                    {m.forma_pago ? ` · ${m.forma_pago}` : ''}
                  </Table.Td>
                  <Table.Td ta="right">
                    {m.tipo === 'pago' ? '−' : ''}
                    {formatCOP(m.total, 0)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Text fw={700} data-testid="saldo-cuenta">
              Saldo {formatCOP(stay.saldo, 0)}
            </Text>
          </Group>
        </>
      )}
    </>
  );
}
