import { Stack, Text } from '@mantine/core';
import type { TAccount, TInvoiceCreateInput } from '@posada/contracts';
import { useState } from 'react';
import { useCreateInvoice } from '../../api/invoices';
import { useActivePaymentMethods } from '../../api/rooms';
import { MutationActions } from '../../components/action-buttons';
import { InvoiceIssued } from '../../components/invoice-issued';
import { settleValuesWith } from '../../components/settlement/payment-lines';
import { SettlementFields } from '../../components/settlement/settlement-fields';
import {
  initialSettleValues,
  invoiceBuyerId,
  type SettleValues,
  settlementBody,
  settlementReady,
} from '../../components/settlement/settlement-values';
import { formatCOP, hotelDate } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';

/**
 * Facturar a company's or a group's account from Detalle Cuentas: its balance paid now (several
 * methods, change for cash) or on credit, then numbered with the DIAN resolution. A stay's account
 * is invoiced by its check-out instead.
 */
export function InvoiceAccountForm({ account, onBack }: { account: TAccount; onBack: () => void }) {
  const methods = useActivePaymentMethods();
  const invoice = useCreateInvoice();
  const [key] = useState(newIdempotencyKey);
  const [hoy] = useState(() => hotelDate());
  const [v, setV] = useState<SettleValues>(() => initialSettleValues(hoy));
  const active = methods.data?.data ?? [];
  const preview = settleValuesWith(account.saldo, v, active);
  if (invoice.data?.data)
    return (
      <InvoiceIssued
        message={invoice.data.message}
        factura={invoice.data.data}
        cambio={invoice.data.data.cambio}
        onClose={onBack}
      />
    );
  const body: TInvoiceCreateInput = { cuenta_id: account.id, ...settlementBody(account.saldo, v) };
  return (
    <Stack gap="xs">
      <Text fw={600}>
        Facturar la cuenta N.º {account.id} · saldo {formatCOP(account.saldo, 2)}
      </Text>
      <SettlementFields
        saldo={account.saldo}
        hoy={hoy}
        holder="El titular de la cuenta"
        values={v}
        preview={preview}
        buyerId={invoiceBuyerId(account.saldo, v, account.cliente?.id ?? null)}
        onChange={(patch) => setV((old) => ({ ...old, ...patch }))}
      />
      <MutationActions
        mutation={invoice}
        errorTitle="No se pudo facturar"
        label="Facturar"
        disabled={!settlementReady(account.saldo, v, preview)}
        onBack={onBack}
        onConfirm={() => invoice.mutate({ key, body })}
      />
    </Stack>
  );
}
