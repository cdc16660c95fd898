import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { type TReservation, type TReservationLine, ZReservationUpdateBody } from '@posada/contracts';
import { useState } from 'react';
import { useAvailability, useUpdateReservationLine } from '../../api/reservations';
import { errorMessage, notifySuccess } from '../../components/crud';
import { ApiError } from '../../lib/api';
import { formatCOP } from '../../lib/format';
import { firstErrors } from '../../lib/zod-form';
import { LineFields } from './booking-line';
import {
  availabilityBody,
  type LineValues,
  lineRate,
  lineType,
  lineValues,
  updateBody,
  updateValidation,
} from './booking-values';

/**
 * 'Cambiar' on a line still to come: dates, type, room, persons or rate. The server re-checks and
 * re-prices it in one transaction (its own nights released first); a refusal keeps what was typed
 * and shows the reason on its field.
 */
export function LineChangeDialog({
  booking,
  line,
  number,
  onClose,
}: {
  booking: TReservation;
  line: TReservationLine;
  number: number;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const update = useUpdateReservationLine(booking.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LineValues>({
    mode: 'controlled',
    initialValues: lineValues(line),
    validate: updateValidation(line.id),
  });
  const values = form.values;
  const availability = useAvailability(availabilityBody(values));
  const types = availability.data;
  const rate = lineRate(values, lineType(values, types));
  const sameType = values.tipo_habitacion_id === String(line.tipo_habitacion_id);
  const submit = async (v: LineValues) => {
    setFailure(null);
    try {
      const answer = await update.mutateAsync(ZReservationUpdateBody.parse(updateBody(line.id, v)));
      notifySuccess(answer.message ?? 'Reserva actualizada');
      onClose();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(firstErrors(error.errors));
      setFailure(errorMessage(error));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Cambiar la habitación ${number}`}
      size="60rem"
      fullScreen={phone}
      centered
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <LineFields
            form={form}
            prefix=""
            line={values}
            types={types}
            currentRoom={
              sameType && line.habitacion_id !== null && line.habitacion
                ? { id: line.habitacion_id, numero: line.habitacion }
                : undefined
            }
          />
          <Text size="sm" c="dimmed">
            La disponibilidad cuenta aún las noches que esta habitación ocupa hoy; al guardar se liberan
            primero.
          </Text>
          <Group justify="space-between">
            <Text size="sm">Precio anterior {line.total ? formatCOP(line.total, 0) : '—'}</Text>
            <Text fw={700}>Nuevo precio {rate ? formatCOP(rate.total, 0) : '—'}</Text>
          </Group>
          {failure && (
            <Alert color="red" title="No se pudo cambiar">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cerrar
            </Button>
            <Button type="submit" loading={update.isPending}>
              Guardar cambio
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
