import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { TElectronicDocumentClass } from '@posada/contracts';
import { IconFileCode, IconSend } from '@tabler/icons-react';
import { downloadElectronicXml, useElectronicDocument, useResendInvoice } from '../../api/e-invoicing';
import { notifyError, notifySuccess } from '../../components/crud';
import { DIAN_STATES, DianBadge } from '../../components/dian-badge';
import { formatDateTime } from '../../lib/format';
import { usePermission } from '../../lib/permissions';
import { BuyerDelivery } from './buyer-delivery';

/**
 * An invoice's (or note's) life at DIAN: its state, the CUFE with DIAN's consultation link, the
 * signed XML, DIAN's messages on a rejection and, for an invoice, the resend. Nothing when the
 * document was issued while the hotel did not issue electronically.
 */
export function ElectronicState({
  clase,
  id,
  numero,
}: {
  clase: TElectronicDocumentClass;
  id: number;
  numero: string;
}) {
  const doc = useElectronicDocument(clase, id).data;
  const resend = useResendInvoice(id);
  const mayResend = usePermission('facturas.crear') && clase === 'factura';
  if (!doc?.estado) return null;
  const state = DIAN_STATES[doc.estado];
  const stuck = doc.estado === 'rechazado' || doc.estado === 'error';
  return (
    <Stack gap={4} data-testid="estado-dian">
      <Group gap="xs" wrap="wrap">
        <DianBadge state={doc.estado} />
        {doc.estado === 'pendiente' && doc.intentos > 0 && doc.proximo_intento && (
          <Text size="xs" c="dimmed">
            Nuevo intento {formatDateTime(doc.proximo_intento)}
          </Text>
        )}
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconFileCode size={16} />}
          onClick={() =>
            downloadElectronicXml(clase, id, numero).catch((e: unknown) =>
              notifyError(e, 'No se pudo descargar el XML'),
            )
          }
        >
          XML firmado
        </Button>
        {stuck && mayResend && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={16} />}
            loading={resend.isPending}
            onClick={() =>
              resend
                .mutateAsync()
                .then(() => notifySuccess('La factura volverá a enviarse a la DIAN en segundos'))
                .catch((e: unknown) => notifyError(e, 'No se pudo reenviar'))
            }
          >
            Reenviar a la DIAN
          </Button>
        )}
      </Group>
      <BuyerDelivery clase={clase} id={id} entrega={doc.entrega} />
      {doc.cufe && (
        <Text size="xs" style={{ wordBreak: 'break-all' }}>
          {doc.esquema ?? (clase === 'factura' ? 'CUFE' : 'CUDE')}:{' '}
          {doc.url_consulta ? (
            <Anchor href={doc.url_consulta} target="_blank" rel="noreferrer" size="xs">
              {doc.cufe}
            </Anchor>
          ) : (
            doc.cufe
          )}
        </Text>
      )}
      {stuck && (doc.mensajes.length > 0 || doc.error) && (
        <Alert
          color={state.color}
          p="xs"
          title={doc.estado === 'rechazado' ? 'La DIAN la rechazó' : 'No se pudo enviar'}
        >
          {[...doc.mensajes, ...(doc.error ? [doc.error] : [])].map((m) => (
            <Text key={m} size="xs">
              {m}
            </Text>
          ))}
          {doc.estado === 'rechazado' && (
            <Text size="xs" mt={4}>
              Una factura rechazada no se edita: corrija el dato y reenvíela, o anúlela con una nota crédito y
              emita otra.
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
