import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount of COP as staff type it: '$ 1.500.000', '.' between thousands, ',' before decimals,
 * never negative. Register amounts are whole pesos (spec §9), so no decimals unless asked.
 */
export function MoneyInput({ decimals = 0, ...props }: NumberInputProps & { decimals?: 0 | 2 }) {
  return (
    <NumberInput
      prefix="$ "
      thousandSeparator="."
      decimalSeparator=","
      decimalScale={decimals}
      allowDecimal={decimals > 0}
      allowNegative={false}
      hideControls
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      {...props}
    />
  );
}
