import { ActionIcon, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { TClientStatement } from '@posada/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useCreateInstallments } from '../../api/receivables';
import { MutationActions } from '../../components/action-buttons';
import { notifySuccess } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { MoneyInput } from '../../components/money-input';
import { formatCOP } from '../../lib/format';
import { addDays } from '../../lib/iso-date';
import { addMoney, compareMoney } from '../../lib/money';
import { evenInstallments, type InstallmentRow } from './installment-rows';

/**
 * Plan de cuotas: the balance of the chosen invoices split into dated installments (two monthly
 * ones to start, each date and amount editable); they must add up to that balance. A plan already
 * on those invoices is replaced while nothing was paid on it.
 */
export function InstallmentForm({
  statement: s,
  onDone,
}: {
  statement: TClientStatement;
  onDone: () => void;
}) {
  const create = useCreateInstallments();
  const [chosen, setChosen] = useState<number[]>(s.facturas.map((f) => f.factura_id));
  const balance = s.facturas
    .filter((f) => chosen.includes(f.factura_id))
    .reduce((sum, f) => addMoney(sum, f.saldo), '0.00');
  const [rows, setRows] = useState<InstallmentRow[]>(() =>
    evenInstallments(balance, 2, addDays(s.fecha, s.plazo_dias || 30)),
  );
  const total = rows.reduce((sum, r) => addMoney(sum, r.monto), '0.00');
  const mismatch = compareMoney(total, balance) !== 0;
  const set = (i: number, patch: Partial<InstallmentRow>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const toggle = (id: number, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((c) => c !== id);
    setChosen(next);
    const owed = s.facturas
      .filter((f) => next.includes(f.factura_id))
      .reduce((a, f) => addMoney(a, f.saldo), '0.00');
    setRows((all) => evenInstallments(owed, all.length, all[0]?.fecha ?? s.fecha));
  };
  return (
    <Stack gap="xs">
      <Text fw={600}>Plan de cuotas de {s.cliente}</Text>
      {s.facturas.map((f) => (
        <Checkbox
          key={f.factura_id}
          label={`Factura ${f.numero} · saldo ${formatCOP(f.saldo, 2)}`}
          checked={chosen.includes(f.factura_id)}
          onChange={(e) => toggle(f.factura_id, e.currentTarget.checked)}
        />
      ))}
      {rows.map((r, i) => (
        <Group key={`${i}-${rows.length}`} align="flex-end" wrap="wrap" gap="xs">
          <DateField
            label={`Fecha cuota ${i + 1}`}
            w={160}
            minDate={s.fecha}
            value={r.fecha}
            onChange={(fecha) => set(i, { fecha: fecha ?? '' })}
          />
          <MoneyInput
            decimals={2}
            label={`Valor cuota ${i + 1}`}
            w={180}
            value={r.monto}
            onChange={(monto) => set(i, { monto })}
          />
          {rows.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Quitar la cuota ${i + 1}`}
              onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            setRows((all) => evenInstallments(balance, all.length + 1, all[0]?.fecha ?? s.fecha))
          }
        >
          Agregar cuota
        </Button>
      </Group>
      <Text size="sm" c={mismatch ? 'red' : undefined}>
        Cuotas: {formatCOP(total, 2)} de {formatCOP(balance, 2)}
      </Text>
      <MutationActions
        mutation={create}
        errorTitle="No se pudo guardar el plan"
        label="Guardar plan"
        disabled={mismatch || chosen.length === 0 || rows.some((r) => !r.fecha)}
        onBack={onDone}
        onConfirm={() =>
          create.mutate(
            { factura_ids: chosen, cuotas: rows },
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
