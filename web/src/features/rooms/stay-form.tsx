import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TClient, ZCheckinBody, ZOccupyBody } from '@posada/contracts';
import { useEffect, useState } from 'react';
import { useRoomRates, useStayQuote } from '../../api/rooms';
import { LodgingAccountSelect } from '../../components/account-select';
import { ActionButtons } from '../../components/action-buttons';
import { NewClientForm } from '../../components/client-form/client-form';
import { ClientPicker, CompanionsPicker } from '../../components/client-picker';
import { errorMessage } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { GuestRegisterFields } from '../../components/guest-register-fields';
import { MoneyInput } from '../../components/money-input';
import { PaymentMethodSelect } from '../../components/payment-method-select';
import { ApiError } from '../../lib/api';
import { formatCOP } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { addDays } from '../../lib/iso-date';
import { usePermission } from '../../lib/permissions';
import { firstErrors, passesSchema } from '../../lib/zod-form';
import type { ActionFormProps } from './action-form';
import {
  initialStayValues,
  quoteBody,
  type StayDraft,
  type StayValues,
  stayBody,
  stayValidation,
} from './stay-values';

/**
 * Occupy a room (walk-in) or check in its hold: guests, nights, rate, IVA exemption, price and
 * deposit, validated with the call's contracts schema; the server's field errors land on the
 * fields. A walk-in guest who is not a client yet is registered here ('Nuevo cliente') with the
 * Clientes screen's form, without leaving the rack.
 */
