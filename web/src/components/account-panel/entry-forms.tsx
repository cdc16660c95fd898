import { Stack, Text, Textarea } from '@mantine/core';
import type { TAccountMovement } from '@posada/contracts';
import { useState } from 'react';
import { useReverse, useTransfer } from '../../api/accounts';
import { formatCOP } from '../../lib/format';
import { compareMoney, isPositiveAmount } from '../../lib/money';
import { AccountSelect } from '../account-select';
import { MutationActions } from '../action-buttons';
import { MoneyInput } from '../money-input';

interface EntryFormProps {
  entry: TAccountMovement;
  onDone: (message: string) => void;
  onBack: () => void;
}

const MIN_REASON = 3;

/** Reversar: a reversing entry with the reason; the entry itself stays, marked as reversed. */
export function ReverseForm({ entry, onDone, onBack }: EntryFormProps) {
  const reverse = useReverse();
  const [motivo, setMotivo] = useState('');
  return (
    <Stack gap="xs">
      <Text fw={600}>
        Reversar «{entry.concepto}» ({formatCOP(entry.total, 2)})
      </Text>
      <Textarea
        label="Motivo"
        rows={3}
        value={motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
        withAsterisk
      />
      <MutationActions
        mutation={reverse}
        errorTitle="No se pudo reversar"
        label="Reversar"
        disabled={motivo.trim().length < MIN_REASON}
        onBack={onBack}
        onConfirm={() =>
          reverse.mutate(
            { movimiento_id: entry.id, motivo: motivo.trim() },
            { onSuccess: () => onDone('Movimiento reversado') },
          )
        }
      />
    </Stack>
  );
}

/**
 * Trasladar: a charge (or part of it, by amount) to another open account — another room, a
 * group's master account, a company.
 */
export function TransferForm({ entry, cuentaId, onDone, onBack }: EntryFormProps & { cuentaId: number }) {
  const transfer = useTransfer();
  const [target, setTarget] = useState<string | null>(null);
  const [monto, setMonto] = useState(entry.total);
  const valid = isPositiveAmount(monto);
  const tooMuch = valid && compareMoney(monto, entry.total) > 0;
  return (
    <Stack gap="xs">
      <Text fw={600}>
        Trasladar «{entry.concepto}» ({formatCOP(entry.total, 2)})
      </Text>
      <AccountSelect
        exclude={cuentaId}
        label="Cuenta de destino"
        placeholder="Habitación, huésped o empresa"
        value={target}
        onChange={setTarget}
        nothingFoundMessage="No hay otras cuentas abiertas"
        withAsterisk
      />
      <MoneyInput
        decimals={2}
        label="Valor a trasladar"
        description="Todo el cargo, o una parte para dividirlo"
        value={monto}
        onChange={setMonto}
        error={tooMuch ? 'No puede superar el valor del cargo' : undefined}
        withAsterisk
      />
      <MutationActions
        mutation={transfer}
        errorTitle="No se pudo trasladar"
        label="Trasladar"
        disabled={!target || !valid || tooMuch}
        onBack={onBack}
        onConfirm={() =>
          transfer.mutate(
            compareMoney(monto, entry.total) === 0
              ? { movimiento_ids: [entry.id], cuenta_destino_id: Number(target) }
              : { movimiento_id: entry.id, monto, cuenta_destino_id: Number(target) },
            { onSuccess: () => onDone('Cargo trasladado') },
          )
        }
      />
    </Stack>
  );
}
