import { ActionIcon, Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TPaymentMethod } from '@posada/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatCOP } from '../../lib/format';
import { compareMoney, subtractMoney } from '../../lib/money';
import { MoneyInput } from '../money-input';
import { PaymentMethodSelect } from '../payment-method-select';
import { type PaymentLine, previewSettlement, type SettlementPreview } from './settlement';
import { payableBalance, payingLines, type SettleValues } from './settlement-values';

export const emptyPaymentLine = (): PaymentLine => ({ forma_pago_id: '', monto: '' });

/** The settlement of `saldo` by the lines, reading each method's group from the active list. */
export function settleWith(saldo: string, lines: readonly PaymentLine[], methods: readonly TPaymentMethod[]) {
  return previewSettlement(saldo, lines, (id) => methods.find((m) => String(m.id) === id)?.grupo);
}

/** The preview of a settlement form: its lines over what they must pay (the balance in favour used first). */
export const settleValuesWith = (saldo: string, v: SettleValues, methods: readonly TPaymentMethod[]) =>
  settleWith(payableBalance(saldo, v), payingLines(saldo, v), methods);

/**
 * The payments of a balance: one line per method (card, then the rest in cash…), each with its
 * amount typed the Colombian way; below, what is paid, what is missing and the change for cash.
 * A new line starts with what is still missing.
 */
export function PaymentLines({
  saldo,
  lines,
  settlement,
  onChange,
}: {
  saldo: string;
  lines: readonly PaymentLine[];
  settlement: SettlementPreview;
  onChange: (lines: PaymentLine[]) => void;
}) {
  const set = (index: number, patch: Partial<PaymentLine>) =>
    onChange(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const missing = subtractMoney(saldo, settlement.pagado);
  return (
    <Stack gap="xs">
      {lines.map((l, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity beyond their place
        <Paper key={index} withBorder p="xs" radius="md" data-testid={`pago-${index + 1}`}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <PaymentMethodSelect
              label={`Medio de pago ${index + 1}`}
              value={l.forma_pago_id || null}
              onChange={(v) => set(index, { forma_pago_id: v ?? '' })}
              style={{ flex: '1 1 50%' }}
              withAsterisk
            />
            <MoneyInput
              decimals={2}
              label={`Valor ${index + 1}`}
              value={l.monto}
              onChange={(v) => set(index, { monto: v })}
              style={{ flex: '1 1 50%' }}
              withAsterisk
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={`Quitar el pago ${index + 1}`}
              disabled={lines.length === 1}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            onChange([...lines, { forma_pago_id: '', monto: compareMoney(missing, '0') > 0 ? missing : '' }])
          }
        >
          Agregar medio de pago
        </Button>
        <Text size="sm" data-testid="pagos-resumen">
          Saldo {formatCOP(saldo, 2)} · Recibido {formatCOP(settlement.pagado, 2)}
        </Text>
      </Group>
      {settlement.cambio !== '0.00' && (
        <Alert color="teal" variant="light" p="xs">
          <Text fw={700} data-testid="cambio">
            Cambio en efectivo: {formatCOP(settlement.cambio, 2)}
          </Text>
        </Alert>
      )}
      {settlement.error && (
        <Text size="sm" c="red" data-testid="pagos-error">
          {settlement.error}
        </Text>
      )}
    </Stack>
  );
}
