import { Alert, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type TClientStatement,
  type TReceipt,
  type TReceiptInput,
  type WithholdingKind,
  withholdingKinds,
} from '@posada/contracts';
import { useState } from 'react';
import { useCashBalance } from '../../api/cash-registers';
import { usePayReceivables } from '../../api/receivables';
import { usePaymentMethodOptions } from '../../api/rooms';
import { ActionButtons } from '../../components/action-buttons';
import { errorMessage } from '../../components/crud';
import { MoneyInput } from '../../components/money-input';
import { NoRegisterAlert } from '../../components/no-register-alert';
import { formatCOP } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { addMoney, compareMoney, isPositiveAmount } from '../../lib/money';

const kinds = Object.keys(withholdingKinds) as WithholdingKind[];
const positive = <K extends string>(entries: [K, string][]) => entries.filter(([, v]) => isPositiveAmount(v));
const sum = (values: string[]) => values.filter(isPositiveAmount).reduce((a, b) => addMoney(a, b), '0.00');

/**
 * Registrar abono: the money received by a method into the user's open register, the withholdings
 * the client kept (they count as paid), applied to the oldest invoices first or as the accountant
 * types it per invoice. One idempotency key per opened form, so a double click pays once.
 */
export function PaymentForm({
  statement: s,
  onPaid,
  onBack,
}: {
  statement: TClientStatement;
  onPaid: (receipt: TReceipt) => void;
  onBack: () => void;
}) {
  const methodOptions = usePaymentMethodOptions();
  const register = useCashBalance();
  const pay = usePayReceivables();
  const [key] = useState(newIdempotencyKey);
  const [formaPago, setFormaPago] = useState<string | null>(null);
  const [monto, setMonto] = useState('');
  const [referencia, setReferencia] = useState('');
  const [withheld, setWithheld] = useState<Record<WithholdingKind, string>>({
    retefuente: '',
    reteiva: '',
    reteica: '',
  });
  const [choose, setChoose] = useState(false);
  const [applied, setApplied] = useState<Record<number, string>>({});

  const total = sum([monto, ...Object.values(withheld)]);
  const above = compareMoney(total, s.aging.saldo) > 0;
  const appliedTotal = sum(Object.values(applied));
  const mismatch = choose && compareMoney(appliedTotal, total) !== 0;
  const ready = register.abierta && formaPago !== null && isPositiveAmount(monto) && !above && !mismatch;

  const submit = () => {
    const body: TReceiptInput = {
      cliente_id: s.cliente_id,
      forma_pago_id: Number(formaPago),
      monto,
      referencia: referencia.trim() || null,
      retenciones: positive(Object.entries(withheld) as [WithholdingKind, string][]).map(([tipo, m]) => ({
        tipo,
        monto: m,
      })),
      ...(choose
        ? {
            aplicaciones: positive(Object.entries(applied)).map(([id, m]) => ({
              factura_id: Number(id),
              monto: m,
            })),
          }
        : {}),
    };
    pay.mutate({ key, body }, { onSuccess: (answer) => onPaid(answer.data) });
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>
        Registrar abono de {s.cliente} · saldo {formatCOP(s.aging.saldo, 2)}
      </Text>
      {!register.abierta && (
        <NoRegisterAlert>
          Para recibir el abono abra una caja (botón «Abrir Caja» de la barra superior).
        </NoRegisterAlert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Forma de pago"
          placeholder="Seleccione"
          disabled={!register.abierta}
          data={methodOptions}
          value={formaPago}
          onChange={setFormaPago}
          withAsterisk
        />
        <MoneyInput
          decimals={2}
          label="Valor recibido"
          disabled={!register.abierta}
          value={monto}
          onChange={setMonto}
          error={above ? `Con las retenciones supera el saldo (${formatCOP(s.aging.saldo, 2)})` : undefined}
          withAsterisk
        />
      </SimpleGrid>
      <TextInput
        label="Referencia (opcional)"
        disabled={!register.abierta}
        value={referencia}
        onChange={(e) => setReferencia(e.currentTarget.value)}
        maxLength={120}
      />
      <Text size="sm" fw={600}>
        Retenciones practicadas por el cliente
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {kinds.map((k) => (
          <MoneyInput
            key={k}
            decimals={2}
            label={withholdingKinds[k]}
            disabled={!register.abierta}
            value={withheld[k]}
            onChange={(v) => setWithheld((w) => ({ ...w, [k]: v }))}
          />
        ))}
      </SimpleGrid>
      <Text size="sm">
        Total abonado a las facturas: <b>{formatCOP(total, 2)}</b>
      </Text>
      <Switch
        label="Elegir cuánto se aplica a cada factura (si no, a la más antigua primero)"
        checked={choose}
        onChange={(e) => setChoose(e.currentTarget.checked)}
      />
      {choose &&
        s.facturas.map((f) => (
          <MoneyInput
            key={f.factura_id}
            decimals={2}
            label={`Factura ${f.numero} · saldo ${formatCOP(f.saldo, 2)}`}
            value={applied[f.factura_id] ?? ''}
            onChange={(v) => setApplied((a) => ({ ...a, [f.factura_id]: v }))}
            error={
              isPositiveAmount(applied[f.factura_id] ?? '') &&
              compareMoney(applied[f.factura_id] ?? '0', f.saldo) > 0
                ? `Máximo ${formatCOP(f.saldo, 2)}`
                : undefined
            }
          />
        ))}
      {mismatch && (
        <Text size="sm" c="red">
          Lo aplicado ({formatCOP(appliedTotal, 2)}) debe sumar el abono más las retenciones (
          {formatCOP(total, 2)}).
        </Text>
      )}
      {pay.error && (
        <Alert color="red" title="No se pudo registrar el abono">
          {errorMessage(pay.error)}
        </Alert>
      )}
      <ActionButtons
        busy={pay.isPending}
        label="Registrar abono"
        disabled={!ready}
        onBack={onBack}
        onConfirm={submit}
      />
    </Stack>
  );
}