export function StayForm(
  props: (ActionFormProps<'ocupar'> & { checkin: false }) | (ActionFormProps<'checkin'> & { checkin: true }),
) {
  const { room, busy, error, onBack, hoy, checkin } = props;
  const rates = useRoomRates(room.id);
  const canForce = usePermission('rack.ocupar_sucia');
  // A route rule sends the lodging to another account: the permission of moving charges.
  const canRoute = usePermission('cuentas.trasladar');
  const canCreateClient = usePermission('clientes.crear');
  // One key per dialog: a retried or double-clicked submit cannot take the deposit twice.
  const [key] = useState(newIdempotencyKey);
  const call = { habitacionId: room.id, checkin, key, holderId: room.reserva?.cliente_id };
  const form = useForm<StayValues>({
    mode: 'controlled',
    initialValues: initialStayValues(hoy),
    validate: stayValidation(call),
  });
  const [client, setClient] = useState<TClient | null>(null);
  const [creatingClient, setCreatingClient] = useState(false);

  const { setFieldValue, setErrors } = form;
  const firstRate = rates.data?.data.tarifas[0];
  const noRate = form.values.tarifa_nombre === '';
  useEffect(() => {
    if (firstRate && noRate) setFieldValue('tarifa_nombre', firstRate);
  }, [firstRate, noRate, setFieldValue]);
  useEffect(() => {
    if (error instanceof ApiError) setErrors(firstErrors(error.errors));
  }, [error, setErrors]);

  // A non-resident foreign guest's lodging is exempt from IVA: the switch follows the client.
  const chooseClient = (chosen: TClient | null) => {
    setClient(chosen);
    setFieldValue('cliente_id', chosen?.id ?? null);
    setFieldValue('exento_iva', chosen?.extranjero_no_residente ?? false);
  };
  const quote = useStayQuote(quoteBody(form.values, room.id, hoy));
  const cap = rates.data?.data;
  const price = quote.data?.data;
  const formaPago = form.values.anticipo.forma_pago_id;
  // The form's validation passed the body through the call's schema; the check types it.
  const submit = (body: StayDraft) => {
    if (props.checkin) {
      if (passesSchema(ZCheckinBody, body)) props.onSubmit(body);
    } else if (passesSchema(ZOccupyBody, body)) props.onSubmit(body);
  };

  return (
    <>
      {creatingClient && (
        <Stack gap="xs">
          <Text fw={600}>Nuevo cliente</Text>
          <NewClientForm
            onCreated={(created) => {
              chooseClient(created);
              setCreatingClient(false);
            }}
            onCancel={() => setCreatingClient(false)}
          />
        </Stack>
      )}
      {/* Hidden, not unmounted, while a client is created: what was typed stays. */}
      <Box
        component="form"
        display={creatingClient ? 'none' : undefined}
        onSubmit={form.onSubmit((values) => submit(stayBody(values, call)))}
        noValidate
      >
        <Stack gap="xs">
          {checkin ? (
            <Text size="sm">Cliente de la reserva: {room.reserva?.cliente}</Text>
          ) : (
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <Box flex={1} miw={0}>
                <ClientPicker
                  label="Cliente"
                  value={client}
                  onChange={chooseClient}
                  error={form.errors.cliente_id}
                />
              </Box>
              {canCreateClient && (
                <Button variant="light" mt={25} onClick={() => setCreatingClient(true)}>
                  Nuevo cliente
                </Button>
              )}
            </Group>
          )}
          <Paper withBorder p="xs" radius="sm" component="fieldset" m={0}>
            <Text component="legend" size="sm" fw={600} px={4}>
              Registro del huésped principal
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              Para la TRA y SIRE. Si lo deja vacío, complételo después en la estadía.
            </Text>
            <GuestRegisterFields
              values={form.values.registro}
              required={false}
              error={(field) => form.errors[`huespedes.0.${field}`] as string | undefined}
              onChange={(patch) => {
                setFieldValue('registro', { ...form.values.registro, ...patch });
                for (const field of Object.keys(patch)) form.clearFieldError(`huespedes.0.${field}`);
              }}
            />
          </Paper>
          <CompanionsPicker
            value={form.values.acompanantes.map(String)}
            onChange={(ids) => setFieldValue('acompanantes', ids.map(Number))}
          />
          <SimpleGrid cols={{ base: 2, xs: 3 }}>
            <NumberInput
              label="Adultos"
              min={1}
              max={cap?.capacidad_adultos}
              allowDecimal={false}
              {...form.getInputProps('adultos')}
            />
            <NumberInput
              label="Niños"
              min={0}
              max={cap?.capacidad_ninos}
              allowDecimal={false}
              {...form.getInputProps('ninos')}
            />
            <DateField label="Salida" minDate={addDays(hoy, 1)} {...form.getInputProps('salida')} />
          </SimpleGrid>
          <Select
            label="Tarifa"
            data={rates.data?.data.tarifas ?? []}
            allowDeselect={false}
            {...form.getInputProps('tarifa_nombre')}
          />
          <Switch
            label="Huésped exento de IVA (extranjero no residente)"
            {...form.getInputProps('exento_iva', { type: 'checkbox' })}
          />
          {canRoute && (
            <LodgingAccountSelect
              value={form.values.cargo_alojamiento_cuenta_id}
              onChange={(id) => setFieldValue('cargo_alojamiento_cuenta_id', id)}
              error={form.errors.cargo_alojamiento_cuenta_id as string | undefined}
            />
          )}
          {quote.isError && <Alert color="red">{errorMessage(quote.error)}</Alert>}
          {price && (
            <Group justify="space-between" data-testid="precio-estancia">
              <Text size="sm">
                {price.noches.length} {price.noches.length === 1 ? 'noche' : 'noches'} · impuestos{' '}
                {formatCOP(price.impuestos, 0)}
              </Text>
              <Text fw={700}>Total {formatCOP(price.total, 0)}</Text>
            </Group>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <PaymentMethodSelect
              label="Medio de pago del anticipo"
              placeholder="Sin anticipo"
              clearable
              value={formaPago === null ? null : String(formaPago)}
              onChange={(id) => setFieldValue('anticipo.forma_pago_id', id === null ? null : Number(id))}
              error={form.errors['anticipo.forma_pago_id']}
            />
            <MoneyInput label="Anticipo" {...form.getInputProps('anticipo.monto')} />
          </SimpleGrid>
          {room.sucia &&
            (canForce ? (
              <Checkbox
                label="Ocupar aunque la habitación está sucia"
                {...form.getInputProps('forzar_sucia', { type: 'checkbox' })}
              />
            ) : (
              <Alert color="yellow">La habitación está sucia; debe habilitarse antes de ocuparla.</Alert>
            ))}
          <ActionButtons
            busy={busy}
            label={checkin ? 'Hacer check-in' : 'Ocupar'}
            disabled={room.sucia && !form.values.forzar_sucia}
            onBack={onBack}
          />
        </Stack>
      </Box>
    </>
  );
}
