import { Alert, Button, Grid, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { type TClient, ZReservationBody } from '@posada/contracts';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCreateReservation, useLinesAvailability } from '../../api/reservations';
import { RESERVATIONS_URL, reservationUrl } from '../../app/paths';
import { NewClientForm } from '../../components/client-form/client-form';
import { errorMessage, notifySuccess } from '../../components/crud';
import { ApiError } from '../../lib/api';
import { hotelTimeZone } from '../../lib/current-hotel';
import { formatCOP, hotelDate } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { usePermission } from '../../lib/permissions';
import { firstErrors } from '../../lib/zod-form';
import { AvailabilityPanel } from './availability-panel';
import { BookingHead } from './booking-head';
import { BookingLine } from './booking-line';
import {
  availabilityBody,
  type BookingValues,
  bookingBody,
  bookingValidation,
  initialBookingValues,
  lineRate,
  lineType,
  newLine,
  readPrefill,
  sumMoney,
} from './booking-values';
import { DepositFields } from './deposit-fields';
import { agencyChannels } from './reservation-badges';

const withAgency = (canal: string) => (agencyChannels as readonly string[]).includes(canal);

/**
 * reserva/nueva: a booking of one or more room lines for a client (found or created here), with
 * the availability and the price night by night beside the lines and an optional deposit. One
 * Idempotency-Key per opening of the form: a double click or a retry creates one booking. A
 * refusal keeps everything typed and puts the server's message on its field.
 */
export function NewReservationPage() {
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)');
  const [params] = useSearchParams();
  const timeZone = hotelTimeZone();
  const hoy = hotelDate(new Date(), timeZone);
  const [key] = useState(newIdempotencyKey);
  const [active, setActive] = useState(0);
  const [client, setClient] = useState<TClient | null>(null);
  const [creatingClient, setCreatingClient] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const canCreateClient = usePermission('clientes.crear');
  const create = useCreateReservation();
  const form = useForm<BookingValues>({
    mode: 'controlled',
    initialValues: initialBookingValues(hoy, readPrefill(params)),
    validate: bookingValidation(timeZone, withAgency),
  });
  const lines = form.values.lineas;
  const availability = useLinesAvailability(lines.map(availabilityBody));
  const prices = lines.map((l, i) => lineRate(l, lineType(l, availability[i]?.data))?.total);
  const total = prices.every((p) => p !== undefined) ? sumMoney(prices as string[]) : null;
  const shown = Math.min(active, lines.length - 1);

  const chooseClient = (chosen: TClient | null) => {
    setClient(chosen);
    form.setFieldValue('cliente_id', chosen?.id ?? null);
  };
  const submit = async (values: BookingValues) => {
    setFailure(null);
    try {
      const body = ZReservationBody.parse(bookingBody(values, timeZone, withAgency(values.canal)));
      const answer = await create.mutateAsync({ body, key });
      notifySuccess(answer.message ?? `Reserva ${answer.data.id} creada`);
      navigate(reservationUrl(answer.data.id));
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(firstErrors(error.errors));
      setFailure(errorMessage(error));
    }
  };
  const addLine = () => {
    // A group books the same nights and often the same type; never the same room.
    const last = lines[lines.length - 1];
    form.insertListItem(
      'lineas',
      newLine(
        hoy,
        last && { llegada: last.llegada, salida: last.salida, tipo_habitacion_id: last.tipo_habitacion_id },
      ),
    );
    setActive(lines.length);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Nueva reserva
        </Title>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => navigate(RESERVATIONS_URL)}
        >
          Volver a reservas
        </Button>
      </Group>
      {creatingClient && (
        <Modal
          opened
          onClose={() => setCreatingClient(false)}
          title="Nuevo cliente"
          size="xl"
          fullScreen={phone}
          centered
        >
          <NewClientForm
            onCreated={(created) => {
              chooseClient(created);
              setCreatingClient(false);
            }}
            onCancel={() => setCreatingClient(false)}
          />
        </Modal>
      )}
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <BookingHead
            form={form}
            client={client}
            onClient={chooseClient}
            onNewClient={canCreateClient ? () => setCreatingClient(true) : undefined}
            withAgency={withAgency(form.values.canal)}
            hoy={hoy}
          />
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Habitaciones
                </Title>
                {lines.map((line, index) => (
                  <BookingLine
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until saved; the index is their identity.
                    key={index}
                    form={form}
                    prefix={`lineas.${index}.`}
                    line={line}
                    types={availability[index]?.data}
                    minDate={hoy}
                    index={index}
                    count={lines.length}
                    onFocus={() => setActive(index)}
                    onRemove={() => {
                      form.removeListItem('lineas', index);
                      setActive(0);
                    }}
                  />
                ))}
                {typeof form.errors.lineas === 'string' && (
                  <Text c="red" size="sm">
                    {form.errors.lineas}
                  </Text>
                )}
                <Group justify="space-between" wrap="wrap">
                  <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addLine}>
                    Agregar habitación
                  </Button>
                  <Text fw={700} data-testid="total-reserva">
                    Total {total === null ? '—' : formatCOP(total, 0)}
                  </Text>
                </Group>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <AvailabilityPanel
                index={shown}
                line={lines[shown]}
                types={availability[shown]?.data}
                loading={availability[shown]?.isFetching ?? false}
                error={availability[shown]?.error}
              />
            </Grid.Col>
          </Grid>
          <DepositFields form={form} />
          {failure && (
            <Alert color="red" title="No se pudo crear la reserva">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(RESERVATIONS_URL)}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Crear reserva
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
