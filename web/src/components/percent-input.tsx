import { AmountInput, type AmountInputProps } from './amount-input';

const format = { decimals: 2, style: 'plain', suffix: ' %' } as const;

/** A percentage (taxes) typed the es-CO way: '2,5 %'; a pasted '2.5' is the same. */
export function PercentInput(props: AmountInputProps) {
  return <AmountInput format={format} {...props} />;
}
