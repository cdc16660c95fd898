import { Group, Loader, Table, Text } from '@mantine/core';
import { formatCOP, formatDate } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { useRoomDetail } from './api';

/** `-x` for `x` and `x` for `-x`, on the decimal string (no float). */
const negated = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

/**
 * The current stay of a room: guests, nights and, for those who may see accounts (`cuentas.ver`),
 * its account so far. The server leaves the money out for the others; the screen does not rely
 * on it.
 */
export function StayAccount({ roomId }: { roomId: number }) {
  const detail = useRoomDetail(roomId, true);
  const seesAccounts = usePermission('cuentas.ver');
  const stay = detail.data?.data.estancia;
  if (detail.isPending) return <Loader size="sm" aria-label="Cargando la cuenta" />;
  if (!stay) return null;
  const { movimientos, saldo } = stay;
  const showAccount = seesAccounts && movimientos !== null && saldo !== null;
  return (
    <>
      <Text size="sm">
        {stay.cliente.nombre}
        {stay.acompanantes.length > 0 && ` y ${stay.acompanantes.map((a) => a.nombre).join(', ')}`} ·{' '}
        {formatDate(stay.llegada)} → {formatDate(stay.salida)} · {stay.tarifa_nombre}
      </Text>
      {showAccount && (
        <>
          <Table striped withTableBorder fz="xs" aria-label="Cuenta de la habitación">
            <Table.Tbody>
              {movimientos.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>
                    {m.concepto}
                    {m.fecha ? ` (${formatDate(m.fecha)})` : ''}
                    {m.forma_pago ? ` · ${m.forma_pago}` : ''}
                  </Table.Td>
                  <Table.Td ta="right">
                    {/* Payments lower the balance; a refund (a negative payment) and a reversed
                        night (a negative charge) show with their own sign. */}
                    {formatCOP(m.tipo === 'pago' ? negated(m.total) : m.total, 0)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Text fw={700} data-testid="saldo-cuenta">
              Saldo {formatCOP(saldo, 0)}
            </Text>
          </Group>
        </>
      )}
    </>
  );
}
