import { Checkbox, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
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
import { MutationActions } from '../../components/action-buttons';
import { MoneyInput } from '../../components/money-input';
import { NoRegisterAlert } from '../../components/no-register-alert';
import { PaymentMethodSelect } from '../../components/payment-method-select';
import { formatCOP } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { compareMoney, isPositiveAmount } from '../../lib/money';
import { paymentSplit } from './payment-split';

const kinds = Object.keys(withholdingKinds) as WithholdingKind[];
const positive = <K extends string>(entries: [K, string][]) => entries.filter(([, v]) => isPositiveAmount(v));

/**
 * Registrar abono: the money received by a method into the user's open register, the withholdings
 * the client kept and the balance in favour it uses (they count as paid), applied to the oldest
 * invoices first or as the accountant types it per invoice; above the balance, the excess may be
 * kept as the client's advance (also with nothing owed: Registrar anticipo). Paid by the balance in
 * favour alone it asks for no method nor open register (no money moves). One idempotency key per
 * opened form, so a double click pays once.
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
  const [favor, setFavor] = useState('');
  const [keep, setKeep] = useState(s.facturas.length === 0);

  const split = paymentSplit({
    monto,
    retenciones: Object.values(withheld),
    favor,
    saldo: s.aging.saldo,
    anticipo: keep,
    ...(choose ? { applied: Object.values(applied) } : {}),
  });
  const { total, appliedTotal, above, mismatch } = split;
  const favorAbove = compareMoney(favor || '0', s.saldo_favor) > 0;
  const money = isPositiveAmount(monto);
  // Only money needs a method and the user's open register: the balance in favour alone does not.
  const favorOnly = !money && isPositiveAmount(favor);
  const canUseFavor = isPositiveAmount(s.saldo_favor) && s.facturas.length > 0;
  const ready =
    (money ? register.abierta && formaPago !== null : favorOnly) &&
    !above &&
    !mismatch &&
    !favorAbove &&
    !split.advanceAboveMoney &&
    !split.favorAndAdvance;
  // Offered once the amounts go above what is owed (or nothing is owed).
  const offerAdvance = keep || compareMoney(total, s.aging.saldo) > 0;

  const submit = () => {
    const body: TReceiptInput = {
      cliente_id: s.cliente_id,
      ...(money ? { forma_pago_id: Number(formaPago) } : {}),
      monto: monto || '0',
      anticipo: keep,
      ...(isPositiveAmount(favor) ? { saldo_favor: favor } : {}),
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
        {s.facturas.length > 0 ? 'Registrar abono' : 'Registrar anticipo'} de {s.cliente} · saldo{' '}
        {formatCOP(s.aging.saldo, 2)}
        {isPositiveAmount(s.saldo_favor) && ` · saldo a favor ${formatCOP(s.saldo_favor, 2)}`}
      </Text>
      {!register.abierta && !favorOnly && (
        <NoRegisterAlert>
          Para recibir el abono abra una caja (botón «Abrir Caja» de la barra superior)
          {canUseFavor ? '; el saldo a favor del cliente se puede usar sin caja.' : '.'}
        </NoRegisterAlert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {favorOnly ? (
          <Text size="sm" c="dimmed" data-testid="solo-saldo-favor">
            Lo paga el saldo a favor del cliente: no se recibe dinero, sin forma de pago ni caja.
          </Text>
        ) : (
          <PaymentMethodSelect
            label="Forma de pago"
            disabled={!register.abierta}
            value={formaPago}
            onChange={setFormaPago}
            withAsterisk
          />
        )}
        <MoneyInput
          decimals={2}
          label="Valor recibido"
          disabled={!register.abierta}
          value={monto}
          onChange={setMonto}
          error={above ? `Con las retenciones supera el saldo (${formatCOP(s.aging.saldo, 2)})` : undefined}
          withAsterisk={!canUseFavor}
        />
      </SimpleGrid>
      {canUseFavor && (
        <MoneyInput
          decimals={2}
          label={`Usar saldo a favor (disponible ${formatCOP(s.saldo_favor, 2)})`}
          value={favor}
          onChange={setFavor}
          disabled={keep}
          error={favorAbove ? `Máximo ${formatCOP(s.saldo_favor, 2)}` : undefined}
        />
      )}
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
            disabled={!register.abierta && !canUseFavor}
            value={withheld[k]}
            onChange={(v) => setWithheld((w) => ({ ...w, [k]: v }))}
          />
        ))}
      </SimpleGrid>
      <Text size="sm">
        Total abonado a las facturas: <b>{formatCOP(appliedTotal, 2)}</b>
      </Text>
      {offerAdvance && (
        <Checkbox
          label="Guardar el excedente como anticipo (saldo a favor del cliente para sus próximas facturas)"
          checked={keep}
          onChange={(e) => setKeep(e.currentTarget.checked)}
          disabled={isPositiveAmount(favor)}
        />
      )}
      {isPositiveAmount(split.anticipo) && (
        <Text size="sm" c={split.advanceAboveMoney ? 'red' : undefined}>
          Anticipo: <b>{formatCOP(split.anticipo, 2)}</b>
          {split.advanceAboveMoney && ' — el anticipo no puede superar el dinero recibido'}
        </Text>
      )}
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
          {formatCOP(total, 2)}){keep && ' o quedar por debajo: el resto es el anticipo'}.
        </Text>
      )}
      <MutationActions
        mutation={pay}
        errorTitle="No se pudo registrar el abono"
        label={s.facturas.length > 0 ? 'Registrar abono' : 'Registrar anticipo'}
        disabled={!ready}
        onBack={onBack}
        onConfirm={submit}
      />
    </Stack>
  );
}
