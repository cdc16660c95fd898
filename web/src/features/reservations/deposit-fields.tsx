import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCashBalance } from '../../api/cash-registers';
import { MoneyInput } from '../../components/money-input';
import { NoRegisterAlert } from '../../components/no-register-alert';
import { PaymentMethodSelect } from '../../components/payment-method-select';
import type { BookingValues } from './booking-values';

/**
 * The optional deposit (anticipo): a payment method and an amount in whole pesos, typed the
 * Colombian way, taken into the user's open register with the booking. Without an open register
 * the fields are off and the form says so (the server would refuse it: 422).
 */
export function DepositFields({ form }: { form: UseFormReturnType<BookingValues> }) {
  const register = useCashBalance();
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="anticipo-titulo">
      <Stack gap="xs">
        <Title order={2} size="h4" id="anticipo-titulo">
          Anticipo
        </Title>
        {register.abierta ? (
          <Text size="sm" c="dimmed">
            Opcional. Entra en su caja abierta{register.nombre ? ` (${register.nombre})` : ''}.
          </Text>
        ) : (
          <NoRegisterAlert>
            Para recibir un anticipo abra una caja (botón «Abrir Caja» de la barra superior). La reserva puede
            crearse sin anticipo.
          </NoRegisterAlert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <PaymentMethodSelect
            placeholder="Sin anticipo"
            clearable
            disabled={!register.abierta}
            {...form.getInputProps('anticipo.forma_pago_id')}
          />
          <MoneyInput
            label="Valor del anticipo"
            disabled={!register.abierta}
            {...form.getInputProps('anticipo.monto')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
