import { Modal, Stack } from '@mantine/core';
import { type TReservation, ZReservationDepositBody } from '@posada/contracts';
import { useState } from 'react';
import { useAddDeposit } from '../../api/reservations';
import { errorMessage, notifySuccess } from '../../components/crud';
import { DialogFooter } from '../../components/dialog-footer';
import { ApiError } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { fieldIssues, firstErrors } from '../../lib/zod-form';
import { PaymentFields, type PaymentValues, paymentOf } from './payment-fields';

/** 'Registrar anticipo': a deposit taken after the booking, one Idempotency-Key per dialog. */
export function DepositDialog({ booking, onClose }: { booking: TReservation; onClose: () => void }) {
  const add = useAddDeposit(booking.id);
  const [key] = useState(newIdempotencyKey);
  const [value, setValue] = useState<PaymentValues>({ forma_pago_id: null, monto: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    const parsed = ZReservationDepositBody.safeParse(paymentOf(value));
    setErrors(parsed.success ? {} : fieldIssues(parsed.error.issues));
    if (!parsed.success) return;
    try {
      const answer = await add.mutateAsync({ body: parsed.data, key });
      notifySuccess(answer.message ?? 'Anticipo registrado');
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors(firstErrors(error.errors));
      setFailure(errorMessage(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={`Anticipo de la reserva ${booking.id}`} centered>
      <Stack gap="sm">
        <PaymentFields value={value} onChange={setValue} amountLabel="Valor del anticipo" errors={errors} />
        <DialogFooter
          failure={failure}
          failureTitle="No se pudo registrar el anticipo"
          onClose={onClose}
          action={{ label: 'Registrar anticipo', onClick: submit, loading: add.isPending }}
        />
      </Stack>
    </Modal>
  );
}
