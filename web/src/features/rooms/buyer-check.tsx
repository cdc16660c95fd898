import { Alert, Text } from '@mantine/core';
import { useBuyerCheck } from '../../api/e-invoicing-delivery';

/**
 * Said before the check-out: while the hotel issues electronically, the invoice's buyer must have
 * the data DIAN asks for; the check-out would be refused (400) otherwise. Nothing to say: nothing shown.
 */
export function BuyerCheck({ clientId }: { clientId: number | null }) {
  const check = useBuyerCheck(clientId).data;
  if (!clientId || !check?.mensaje) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title="Complete los datos del cliente"
      data-testid="comprador-incompleto"
    >
      <Text size="sm">{check.mensaje}</Text>
    </Alert>
  );
}

/** Whether the check-out can go on as far as the buyer's data goes (unknown yet: yes, the server checks). */
export function useBuyerReady(clientId: number | null): boolean {
  const check = useBuyerCheck(clientId).data;
  return !clientId || !check || check.faltantes.length === 0;
}
