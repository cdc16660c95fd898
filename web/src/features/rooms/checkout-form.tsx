import { Alert, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { TClient } from '@posada/contracts';
import { useState } from 'react';
import { DateField } from '../../components/date-field';
import { formatCOP, formatDate } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { addDays } from '../../lib/iso-date';
import { usePermission } from '../../lib/permissions';
import { emptyPaymentLine, PaymentLines, settleWith } from '../accounts/payment-lines';
import { ActionButtons, type ActionFormProps } from './action-buttons';
import { useActivePaymentMethods, useRoomDetail } from './api';
import { type Buyer, balanceSign, type CheckoutValues, checkoutBody, checkoutReady } from './checkout-values';
import { ClientPicker } from './client-picker';
import { StayAccount } from './stay-account';

const nights = (n: number) => (n === 1 ? '1 noche' : `${n} noches`);
const positive = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : amount);
/** Credit invoices fall due a month after the check-out unless the desk says otherwise. */
const CREDIT_DAYS = 30;

const buyerOptions: { value: Buyer; label: string }[] = [
  { value: 'huesped', label: 'El huésped' },
  { value: 'consumidor_final', label: 'Consumidor final' },
  { value: 'otro', label: 'Otro cliente' },
];

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
  const mayCredit = usePermission('facturas.credito');
  const [key] = useState(newIdempotencyKey);
  const [empresa, setEmpresa] = useState<TClient | null>(null);
  const [otro, setOtro] = useState<TClient | null>(null);
  const [v, setV] = useState<CheckoutValues>(() => ({
    modo: 'pagar',
    pagos: [emptyPaymentLine()],
    empresa_id: '',
    vencimiento: addDays(hoy, CREDIT_DAYS),
    comprador: 'huesped',
    cliente_id: '',
    devolucion: '',
  }));
  const set = (patch: Partial<CheckoutValues>) => setV((old) => ({ ...old, ...patch }));
  const plan = detail.data?.data.estancia?.al_salir_hoy ?? null;
  const saldo = plan?.saldo ?? '0.00';
  const sign = balanceSign(saldo);
  const active = methods.data?.data ?? [];
  const preview = settleWith(saldo, v.pagos, active);
  const credit = sign > 0 && v.modo === 'credito';
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
                : ` · se cargan las noches adicionales (${formatCOP(plan.ajuste, 0)})`)}
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
      {sign > 0 && mayCredit && (
        <SegmentedControl
          aria-label="Cómo se liquida"
          value={v.modo}
          onChange={(modo) => set({ modo: modo as CheckoutValues['modo'] })}
          data={[
            { value: 'pagar', label: 'Pagar ahora' },
            { value: 'credito', label: 'Cargar a empresa (crédito)' },
          ]}
        />
      )}
      {sign > 0 && !credit && (
        <PaymentLines
          saldo={saldo}
          lines={v.pagos}
          methods={active}
          settlement={preview}
          onChange={(pagos) => set({ pagos })}
        />
      )}
      {credit && (
        <>
          <ClientPicker
            label="Empresa"
            value={empresa}
            onChange={(c) => {
              setEmpresa(c);
              set({ empresa_id: c ? String(c.id) : '' });
            }}
          />
          <DateField
            label="Vence el"
            minDate={hoy}
            value={v.vencimiento}
            onChange={(vencimiento) => set({ vencimiento })}
            withAsterisk
          />
        </>
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
      {!credit && (
        <>
          <Select
            label="Facturar a"
            data={buyerOptions}
            value={v.comprador}
            onChange={(c) => set({ comprador: (c as Buyer | null) ?? 'huesped' })}
            allowDeselect={false}
          />
          {v.comprador === 'otro' && (
            <ClientPicker
              label="Cliente de la factura"
              value={otro}
              onChange={(c) => {
                setOtro(c);
                set({ cliente_id: c ? String(c.id) : '' });
              }}
            />
          )}
        </>
      )}
      {!plan && <Text>¿Desocupar la habitación {room.numero}?</Text>}
      <ActionButtons
        busy={busy}
        label="Desocupar y facturar"
        disabled={!checkoutReady(saldo, v, preview)}
        onBack={onBack}
        onConfirm={() => onSubmit(checkoutBody(room.id, saldo, v, key), key)}
      />
    </Stack>
  );
}
