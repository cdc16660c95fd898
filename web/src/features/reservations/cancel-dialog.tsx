import { Checkbox, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import {
  cancellationTerms,
  isUpcoming,
  type TReservation,
  type TReservationLine,
  ZReservationCancelBody,
} from '@posada/contracts';
import { useState } from 'react';
import { useConfiguration } from '../../api/configurations';
import { useCancelReservation } from '../../api/reservations';
import { errorMessage, notifySuccess } from '../../components/crud';
import { DialogFooter } from '../../components/dialog-footer';
import { ApiError } from '../../lib/api';
import { formatCOP, formatDate } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { fieldIssues, firstErrors } from '../../lib/zod-form';
import { PaymentFields, type PaymentValues, paymentOf } from './payment-fields';

/**
 * What the cancellation does with the deposit, as the server will compute it: the deposit the
 * booking holds, the hotel's penalty (kept when no room remains to come), and the most that can
 * be refunded.
 */
function useTerms(booking: TReservation, line: TReservationLine | null) {
  const configuration = useConfiguration().data;
  const cancelled = line ? [line] : booking.lineas.filter((l) => isUpcoming(l.estado));
  const ends = !booking.lineas.some((l) => isUpcoming(l.estado) && !cancelled.includes(l));
  const terms = cancellationTerms({
    deposito: booking.pagado,
    primerasNoches: cancelled.map((l) => l.noches[0]?.total ?? '0'),
    penalidad: {
      tipo: configuration?.penalidad_cancelacion_tipo ?? 'ninguna',
      valor: configuration?.penalidad_cancelacion_valor ?? '0',
    },
    terminaReserva: ends,
  });
  return { ...terms, ends };
}

/**
 * Cancels one line (`line`) or every line still to come of the booking, with a reason; the dialog
 * is the confirmation. The nights are freed at once. With a deposit it shows the penalty kept
 * and lets the receptionist give back all or part of the rest from the open register.
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
  const [key] = useState(newIdempotencyKey);
  const terms = useTerms(booking, line);
  const hasDeposit = terms.deposito !== '0.00';
  const [refunding, setRefunding] = useState(false);
  const [refund, setRefund] = useState<PaymentValues>({ forma_pago_id: null, monto: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const title = line ? `Cancelar la habitación ${number ?? ''}`.trim() : `Cancelar la reserva ${booking.id}`;
  const startRefund = (on: boolean) => {
    setRefunding(on);
    if (on && refund.monto === '') setRefund({ ...refund, monto: terms.devolucion_maxima });
  };
  const confirm = async () => {
    setFailure(null);
    const parsed = ZReservationCancelBody.safeParse({
      motivo,
      linea_id: line?.id ?? null,
      devolucion: refunding ? paymentOf(refund) : null,
    });
    const found = parsed.success ? {} : fieldIssues(parsed.error.issues);
    setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k.replace(/^devolucion\./, ''), v])));
    if (!parsed.success) return;
    try {
      const answer = await cancel.mutateAsync({ body: parsed.data, key });
      notifySuccess(answer.message ?? 'Reserva cancelada');
      onClose();
    } catch (error) {
      if (error instanceof ApiError) {
        const server = firstErrors(error.errors);
        setErrors(
          Object.fromEntries(Object.entries(server).map(([k, v]) => [k.replace(/^devolucion\./, ''), v])),
        );
      }
      setFailure(errorMessage(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <Stack gap="sm">
        <Text size="sm">
          {line
            ? `${line.habitacion ? `Habitación ${line.habitacion}` : line.tipo}, del ${formatDate(line.llegada)} al ${formatDate(line.salida)}. Sus noches quedan libres.`
            : 'Se cancelan todas las habitaciones que aún no han llegado. Sus noches quedan libres.'}
        </Text>
        <Textarea
          label="Motivo de la cancelación"
          withAsterisk
          autosize
          minRows={2}
          maxLength={300}
          data-autofocus
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
          error={errors.motivo}
        />
        {hasDeposit && (
          <>
            <Table
              fz="sm"
              withTableBorder
              aria-label="Anticipo y penalidad"
              data-testid="terminos-cancelacion"
            >
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>Anticipo recibido</Table.Td>
                  <Table.Td ta="right">{formatCOP(terms.deposito, 0)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>Penalidad por cancelación</Table.Td>
                  <Table.Td ta="right">{formatCOP(terms.penalidad, 0)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={700}>Máximo a devolver</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatCOP(terms.devolucion_maxima, 0)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Checkbox
              label="Devolver dinero al cliente"
              checked={refunding}
              onChange={(e) => startRefund(e.currentTarget.checked)}
            />
            {refunding ? (
              <PaymentFields
                value={refund}
                onChange={setRefund}
                amountLabel="Valor a devolver"
                errors={errors}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {terms.ends
                  ? 'Sin devolución: el hotel conserva el anticipo.'
                  : 'Sin devolución: el anticipo queda para las demás habitaciones de la reserva.'}
              </Text>
            )}
          </>
        )}
        <DialogFooter
          failure={failure}
          failureTitle="No se pudo cancelar"
          onClose={onClose}
          action={{
            label: 'Confirmar cancelación',
            onClick: confirm,
            loading: cancel.isPending,
            disabled: !motivo.trim(),
            color: 'red',
          }}
        />
      </Stack>
    </Modal>
  );
}
