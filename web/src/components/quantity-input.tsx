import { AmountInput, type AmountInputProps } from './amount-input';

const format = { decimals: 3, style: 'quantity' } as const;

/**
 * A quantity of stock typed the es-CO way: '24', '1,5', '0,125' (kg), '1.500' (one thousand five
 * hundred units); up to three decimals. The form gets the exact decimal string ("1.50").
 */
export function QuantityInput(props: AmountInputProps) {
  return <AmountInput format={format} {...props} />;
}
