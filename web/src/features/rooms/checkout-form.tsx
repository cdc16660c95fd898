import { Alert, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatCOP, formatDate } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { ActionButtons, type ActionFormProps } from './action-buttons';
import { useActivePaymentMethods, useRoomDetail } from './api';
import { StayAccount } from './stay-account';

const nights = (n: number) => (n === 1 ? '1 noche' : `${n} noches`);
const positive = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : amount);

/**
 * Check-out: the account as it is, what leaving today changes (nights not stayed reversed, nights
 * past the planned day charged) and the balance then; a balance is settled here with a payment
 * method (a payment when the guest owes, a refund when the hotel does) in the same check-out.
 * Without `cuentas.ver` the screen shows no money and the server refuses a balance.
 */
export function CheckoutForm({ room, busy, onSubmit, onBack }: ActionFormProps) {
  const detail = useRoomDetail(room.id, true);
  const methods = useActivePaymentMethods();
  const [formaPago, setFormaPago] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);
  const plan = detail.data?.data.estancia?.al_salir_hoy ?? null;
  const owed = plan ? positive(plan.saldo) !== '0.00' : false;
  const refund = plan?.saldo.startsWith('-') ?? false;
  return (
    <Stack gap="xs">
      <StayAccount roomId={room.id} />
      {plan && (
        <Alert variant="light" color={owed ? 'yellow' : 'teal'} title="Al salir hoy">
          <Text size="sm">
            Salida {formatDate(plan.salida)} · {nights(plan.noches)}
            {plan.ajuste !== '0.00' &&
              (plan.ajuste.startsWith('-')
                ? ` · se anulan las noches no usadas (−${formatCOP(positive(plan.ajuste), 0)})`
                : ` · se cargan las noches adicionales (${formatCOP(plan.ajuste, 0)})`)}
          </Text>
          <Text size="sm" fw={700} data-testid="saldo-al-salir">
            {!owed
              ? 'La cuenta queda en cero.'
              : refund
                ? `Se devuelven al huésped ${formatCOP(positive(plan.saldo), 0)}`
                : `El huésped debe pagar ${formatCOP(plan.saldo, 0)}`}
          </Text>
        </Alert>
      )}
      {owed && (
        <Select
          label={refund ? 'Devolver el saldo con' : 'Cobrar el saldo con'}
          placeholder="Seleccione el medio de pago"
          data={(methods.data?.data ?? []).map((m) => ({ value: String(m.id), label: m.nombre }))}
          value={formaPago}
          onChange={setFormaPago}
          withAsterisk
        />
      )}
      {!plan && <Text>¿Desocupar la habitación {room.numero}?</Text>}
      <ActionButtons
        busy={busy}
        label="Desocupar"
        disabled={owed && formaPago === null}
        onBack={onBack}
        onConfirm={() =>
          onSubmit({
            habitacion_id: room.id,
            ...(owed && formaPago !== null
              ? { liquidacion: { forma_pago_id: Number(formaPago), idempotency_key: key } }
              : {}),
          })
        }
      />
    </Stack>
  );
}
