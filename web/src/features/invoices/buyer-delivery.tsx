import { Badge, Button, Group, Text } from '@mantine/core';
import type { TDeliveryState, TElectronicDocumentClass } from '@posada/contracts';
import { IconMail } from '@tabler/icons-react';
import { useResendMail } from '../../api/e-invoicing-delivery';
import { notifyError, notifySuccess } from '../../components/crud';
import { formatDateTime } from '../../lib/format';
import { usePermission } from '../../lib/permissions';

const STATES: Record<TDeliveryState['estado'], { label: string; color: string }> = {
  pendiente: { label: 'Correo: por enviar', color: 'blue' },
  enviado: { label: 'Correo: enviado', color: 'green' },
  error: { label: 'Correo: no enviado', color: 'orange' },
  sin_correo: { label: 'Correo: el cliente no tiene', color: 'gray' },
};

/**
 * The e-mail of an accepted document to its buyer (the XML and the PDF, zipped): its state, to
 * whom and when, why it failed, and "Reenviar correo" (`facturas.crear`).
 */
export function BuyerDelivery({
  clase,
  id,
  entrega,
}: {
  clase: TElectronicDocumentClass;
  id: number;
  entrega: TDeliveryState | null;
}) {
  const resend = useResendMail(clase, id);
  const mayResend = usePermission('facturas.crear');
  if (!entrega) return null;
  const state = STATES[entrega.estado];
  return (
    <Group gap="xs" wrap="wrap" data-testid="entrega-correo">
      <Badge color={state.color} variant="light">
        {state.label}
      </Badge>
      {entrega.estado === 'enviado' && entrega.correo && (
        <Text size="xs" c="dimmed">
          a {entrega.correo}
          {entrega.enviado && ` el ${formatDateTime(entrega.enviado)}`}
        </Text>
      )}
      {entrega.estado === 'sin_correo' && (
        <Text size="xs" c="dimmed">
          Registre el correo del cliente y reenvíe.
        </Text>
      )}
      {entrega.estado === 'error' && (
        <Text size="xs" c="orange">
          {entrega.error}
          {entrega.proximo_intento && ` · nuevo intento ${formatDateTime(entrega.proximo_intento)}`}
        </Text>
      )}
      {mayResend && entrega.estado !== 'pendiente' && (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconMail size={16} />}
          loading={resend.isPending}
          onClick={() =>
            resend
              .mutateAsync()
              .then((a) => notifySuccess(a.message))
              .catch((e: unknown) => notifyError(e, 'No se pudo reenviar el correo'))
          }
        >
          Reenviar correo
        </Button>
      )}
    </Group>
  );
}
