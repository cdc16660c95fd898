import { Stack, Text, TextInput } from '@mantine/core';
import type { TReceipt } from '@posada/contracts';
import { useState } from 'react';
import { useCashBalance } from '../../api/cash-registers';
import { useAnnulReceipt } from '../../api/receivables';
import { MutationActions } from '../../components/action-buttons';
import { notifySuccess } from '../../components/crud';
import { NoRegisterAlert } from '../../components/no-register-alert';
import { formatCOP } from '../../lib/format';

/** Anular abono: the money leaves the user's open register by the payment's method; a reason is required. */
export function AnnulReceiptForm({ receipt, onDone }: { receipt: TReceipt; onDone: () => void }) {
  const register = useCashBalance();
  const annul = useAnnulReceipt();
  const [motivo, setMotivo] = useState('');
  return (
    <Stack gap="xs">
      <Text fw={600}>Anular el abono {receipt.numero}</Text>
      <Text size="sm">
        Salen de su caja {formatCOP(receipt.monto, 2)} por {receipt.forma_pago}, y las facturas vuelven a
        deber lo abonado.
      </Text>
      {!register.abierta && (
        <NoRegisterAlert>Para anular un abono abra una caja: el dinero sale de ella.</NoRegisterAlert>
      )}
      <TextInput
        label="Motivo"
        withAsterisk
        value={motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
        maxLength={300}
      />
      <MutationActions
        mutation={annul}
        errorTitle="No se pudo anular el abono"
        label="Anular abono"
        disabled={!register.abierta || motivo.trim() === ''}
        onBack={onDone}
        onConfirm={() =>
          annul.mutate(
            { id: receipt.id, body: { motivo: motivo.trim() } },
            {
              onSuccess: (answer) => {
                notifySuccess(answer.message);
                onDone();
              },
            },
          )
        }
      />
    </Stack>
  );
}
