import { AmountInput, type AmountInputProps } from './amount-input';

const formats = {
  0: { decimals: 0, style: 'money', prefix: '$ ' },
  2: { decimals: 2, style: 'money', prefix: '$ ' },
} as const;

/**
 * An amount of COP as staff type it: '$ 1.500.000,50', '.' between thousands, ',' before the
 * cents. Register amounts and deposits are whole pesos (spec §9): cents typed there are rounded
 * and the field says so.
 */
export function MoneyInput({ decimals = 0, ...props }: AmountInputProps & { decimals?: 0 | 2 }) {
  return <AmountInput format={formats[decimals]} {...props} />;
}
