import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { TAccount, TAccountMovement } from '@posada/contracts';
import { IconCash, IconDiscount, IconShoppingCartPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useAccount } from '../../api/accounts';
import { formatCOP } from '../../lib/format';
import { usePermissionCheck } from '../../lib/permissions';
import { errorMessage, notifySuccess } from '../crud';
import { AccountEntries, type EntryAction } from './account-entries';
import { ChargeForm } from './charge-form';
import { DiscountForm } from './discount-form';
import { ReverseForm, TransferForm } from './entry-forms';
import { PaymentForm } from './payment-form';

type Open =
  | { kind: 'cargar' }
  | { kind: 'pagar' }
  | { kind: 'descontar' }
  | { kind: EntryAction; entry: TAccountMovement }
  | null;

const nonZero = (v: string) => /[1-9]/.test(v);

/**
 * The account's taxes by rate, its route rule, then cargos, pagos, descuentos and saldo, and the
 * expected total: what is posted plus the nights the business-day close has still to post here.
 */
export function AccountTotals({ account }: { account: TAccount }) {
  return (
    <Stack gap={4}>
      {account.totales_impuestos.length > 0 && (
        <Table.ScrollContainer minWidth={300}>
          <Table withTableBorder fz="xs" aria-label="Totales por impuesto">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Impuesto</Table.Th>
                <Table.Th ta="right">Base</Table.Th>
                <Table.Th ta="right">Valor</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {account.totales_impuestos.map((t) => (
                <Table.Tr key={`${t.nombre}-${t.porcentaje}-${t.exento}`}>
                  <Table.Td>
                    {t.nombre}
                    {t.exento ? ' (exento)' : ''}
                  </Table.Td>
                  <Table.Td ta="right">{formatCOP(t.base, 2)}</Table.Td>
                  <Table.Td ta="right">{formatCOP(t.valor, 2)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {account.alojamiento_a_cargo && (
        <Text size="sm" data-testid="alojamiento-a-cargo">
          Alojamiento a cargo de {account.alojamiento_a_cargo.nombre} (cuenta{' '}
          {account.alojamiento_a_cargo.cuenta_id}
          {account.alojamiento_a_cargo.abierta ? '' : ', cerrada: las noches van a esta cuenta'})
        </Text>
      )}
      <Group justify="flex-end" gap="md" wrap="wrap">
        {(account.estancia || account.noches_pendientes > 0) && (
          <Text size="sm" c="dimmed" data-testid="total-estimado">
            Total estimado {formatCOP(account.total_estimado, 2)}
            {account.noches_pendientes > 0 &&
              ` (${account.noches_pendientes} ${account.noches_pendientes === 1 ? 'noche' : 'noches'} por cargar)`}
          </Text>
        )}
        <Text size="sm">Cargos {formatCOP(account.cargos, 2)}</Text>
        <Text size="sm">Pagos {formatCOP(account.pagos, 2)}</Text>
        {nonZero(account.descuentos) && <Text size="sm">Descuentos {formatCOP(account.descuentos, 2)}</Text>}
        <Text fw={700} data-testid="saldo-cuenta">
          Saldo {formatCOP(account.saldo, 2)}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * An account (folio) with what may be done to it: its entries and totals, and — by permission —
 * Cargar consumo (to a room's account), Registrar pago, Descuento, and per entry Reversar and
 * Trasladar. The room dialog and Detalle Cuentas both show it. `actions={false}` shows the account
 * only (the check-out form shows it above the settlement).
 */
export function AccountPanel({
  cuentaId,
  actions = true,
  extra,
  onFormChange,
}: {
  cuentaId: number;
  actions?: boolean;
  /** More buttons beside the actions (the statement's print button). */
  extra?: (account: TAccount) => ReactNode;
  /** Told when one of the panel's forms opens or closes (the room dialog hides its own buttons). */
  onFormChange?: (open: boolean) => void;
}) {
  const can = usePermissionCheck();
  const query = useAccount(cuentaId);
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => onFormChange?.(open !== null), [open, onFormChange]);
  // A panel that goes away with its form open leaves nothing open behind it.
  useEffect(() => () => onFormChange?.(false), [onFormChange]);
  const account = query.data;
  if (query.isPending) return <Loader size="sm" aria-label="Cargando la cuenta" />;
  if (!account) return <Alert color="red">{errorMessage(query.error)}</Alert>;

  const closed = account.estado !== 'abierta';
  const allowed: EntryAction[] = [];
  if (actions && !closed) {
    if (can(['cuentas.reversar'])) allowed.push('reversar');
    if (can(['cuentas.trasladar'])) allowed.push('trasladar');
  }
  const done = (message: string) => {
    notifySuccess(message);
    setOpen(null);
  };
  const back = () => setOpen(null);

  const form =
    open?.kind === 'cargar' && account.habitacion ? (
      <ChargeForm habitacionId={account.habitacion.id} onDone={done} onBack={back} />
    ) : open?.kind === 'pagar' ? (
      <PaymentForm cuentaId={account.id} saldo={account.saldo} onDone={done} onBack={back} />
    ) : open?.kind === 'descontar' ? (
      <DiscountForm account={account} onDone={done} onBack={back} />
    ) : open?.kind === 'reversar' ? (
      <ReverseForm entry={open.entry} onDone={done} onBack={back} />
    ) : open?.kind === 'trasladar' ? (
      <TransferForm entry={open.entry} cuentaId={account.id} onDone={done} onBack={back} />
    ) : null;

  return (
    <Stack gap="xs">
      <AccountEntries
        entries={account.movimientos}
        allowed={form ? [] : allowed}
        onAction={(kind, entry) => setOpen({ kind, entry })}
      />
      <AccountTotals account={account} />
      {form ??
        (actions && (
          <Group gap="xs">
            {!closed && account.habitacion && can(['cuentas.cargar']) && (
              <Button
                variant="light"
                leftSection={<IconShoppingCartPlus size={16} />}
                onClick={() => setOpen({ kind: 'cargar' })}
              >
                Cargar consumo
              </Button>
            )}
            {!closed && can(['cuentas.pagar']) && (
              <Button
                variant="light"
                leftSection={<IconCash size={16} />}
                onClick={() => setOpen({ kind: 'pagar' })}
              >
                Registrar pago
              </Button>
            )}
            {!closed && can(['cuentas.descuento']) && (
              <Button
                variant="light"
                leftSection={<IconDiscount size={16} />}
                onClick={() => setOpen({ kind: 'descontar' })}
              >
                Descuento
              </Button>
            )}
            {extra?.(account)}
          </Group>
        ))}
    </Stack>
  );
}
