import {
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TLastAssignment, WRONG_HANDOVER_PASSWORD, ZOpenRegisterBody } from '@posada/contracts';
import { useEffect, useRef } from 'react';
import { useLastAssignment, useOpenRegister, useUnassignedRegisters } from '../../api/cash-shifts';
import { ApiError } from '../../lib/api';
import { parseFormValues } from '../../lib/form-values';
import { formatCOP, formatDateTime } from '../../lib/format';
import { firstErrors } from '../../lib/zod-form';
import { showInfoDialog } from '../info-dialog';
import { MoneyInput } from '../money-input';
import {
  initialOpenValues,
  type OpenRegisterValues,
  prefillFrom,
  validateOpenRegister,
} from './open-register-form';

/** Spec §9: the open-register error dialog closes itself after 1500 ms. */
export const OPEN_ERROR_DIALOG_MS = 1500;
const amountFields = [
  { field: 'efectivo', label: 'Efectivo', reported: 'closing_balance_cash' },
  { field: 'tarjetas', label: 'Tarjetas', reported: 'closing_balance_card' },
  { field: 'transferencia', label: 'Transferencia', reported: 'closing_balance_transfer' },
] as const;

function LastAssignment({ last }: { last: TLastAssignment }) {
  return (
    <Paper withBorder p="sm" radius="sm" aria-label="Última asignación">
      <Text fw={600} size="sm" mb={4}>
        Última asignación
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Text size="sm">Fecha: {formatDateTime(last.fecha)}</Text>
        <Text size="sm">Usuario: {last.usuario}</Text>
        <Text size="sm">Estado: {last.estado}</Text>
      </SimpleGrid>
    </Paper>
  );
}

/**
 * Whose password confirms the handover: known only once a register is chosen and its last
 * assignment has arrived (undefined until then: no hint, 'Cargando información...' shows instead).
 */
function passwordHint(last: TLastAssignment | null | undefined): string | undefined {
  if (last === undefined) return undefined;
  return last
    ? `Para confirmar la entrega, la contraseña de ${last.usuario}`
    : 'Primera apertura de la caja: autoaprobación';
}

/** Spec §2/§5/§8: the open-register modal, its prefill and its dialogs. */
export function OpenRegisterDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<OpenRegisterValues>({
    mode: 'controlled',
    initialValues: initialOpenValues,
    validate: validateOpenRegister,
  });
  const password = useRef<HTMLInputElement>(null);
  const registers = useUnassignedRegisters(opened);
  const cajaId = form.values.caja_id ? Number(form.values.caja_id) : null;
  const last = useLastAssignment(opened ? cajaId : null);
  const open = useOpenRegister();

  useEffect(() => {
    if (registers.isError)
      showInfoDialog({ title: 'Error', message: 'No se pudieron cargar las cajas disponibles' });
  }, [registers.isError]);

  // The prefill happens once per chosen register, when its last assignment arrives.
  const { setValues } = form;
  const prefilled = last.isSuccess ? last.data : undefined;
  useEffect(() => {
    if (cajaId !== null && prefilled !== undefined) setValues(prefillFrom(prefilled));
  }, [cajaId, prefilled, setValues]);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    open.mutate(parseFormValues(ZOpenRegisterBody, values), {
      onSuccess: () => {
        close();
        showInfoDialog({ title: 'Éxito', message: 'Caja abierta correctamente' });
      },
      onError: (error) => {
        const message =
          error instanceof ApiError && error.message ? error.message : 'No se pudo abrir la caja';
        if (error instanceof ApiError) form.setErrors(firstErrors(error.errors));
        const wrongPassword = message === WRONG_HANDOVER_PASSWORD;
        showInfoDialog({
          title: 'Error',
          message,
          autoCloseMs: OPEN_ERROR_DIALOG_MS,
          ...(wrongPassword ? { onClose: () => setTimeout(() => password.current?.focus(), 0) } : {}),
        });
      },
    });
  });

  const lastAssignment = last.data ?? null;
  // What the chosen register's last assignment says, once it has arrived (undefined before).
  const loaded = cajaId !== null && last.isSuccess && !last.isFetching ? lastAssignment : undefined;
  return (
    <Modal opened={opened} onClose={close} title="Abrir Caja" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label="Seleccione Caja"
            placeholder={registers.isLoading ? 'Cargando…' : 'Seleccione una caja'}
            data={(registers.data ?? []).map((r) => ({ value: String(r.id), label: r.nombre }))}
            nothingFoundMessage="No hay cajas disponibles"
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('caja_id')}
          />
          {cajaId !== null && last.isFetching && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Cargando información...</Text>
            </Group>
          )}
          {loaded && <LastAssignment last={loaded} />}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {amountFields.map(({ field, label, reported }) => (
              <MoneyInput
                key={field}
                label={label}
                withAsterisk={field === 'efectivo'}
                description={`Reportado: ${formatCOP(lastAssignment?.[reported] ?? 0, 0)}`}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <PasswordInput
            ref={password}
            label="Contraseña de quien cerró la caja"
            description={passwordHint(loaded)}
            withAsterisk
            autoComplete="off"
            visibilityToggleButtonProps={{ 'aria-label': 'Mostrar u ocultar la contraseña' }}
            {...form.getInputProps('password')}
          />
          <Textarea
            label="Observaciones"
            rows={3}
            autosize={false}
            {...form.getInputProps('observaciones')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!form.isValid()} loading={open.isPending}>
              Abrir Caja
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
