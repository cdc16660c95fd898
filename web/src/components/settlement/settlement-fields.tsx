import { SegmentedControl, Select } from '@mantine/core';
import type { TClient } from '@posada/contracts';
import { useState } from 'react';
import { addDays } from '../../lib/iso-date';
import { usePermission } from '../../lib/permissions';
import { ClientPicker } from '../client-picker';
import { DateField } from '../date-field';
import { FavorField } from './favor-field';
import { PaymentLines } from './payment-lines';
import type { SettlementPreview } from './settlement';
import { type Buyer, balanceSign, payableBalance, type SettleValues } from './settlement-values';

const buyerOptions = (holder: string): { value: Buyer; label: string }[] => [
  { value: 'titular', label: holder },
  { value: 'consumidor_final', label: 'Consumidor final' },
  { value: 'otro', label: 'Otro cliente' },
];

/**
 * How a balance owed is settled before it is invoiced — at check-out and from an account: paid in
 * one or more payment lines (change for cash), or, with `facturas.credito`, charged to a company
 * on credit with its due date; and who the invoice is made out to.
 */
export function SettlementFields({
  saldo,
  hoy,
  holder,
  values: v,
  preview,
  buyerId = null,
  onChange,
}: {
  saldo: string;
  /** The hotel's date (the earliest due date). */
  hoy: string;
  /** How the default buyer is named ('El huésped', 'El titular de la cuenta'). */
  holder: string;
  values: SettleValues;
  preview: SettlementPreview;
  /** The client the invoice is made out to: its balance in favour may pay ("Saldo a favor"). */
  buyerId?: number | null;
  onChange: (patch: Partial<SettleValues>) => void;
}) {
  const mayCredit = usePermission('facturas.credito');
  const [empresa, setEmpresa] = useState<TClient | null>(null);
  const [otro, setOtro] = useState<TClient | null>(null);
  const owed = balanceSign(saldo) > 0;
  const credit = owed && v.modo === 'credito';
  return (
    <>
      {owed && mayCredit && (
        <SegmentedControl
          aria-label="Cómo se liquida"
          value={v.modo}
          onChange={(modo) => onChange({ modo: modo as SettleValues['modo'] })}
          data={[
            { value: 'pagar', label: 'Pagar ahora' },
            { value: 'credito', label: 'Cargar a empresa (crédito)' },
          ]}
        />
      )}
      {owed && !credit && v.comprador !== 'consumidor_final' && (
        <FavorField
          buyerId={buyerId}
          saldo={saldo}
          value={v.saldo_favor}
          onChange={(saldo_favor) => onChange({ saldo_favor })}
        />
      )}
      {owed && !credit && (
        <PaymentLines
          saldo={payableBalance(saldo, v)}
          lines={v.pagos}
          settlement={preview}
          onChange={(pagos) => onChange({ pagos })}
        />
      )}
      {credit && (
        <>
          <ClientPicker
            label="Empresa"
            value={empresa}
            onChange={(c) => {
              setEmpresa(c);
              // The due date follows the company's payment terms (plazo); the desk may change it.
              onChange(
                c
                  ? { empresa_id: String(c.id), vencimiento: addDays(hoy, c.plazo_dias) }
                  : { empresa_id: '' },
              );
            }}
          />
          <DateField
            label="Vence el"
            minDate={hoy}
            value={v.vencimiento}
            onChange={(vencimiento) => onChange({ vencimiento })}
            withAsterisk
          />
        </>
      )}
      {!credit && (
        <>
          <Select
            label="Facturar a"
            data={buyerOptions(holder)}
            value={v.comprador}
            onChange={(c) => onChange({ comprador: (c as Buyer | null) ?? 'titular' })}
            allowDeselect={false}
          />
          {v.comprador === 'otro' && (
            <ClientPicker
              label="Cliente de la factura"
              value={otro}
              onChange={(c) => {
                setOtro(c);
                onChange({ cliente_id: c ? String(c.id) : '' });
              }}
            />
          )}
        </>
      )}
    </>
  );
}
