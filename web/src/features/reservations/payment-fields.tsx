import { SimpleGrid, Text } from '@mantine/core';
import { useCashBalance } from '../../api/cash-registers';
import { MoneyInput } from '../../components/money-input';
import { NoRegisterAlert } from '../../components/no-register-alert';
import { PaymentMethodSelect } from '../../components/payment-method-select';

/** A payment method and an amount in whole pesos, as the dialogs of a booking take them. */
export interface PaymentValues {
  forma_pago_id: string | null;
  monto: string;
}

/**
 * Money in or out of the user's open register (a later deposit, a refund on cancellation): the
 * method and the amount typed the Colombian way. Without an open register the fields are off and
 * say why (the server would refuse it: 422).
 */
export function PaymentFields({
  value,
  onChange,
  amountLabel,
  errors,
}: {
  value: PaymentValues;
  onChange: (value: PaymentValues) => void;
  amountLabel: string;
  errors: Record<string, string>;
}) {
  const register = useCashBalance();
  return (
    <>
      {register.abierta ? (
        <Text size="sm" c="dimmed">
          En su caja abierta{register.nombre ? ` (${register.nombre})` : ''}.
        </Text>
      ) : (
        <NoRegisterAlert>
          Abra una caja (botón «Abrir Caja» de la barra superior) para mover dinero.
        </NoRegisterAlert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <PaymentMethodSelect
          disabled={!register.abierta}
          value={value.forma_pago_id}
          onChange={(forma_pago_id) => onChange({ ...value, forma_pago_id })}
          error={errors.forma_pago_id}
        />
        <MoneyInput
          label={amountLabel}
          disabled={!register.abierta}
          value={value.monto}
          onChange={(monto) => onChange({ ...value, monto })}
          error={errors.monto}
        />
      </SimpleGrid>
    </>
  );
}

/** The body's `{ forma_pago_id, monto }` from the fields (ids as numbers). */
export const paymentOf = (v: PaymentValues) => ({
  forma_pago_id: v.forma_pago_id === null ? 0 : Number(v.forma_pago_id),
  monto: v.monto,
});
