import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { TReservation, TReservationLine } from '@posada/contracts';
import { useState } from 'react';
import { errorMessage, notifySuccess } from '../../components/crud';
import { formatDate } from '../../lib/format';
import { useCancelReservation } from './api';

/**
 * Cancels one line (`line`) or every line still to come of the booking, with a reason; the dialog
 * is the confirmation. The nights are freed at once.
 */
export function CancelDialog({
  booking,
  line,
  number,
  onClose,
}: {
  booking: TReservation;
  line: TReservationLine | null;
  number?: number;
  onClose: () => void;
}) {
  const cancel = useCancelReservation(booking.id);
  const [motivo, setMotivo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const title = line ? `Cancelar la habitación ${number ?? ''}`.trim() : `Cancelar la reserva ${booking.id}`;
  const confirm = async () => {
    setFailure(null);
    try {
      const answer = await cancel.mutateAsync({ motivo, linea_id: line?.id ?? null });
      notifySuccess(answer.message ?? 'Reserva cancelada');
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="sm">
        <Text size="sm">
          {line
            ? `${line.habitacion ? `Habitación ${line.habitacion}` : line.tipo}, del ${formatDate(line.llegada)} al ${formatDate(line.salida)}. Sus noches quedan libres.`
            : 'Se cancelan todas las habitaciones que aún no han llegado. Sus noches quedan libres.'}
        </Text>
        {booking.anticipos.length > 0 && (
          <Text size="sm" c="dimmed">
            Los anticipos recibidos quedan en la reserva.
          </Text>
        )}
        <Textarea
          label="Motivo de la cancelación"
          withAsterisk
          autosize
          minRows={2}
          maxLength={300}
          data-autofocus
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
        />
        {failure && (
          <Alert color="red" title="No se pudo cancelar">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Volver
          </Button>
          <Button color="red" loading={cancel.isPending} disabled={!motivo.trim()} onClick={confirm}>
            Confirmar cancelación
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
