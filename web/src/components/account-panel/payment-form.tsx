import { Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { usePayment } from '../../api/accounts';
import { useCashBalance } from '../../api/cash-registers';
import { formatCOP } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { compareMoney, isPositiveAmount, subtractMoney } from '../../lib/money';
import { MutationActions } from '../action-buttons';
import { MoneyInput } from '../money-input';
import { NoRegisterAlert } from '../no-register-alert';
import { PaymentMethodSelect } from '../payment-method-select';

/**
 * Registrar pago: a payment into the user's open register. More than the balance is taken only
 * as an explicit advance (anticipo), which the checkbox says. One idempotency key per form, so a
 * double click or a retried request records one payment.
 */
export function PaymentForm({
  cuentaId,
  saldo,
  onDone,
  onBack,
}: {
  cuentaId: number;
  saldo: string;
  onDone: (message: string) => void;
  onBack: () => void;
}) {
  const register = useCashBalance();
  const payment = usePayment();
  const [key] = useState(newIdempotencyKey);
  const [formaPago, setFormaPago] = useState<string | null>(null);
  const [monto, setMonto] = useState(compareMoney(saldo, '0') > 0 ? saldo : '');
  const [anticipo, setAnticipo] = useState(false);
  const amount = isPositiveAmount(monto) ? monto : null;
  const above = amount !== null && compareMoney(amount, saldo) > 0;
  const ready = formaPago !== null && amount !== null && (!above || anticipo) && register.abierta;
  const submit = () =>
    amount &&
    payment.mutate(
      { key, cuenta_id: cuentaId, forma_pago_id: Number(formaPago), monto: amount, anticipo: above },
      { onSuccess: () => onDone(`Pago de ${formatCOP(amount, 2)} registrado`) },
    );
  return (
    <Stack gap="xs">
      <Text fw={600}>Registrar pago</Text>
      {!register.abierta && (
        <NoRegisterAlert>
          Para recibir pagos abra una caja (botón «Abrir Caja» de la barra superior).
        </NoRegisterAlert>
      )}
      <PaymentMethodSelect
        placeholder="Seleccione el medio de pago"
        value={formaPago}
        onChange={setFormaPago}
        withAsterisk
      />
      <MoneyInput
        decimals={2}
        label="Valor"
        description={`Saldo de la cuenta: ${formatCOP(saldo, 2)}`}
        value={monto}
        onChange={setMonto}
        withAsterisk
      />
      {amount !== null && above && (
        <Checkbox
          label={`Recibir como anticipo (supera el saldo en ${formatCOP(subtractMoney(amount, saldo), 2)})`}
          checked={anticipo}
          onChange={(e) => setAnticipo(e.currentTarget.checked)}
        />
      )}
      <MutationActions
        mutation={payment}
        errorTitle="No se pudo registrar el pago"
        label="Registrar pago"
        disabled={!ready}
        onBack={onBack}
        onConfirm={submit}
      />
    </Stack>
  );
}
