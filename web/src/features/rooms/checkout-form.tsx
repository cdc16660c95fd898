import { Alert, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useActivePaymentMethods, useRoomDetail } from '../../api/rooms';
import { ActionButtons } from '../../components/action-buttons';
import { PaymentMethodSelect } from '../../components/payment-method-select';
import { settleValuesWith } from '../../components/settlement/payment-lines';
import { SettlementFields } from '../../components/settlement/settlement-fields';
import {
  balanceSign,
  checkoutBody,
  initialSettleValues,
  invoiceBuyerId,
  type SettleValues,
  settlementReady,
} from '../../components/settlement/settlement-values';
import { formatCOP, formatDate } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { usePermission } from '../../lib/permissions';
import type { ActionFormProps } from './action-form';
import { BuyerCheck, useBuyerReady } from './buyer-check';
import { balanceWithDayUse, type DayUseChoice, dayUseBody, dayUseChoices } from './day-use';
import { StayAccount } from './stay-account';

const nights = (n: number) => (n === 1 ? '1 noche' : `${n} noches`);
const positive = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : amount);

/**
 * Check-out: settle and invoice. The account as it is, what leaving today changes (nights not
 * stayed reversed, nights past the planned day charged) and the balance then, which is paid here
 * in one or more methods (change for cash), charged to a company on credit (`facturas.credito`),
 * or — in the guest's favour — given back. Leaving on the arrival day keeps 0 nights, which the
 * form says, offering the day-use charge (`rack.uso_dia`). The server then issues the invoice in
 * the same transaction; the dialog shows its number and PDF.
 */
export function CheckoutForm({ room, hoy, busy, onSubmit, onBack }: ActionFormProps<'desocupar'>) {
  const detail = useRoomDetail(room.id, true);
  const methods = useActivePaymentMethods();
  const [key] = useState(newIdempotencyKey);
  const [v, setV] = useState<SettleValues>(() => initialSettleValues(hoy));
  const set = (patch: Partial<SettleValues>) => setV((old) => ({ ...old, ...patch }));
  const mayDayUse = usePermission('rack.uso_dia');
  const [dayUse, setDayUse] = useState<DayUseChoice>('ninguno');
  const plan = detail.data?.data.estancia?.al_salir_hoy ?? null;
  const saldo = plan ? balanceWithDayUse(plan, dayUse) : '0.00';
  const sign = balanceSign(saldo);
  const active = methods.data?.data ?? [];
  const preview = settleValuesWith(saldo, v, active);
  const buyerId = invoiceBuyerId(saldo, v, detail.data?.data.estancia?.cliente.id ?? null);
  // Leaving on the arrival day with nothing to pay bills nothing: no buyer to check then.
  const bills = !plan || plan.noches > 0 || dayUse !== 'ninguno' || sign !== 0;
  const buyerReady = useBuyerReady(bills ? buyerId : null);
  return (
    <Stack gap="xs">
      <StayAccount roomId={room.id} actions={false} />
      {plan?.uso_dia && (
        <Alert
          variant="light"
          color="blue"
          title="Salida el mismo día de la llegada: 0 noches"
          data-testid="uso-dia"
        >
          <Text size="sm">
            Por regla del hotel, salir el día de la llegada no cobra noches de alojamiento.
            {mayDayUse
              ? ' Puede cobrar el uso del día:'
              : ' Cobrar el uso del día requiere el permiso «Cobrar el uso del día».'}
          </Text>
          {mayDayUse && (
            <Radio.Group
              aria-label="Cargo por uso del día"
              value={dayUse}
              onChange={(value) => setDayUse(value as DayUseChoice)}
            >
              <Stack gap={6} mt={6}>
                {dayUseChoices(plan).map((c) => (
                  <Radio key={c.value} value={c.value} label={c.label} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </Alert>
      )}
      {plan && (
        <Alert variant="light" color={sign !== 0 ? 'yellow' : 'teal'} title="Al salir hoy">
          <Text size="sm" data-testid="noches-al-salir">
            Salida {formatDate(plan.salida)} · {nights(plan.noches)}
            {dayUse !== 'ninguno' && ' · más el uso del día'}
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
        <PaymentMethodSelect
          label="Devolver el saldo con"
          placeholder="Seleccione el medio de pago"
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
          preview={preview}
          buyerId={buyerId}
          onChange={set}
        />
      )}
      <BuyerCheck clientId={bills ? buyerId : null} />
      {!plan && <Text>¿Desocupar la habitación {room.numero}?</Text>}
      <ActionButtons
        busy={busy}
        label="Desocupar y facturar"
        disabled={!settlementReady(saldo, v, preview) || !buyerReady}
        onBack={onBack}
        onConfirm={() => onSubmit({ ...checkoutBody(room.id, saldo, v, key), ...dayUseBody(dayUse) }, key)}
      />
    </Stack>
  );
}
