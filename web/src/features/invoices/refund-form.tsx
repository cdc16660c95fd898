import { Stack, Text, TextInput } from '@mantine/core';
import type { TClientBalance } from '@posada/contracts';
import { useState } from 'react';
import { useCashBalance } from '../../api/cash-registers';
import { useRefundBalance } from '../../api/client-balances';
import { MutationActions } from '../../components/action-buttons';
import { MoneyInput } from '../../components/money-input';
import { NoRegisterAlert } from '../../components/no-register-alert';
import { PaymentMethodSelect } from '../../components/payment-method-select';
import { formatCOP } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { compareMoney, isPositiveAmount } from '../../lib/money';

/**
 * Devolver saldo a favor: (part of) a client's balance in favour given back through the user's
 * open register, by the chosen method (the money leaves that method's group). Without an open
 * register the form says so and stays disabled (the server would refuse it). One idempotency key
 * per opened form, so a double click gives the money back once.
 */
export function RefundForm({
  balance,
  onDone,
  onBack,
}: {
  balance: TClientBalance;
  onDone: (message: string) => void;
  onBack: () => void;
}) {
  const register = useCashBalance();
  const refund = useRefundBalance();
  const [key] = useState(newIdempotencyKey);
  const [formaPago, setFormaPago] = useState<string | null>(null);
  const [monto, setMonto] = useState(balance.saldo);
  const [motivo, setMotivo] = useState('');
  const amount = isPositiveAmount(monto) ? monto : null;
  const above = amount !== null && compareMoney(amount, balance.saldo) > 0;
  const ready = register.abierta && formaPago !== null && amount !== null && !above;
  const submit = () =>
    amount &&
    refund.mutate(
      {
        key,
        body: {
          cliente_id: balance.cliente_id,
          monto: amount,
          forma_pago_id: Number(formaPago),
          motivo: motivo.trim() || null,
        },
      },
      { onSuccess: (answer) => onDone(answer.message) },
    );
  return (
    <Stack gap="xs">
      <Text fw={600}>Devolver el saldo a favor de {balance.nombre}</Text>
      <Text size="sm">
        Saldo a favor: <b>{formatCOP(balance.saldo, 2)}</b> · {balance.documento}
      </Text>
      {register.abierta ? (
        <Text size="sm" c="dimmed">
          El dinero sale de su caja abierta{register.nombre ? ` (${register.nombre})` : ''}, del grupo del
          medio que elija.
        </Text>
      ) : (
        <NoRegisterAlert>
          Para devolver dinero abra una caja (botón «Abrir Caja» de la barra superior).
        </NoRegisterAlert>
      )}
      <PaymentMethodSelect
        label="Medio de la devolución"
        placeholder="Seleccione el medio"
        disabled={!register.abierta}
        value={formaPago}
        onChange={setFormaPago}
        withAsterisk
      />
      <MoneyInput
        decimals={2}
        label="Valor a devolver"
        disabled={!register.abierta}
        value={monto}
        onChange={setMonto}
        error={above ? `Máximo ${formatCOP(balance.saldo, 2)}` : undefined}
        withAsterisk
      />
      <TextInput
        label="Motivo (opcional)"
        disabled={!register.abierta}
        value={motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
        maxLength={300}
      />
      <MutationActions
        mutation={refund}
        errorTitle="No se pudo devolver el saldo"
        label="Devolver"
        disabled={!ready}
        onBack={onBack}
        onConfirm={submit}
      />
    </Stack>
  );
}
