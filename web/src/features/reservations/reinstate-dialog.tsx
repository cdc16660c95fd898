import { Modal, Stack, Text } from '@mantine/core';
import type { TReservation, TReservationLine } from '@posada/contracts';
import { useState } from 'react';
import { useReinstateReservation } from '../../api/reservations';
import { errorMessage, notifySuccess } from '../../components/crud';
import { DialogFooter } from '../../components/dialog-footer';
import { formatDate } from '../../lib/format';

/**
 * Reinstates one cancelled line (`line`) or every cancelled line whose arrival has not passed:
 * their nights are claimed again if the inventory still allows (the server says which is full).
 */
export function ReinstateDialog({
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
  const reinstate = useReinstateReservation(booking.id);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      const answer = await reinstate.mutateAsync({ linea_id: line?.id ?? null });
      notifySuccess(answer.message ?? 'Reserva reactivada');
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={line ? `Reactivar la habitación ${number ?? ''}`.trim() : `Reactivar la reserva ${booking.id}`}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          {line
            ? `${line.habitacion ? `Habitación ${line.habitacion}` : line.tipo}, del ${formatDate(line.llegada)} al ${formatDate(line.salida)}, vuelve a quedar confirmada si hay disponibilidad.`
            : 'Las habitaciones canceladas cuya llegada no ha pasado vuelven a quedar confirmadas si hay disponibilidad.'}
        </Text>
        <DialogFooter
          failure={failure}
          failureTitle="No se pudo reactivar"
          onClose={onClose}
          action={{ label: 'Reactivar', onClick: confirm, loading: reinstate.isPending }}
        />
      </Stack>
    </Modal>
  );
}
