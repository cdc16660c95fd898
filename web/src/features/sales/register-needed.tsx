import { Text } from '@mantine/core';
import { NoRegisterAlert } from '../../components/no-register-alert';
import { OpenRegisterButton } from '../../components/open-register/open-register-button';

/**
 * Cobrar without an open register (the quick sale, a table's bill): says so and offers «Abrir
 * Caja» right there, the top bar's dialog; once open, Cobrar is enabled with the order as typed.
 */
export function RegisterNeeded() {
  return (
    <NoRegisterAlert>
      <Text size="sm">Para cobrar abra una caja.</Text>
      <OpenRegisterButton mt="xs" />
    </NoRegisterAlert>
  );
}
