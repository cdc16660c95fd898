import { useClientBalance } from '../../api/client-balances';
import { formatCOP } from '../../lib/format';
import { compareMoney, isPositiveAmount } from '../../lib/money';
import { MoneyInput } from '../money-input';

/**
 * "Saldo a favor": what of the buyer's balance in favour (an advance, a credit note) pays the
 * invoice, shown only when the buyer has one and the user may read it; at most the balance and
 * what is owed (the server checks both again, under the balance's lock).
 */
export function FavorField({
  buyerId,
  saldo,
  value,
  onChange,
}: {
  buyerId: number | null;
  saldo: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const balance = useClientBalance(buyerId);
  const available = balance.data?.saldo ?? '0.00';
  if (buyerId === null || !isPositiveAmount(available)) return null;
  const error = !isPositiveAmount(value)
    ? undefined
    : compareMoney(value, available) > 0
      ? `Máximo ${formatCOP(available, 2)}`
      : compareMoney(value, saldo) > 0
        ? `Supera el saldo por pagar (${formatCOP(saldo, 2)})`
        : undefined;
  return (
    <MoneyInput
      decimals={2}
      label={`Saldo a favor del cliente (disponible ${formatCOP(available, 2)})`}
      description="Lo que use paga primero; las líneas de pago cubren el resto"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
