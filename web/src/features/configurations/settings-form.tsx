import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { cancellationPenaltyKinds, type TConfiguration, ZConfigurationSaveBody } from '@posada/contracts';
import { notifyError, notifySuccess, submitForm } from '../../components/crud';
import { openConfirm } from '../../components/dialogs';
import { MoneyInput } from '../../components/money-input';
import { PercentInput } from '../../components/percent-input';
import { usePermission } from '../../lib/permissions';
import { zodFormResolver } from '../../lib/zod-form';
import { PlanCard } from './plan-card';
import { useLodgingOptions, useResetConfiguration, useSaveConfiguration } from './settings-api';

const toValues = (c: TConfiguration) => ({
  soporte_url: c.soporte_url ?? '',
  pie_factura: c.pie_factura ?? '',
  permitir_stock_negativo: c.permitir_stock_negativo,
  producto_alojamiento_id: c.producto_alojamiento_id ? String(c.producto_alojamiento_id) : null,
  hora_checkin: c.hora_checkin,
  hora_checkout: c.hora_checkout,
  hora_cierre_dia: c.hora_cierre_dia,
  politica_cancelacion: c.politica_cancelacion ?? '',
  penalidad_cancelacion_tipo: c.penalidad_cancelacion_tipo,
  penalidad_cancelacion_valor: c.penalidad_cancelacion_valor,
  valor_uso_dia: c.valor_uso_dia ?? '',
});

const penaltyKinds = Object.entries(cancellationPenaltyKinds).map(([value, label]) => ({ value, label }));

/** The settings the other modules read, for the current hotel. */
export function SettingsForm({ configuration }: { configuration: TConfiguration }) {
  const canEdit = usePermission('configuraciones.editar');
  const save = useSaveConfiguration();
  const reset = useResetConfiguration();
  const lodging = useLodgingOptions(true);
  const form = useForm({
    mode: 'controlled',
    initialValues: toValues(configuration),
    validate: zodFormResolver(ZConfigurationSaveBody),
  });

  const submit = submitForm(form, ZConfigurationSaveBody, save.mutateAsync, {
    done: 'Configuración guardada',
    failed: 'No se pudo guardar la configuración',
  });

  const askReset = () =>
    openConfirm({
      title: '¿Restablecer la configuración?',
      centered: true,
      children:
        'Se borran el logo, el enlace de soporte, el pie de factura y las demás opciones de este hotel.',
      confirmLabel: 'Restablecer',
      confirmColor: 'red',
      onConfirm: () =>
        reset.mutateAsync(configuration.hotel_id).then(
          (answer) => {
            form.setValues(toValues(answer.data));
            notifySuccess('Configuración restablecida');
          },
          (error: unknown) => notifyError(error, 'No se pudo restablecer'),
        ),
    });

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3">
            General
          </Title>
          <TextInput
            label="Enlace del chat de soporte"
            placeholder="https://wa.me/57…"
            disabled={!canEdit}
            {...form.getInputProps('soporte_url')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Hora de check-in"
              type="time"
              withAsterisk
              disabled={!canEdit}
              {...form.getInputProps('hora_checkin')}
            />
            <TextInput
              label="Hora de check-out"
              type="time"
              withAsterisk
              disabled={!canEdit}
              {...form.getInputProps('hora_checkout')}
            />
          </SimpleGrid>
          <TextInput
            label="Hora de cierre del día"
            description="Hora local en que se marcan los no-show y cambia la fecha del hotel"
            type="time"
            withAsterisk
            disabled={!canEdit}
            {...form.getInputProps('hora_cierre_dia')}
          />
          <Select
            label="Producto de alojamiento"
            description="El servicio con el que se cobran las noches"
            clearable
            searchable
            disabled={!canEdit}
            data={lodging.data ?? []}
            {...form.getInputProps('producto_alojamiento_id')}
          />
          <MoneyInput
            label="Valor del uso del día"
            description="Se ofrece al desocupar el mismo día de la llegada (0 noches), con impuestos incluidos; vacío: solo la tarifa de una noche"
            disabled={!canEdit}
            {...form.getInputProps('valor_uso_dia')}
          />
          <Textarea
            label="Pie de factura"
            autosize
            minRows={2}
            disabled={!canEdit}
            {...form.getInputProps('pie_factura')}
          />
          <Title order={3} size="h4" mt="xs">
            Cancelaciones
          </Title>
          <Textarea
            label="Política de cancelación"
            description="Se imprime en la confirmación de cada reserva"
            autosize
            minRows={3}
            disabled={!canEdit}
            {...form.getInputProps('politica_cancelacion')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Penalidad por cancelación"
              description="Se retiene del anticipo al cancelar la reserva"
              allowDeselect={false}
              disabled={!canEdit}
              data={penaltyKinds}
              {...form.getInputProps('penalidad_cancelacion_tipo')}
            />
            {form.values.penalidad_cancelacion_tipo === 'porcentaje' && (
              <PercentInput
                label="Porcentaje de la primera noche"
                disabled={!canEdit}
                {...form.getInputProps('penalidad_cancelacion_valor')}
              />
            )}
            {form.values.penalidad_cancelacion_tipo === 'fija' && (
              <MoneyInput
                label="Valor por habitación"
                disabled={!canEdit}
                {...form.getInputProps('penalidad_cancelacion_valor')}
              />
            )}
          </SimpleGrid>
          <Switch
            label="Permitir inventario negativo (vender sin existencias)"
            disabled={!canEdit}
            {...form.getInputProps('permitir_stock_negativo', { type: 'checkbox' })}
          />
          {canEdit && (
            <Group justify="space-between">
              <Button variant="subtle" color="red" onClick={askReset}>
                Restablecer valores predeterminados
              </Button>
              <Button type="submit" loading={save.isPending}>
                Guardar
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <PlanCard plan={configuration.plan} canEdit={canEdit} />
    </Stack>
  );
}
