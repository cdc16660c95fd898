import { Alert, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCashBalance } from '../../api/cash-registers';
import { useActivePaymentMethods } from '../../api/rooms';
import { MoneyInput } from '../../components/money-input';
import type { BookingValues } from './booking-values';

/**
 * The optional deposit (anticipo): a payment method and an amount in whole pesos, typed the
 * Colombian way, taken into the user's open register with the booking. Without an open register
 * the fields are off and the form says so (the server would refuse it: 422).
 */
export function DepositFields({ form }: { form: UseFormReturnType<BookingValues> }) {
  const methods = useActivePaymentMethods();
  const register = useCashBalance();
  const options = (methods.data?.data ?? []).map((m) => ({ value: String(m.id), label: m.nombre }));
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
          <Alert color="yellow" title="No tiene una caja abierta">
            Para recibir un anticipo abra una caja (botón «Abrir Caja» de la barra superior). La reserva puede
            crearse sin anticipo.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Select
            label="Medio de pago"
            placeholder="Sin anticipo"
            clearable
            disabled={!register.abierta}
            data={options}
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
