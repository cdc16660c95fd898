import { Box, Button, Checkbox, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { reservationChannels, type TClient } from '@posada/contracts';
import { ClientPicker } from '../../components/client-picker';
import { DateField } from '../../components/date-field';
import type { BookingValues } from './booking-values';

const channelOptions = Object.entries(reservationChannels).map(([value, label]) => ({ value, label }));

/**
 * The booking's holder (found by name or document, or created here), its channel with the agency
 * and its reference when an agency or an online channel sold it, observaciones, and the option of
 * a hold (Pendiente) that expires at a date and hour of the hotel.
 */
export function BookingHead({
  form,
  client,
  onClient,
  onNewClient,
  withAgency,
  hoy,
}: {
  form: UseFormReturnType<BookingValues>;
  client: TClient | null;
  onClient: (client: TClient | null) => void;
  onNewClient: (() => void) | undefined;
  withAgency: boolean;
  hoy: string;
}) {
  return (
    <>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Box flex={1} miw={0}>
          <ClientPicker label="Titular" value={client} onChange={onClient} error={form.errors.cliente_id} />
        </Box>
        {onNewClient && (
          <Button variant="light" mt={25} onClick={onNewClient}>
            Nuevo cliente
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: withAgency ? 3 : 1 }}>
        <Select
          label="Canal"
          withAsterisk
          allowDeselect={false}
          data={channelOptions}
          {...form.getInputProps('canal')}
        />
        {withAgency && (
          <>
            <TextInput label="Agencia" maxLength={120} {...form.getInputProps('agencia')} />
            <TextInput
              label="Referencia de la agencia"
              maxLength={60}
              {...form.getInputProps('agencia_referencia')}
            />
          </>
        )}
      </SimpleGrid>
      <Textarea
        label="Observaciones"
        autosize
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('observaciones')}
      />
      <Checkbox
        label="Reserva pendiente (opción que vence si no se confirma)"
        {...form.getInputProps('pendiente', { type: 'checkbox' })}
      />
      {form.values.pendiente && (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <DateField label="Vence el" withAsterisk minDate={hoy} {...form.getInputProps('vence_fecha')} />
          <TimeInput label="A las" withAsterisk {...form.getInputProps('vence_hora')} />
        </SimpleGrid>
      )}
    </>
  );
}
