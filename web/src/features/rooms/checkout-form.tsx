import { Alert, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatCOP, formatDate } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { settleWith } from '../accounts/payment-lines';
import { SettlementFields } from '../accounts/settlement-fields';
import {
  balanceSign,
  checkoutBody,
  initialSettleValues,
  type SettleValues,
  settlementReady,
} from '../accounts/settlement-values';
import { ActionButtons, type ActionFormProps } from './action-buttons';
import { useActivePaymentMethods, useRoomDetail } from './api';
import { StayAccount } from './stay-account';

const nights = (n: number) => (n === 1 ? '1 noche' : `${n} noches`);
const positive = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : amount);

/**
 * Check-out: settle and invoice. The account as it is, what leaving today changes (nights not
 * stayed reversed, nights past the planned day charged) and the balance then, which is paid here
 * in one or more methods (change for cash), charged to a company on credit (`facturas.credito`),
 * or — in the guest's favour — given back. The server then issues the invoice in the same
 * transaction; the dialog shows its number and PDF.
 */
export function CheckoutForm({ room, hoy, busy, onSubmit, onBack }: ActionFormProps) {
  const detail = useRoomDetail(room.id, true);
  const methods = useActivePaymentMethods();
  const [key] = useState(newIdempotencyKey);
  const [v, setV] = useState<SettleValues>(() => initialSettleValues(hoy));
  const set = (patch: Partial<SettleValues>) => setV((old) => ({ ...old, ...patch }));
  const plan = detail.data?.data.estancia?.al_salir_hoy ?? null;
  const saldo = plan?.saldo ?? '0.00';
  const sign = balanceSign(saldo);
  const active = methods.data?.data ?? [];
  const preview = settleWith(saldo, v.pagos, active);
  return (
    <Stack gap="xs">
      <StayAccount roomId={room.id} actions={false} />
      {plan && (
        <Alert variant="light" color={sign !== 0 ? 'yellow' : 'teal'} title="Al salir hoy">
          <Text size="sm">
            Salida {formatDate(plan.salida)} · {nights(plan.noches)}
            {plan.ajuste !== '0.00' &&
              (plan.ajuste.startsWith('-')
                ? ` · se anulan las noches no usadas (−${formatCOP(positive(plan.ajuste), 0)})`
                : ` · se cargan las noches aún no cargadas (${formatCOP(plan.ajuste, 0)})`)}
          </Text>
          <Text size="sm" fw={700} data-testid="saldo-al-salir">
            {sign === 0
              ? 'La cuenta queda en cero.'
              : sign < 0
                ? `Se devuelven al huésped ${formatCOP(positive(saldo), 0)}`
                : `El huésped debe pagar ${formatCOP(saldo, 2)}`}
          </Text>
        </Alert>
      )}
      {sign < 0 && (
        <Select
          label="Devolver el saldo con"
          placeholder="Seleccione el medio de pago"
          data={active.map((m) => ({ value: String(m.id), label: m.nombre }))}
          value={v.devolucion || null}
          onChange={(id) => set({ devolucion: id ?? '' })}
          withAsterisk
        />
      )}
      {plan && (
        <SettlementFields
          saldo={saldo}
          hoy={hoy}
          holder="El huésped"
          values={v}
          methods={active}
          preview={preview}
          onChange={set}
        />
      )}
      {!plan && <Text>¿Desocupar la habitación {room.numero}?</Text>}
      <ActionButtons
        busy={busy}
        label="Desocupar y facturar"
        disabled={!settlementReady(saldo, v, preview)}
        onBack={onBack}
        onConfirm={() => onSubmit(checkoutBody(room.id, saldo, v, key), key)}
      />
    </Stack>
  );
}
