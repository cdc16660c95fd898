import { Select, type SelectProps } from '@mantine/core';
import { usePaymentMethodOptions } from '../api/rooms';

/**
 * The one picker of a payment method (payments, refunds, deposits, abonos, credit notes, the lines
 * of a settlement): the hotel's active methods, the value their id as text. The label and the
 * placeholder say what the money is for; the rest is a Select's.
 */
export function PaymentMethodSelect({
  label = 'Medio de pago',
  placeholder = 'Seleccione',
  ...props
}: Omit<SelectProps, 'data'>) {
  const options = usePaymentMethodOptions();
  return <Select label={label} placeholder={placeholder} data={options} {...props} />;
}
