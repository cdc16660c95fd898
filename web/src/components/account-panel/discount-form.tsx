import { SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import type { TAccount } from '@posada/contracts';
import { useState } from 'react';
import { useDiscount } from '../../api/accounts';
import { formatCOP } from '../../lib/format';
import { MutationActions } from '../action-buttons';
import { MoneyInput } from '../money-input';
import { PercentInput } from '../percent-input';
import {
  type DiscountValues,
  discountableCharges,
  discountBody,
  discountProblem,
  emptyDiscount,
} from './discount-values';

/**
 * Descuento: in pesos or as a percentage, on the account's balance or on one of its charges, with
 * the reason (cuentas.descuento). The invoice takes it off that charge's line, or spreads it.
 */
export function DiscountForm({
  account,
  onDone,
  onBack,
}: {
  account: TAccount;
  onDone: (message: string) => void;
  onBack: () => void;
}) {
  const discount = useDiscount();
  const [v, setV] = useState<DiscountValues>(emptyDiscount);
  const set = (patch: Partial<DiscountValues>) => setV((old) => ({ ...old, ...patch }));
  const problem = discountProblem(v, account.saldo);
  const charges = discountableCharges(account.movimientos).map((e) => ({
    value: String(e.id),
    label: `${e.concepto} (${formatCOP(e.total, 2)})`,
  }));
  return (
    <Stack gap="xs">
      <Text fw={600}>Descuento · saldo {formatCOP(account.saldo, 2)}</Text>
      <SegmentedControl
        aria-label="Tipo de descuento"
        value={v.modo}
        onChange={(modo) => set({ modo: modo as DiscountValues['modo'] })}
        data={[
          { value: 'monto', label: 'Valor' },
          { value: 'porcentaje', label: 'Porcentaje' },
        ]}
      />
      {v.modo === 'monto' ? (
        <MoneyInput
          decimals={2}
          label="Valor del descuento"
          value={v.monto}
          onChange={(monto) => set({ monto })}
          withAsterisk
        />
      ) : (
        <PercentInput
          label="Porcentaje"
          value={v.porcentaje}
          onChange={(porcentaje) => set({ porcentaje })}
          withAsterisk
        />
      )}
      <Select
        label="Aplicar a"
        placeholder="Todo el saldo de la cuenta"
        clearable
        data={charges}
        value={v.movimiento_id || null}
        onChange={(id) => set({ movimiento_id: id ?? '' })}
      />
      <Textarea
        label="Motivo"
        rows={2}
        value={v.motivo}
        onChange={(e) => set({ motivo: e.currentTarget.value })}
        withAsterisk
      />
      <MutationActions
        mutation={discount}
        errorTitle="No se pudo registrar el descuento"
        label="Registrar descuento"
        disabled={problem !== null}
        onBack={onBack}
        onConfirm={() =>
          discount.mutate(discountBody(account.id, v), { onSuccess: (answer) => onDone(answer.message) })
        }
      />
    </Stack>
  );
}
