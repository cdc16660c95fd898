import { Alert, Badge, Button, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { type TReportIssue, type TTraState, traStateLabels } from '@posada/contracts';
import { useState } from 'react';
import { useTraResend, useTraState } from '../api/guest-reporting';
import { formatDateTime } from '../lib/format';
import { usePermission } from '../lib/permissions';
import { notifyError, notifySuccess } from './crud';

export const traStateColors: Record<TTraState, string> = {
  pendiente: 'blue',
  enviado: 'green',
  error: 'red',
  sin_datos: 'orange',
  no_aplica: 'gray',
};

/** A TRA state as a badge: «TRA: Enviado». */
export function TraBadge({ estado }: { estado: TTraState }) {
  return (
    <Badge color={traStateColors[estado]} variant="light" style={{ minWidth: 'max-content' }}>
      TRA: {traStateLabels[estado]}
    </Badge>
  );
}

/** Everything a report lacks, at once: «Acompañante 1 (John Smith): Falta la fecha de nacimiento». */
export function IssueList({ issues, label }: { issues: readonly TReportIssue[]; label: string }) {
  return (
    <List size="sm" spacing={2} aria-label={label}>
      {issues.map((i) => (
        <List.Item key={`${i.quien}|${i.campo}|${i.mensaje}`}>
          <b>{i.quien}:</b> {i.mensaje}
        </List.Item>
      ))}
    </List>
  );
}

/** Queues a stay's TRA again; shown to holders of `reporte_huespedes.enviar` only. */
export function TraResendButton({ estanciaId, size = 'xs' }: { estanciaId: number; size?: 'xs' | 'sm' }) {
  const mayResend = usePermission('reporte_huespedes.enviar');
  const resend = useTraResend();
  if (!mayResend) return null;
  return (
    <Button
      size={size}
      variant="light"
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(estanciaId, {
          onSuccess: (answer) => notifySuccess(answer.message),
          onError: (error) => notifyError(error, 'No se pudo reenviar la TRA'),
        })
      }
    >
      Reenviar
    </Button>
  );
}

/**
 * A stay's TRA to MinCIT (issue 30): its state (pendiente, enviado with MinCIT's code, error with
 * its message, sin datos with everything missing listed at once), Reenviar, and the submissions.
 */
export function TraStatePanel({ estanciaId }: { estanciaId: number }) {
  const query = useTraState(estanciaId);
  const [showLog, setShowLog] = useState(false);
  const tra = query.data;
  if (!tra) {
    return query.isError ? (
      <Text size="sm" c="red">
        No se pudo consultar el estado de la TRA.
      </Text>
    ) : null;
  }
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="tra-estancia">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <TraBadge estado={tra.estado} />
            {tra.codigo && (
              <Text size="sm">
                Código MinCIT <b>{tra.codigo}</b>
              </Text>
            )}
            {tra.estado === 'pendiente' && tra.proximo_intento && (
              <Text size="xs" c="dimmed">
                Próximo intento {formatDateTime(tra.proximo_intento)}
              </Text>
            )}
          </Group>
          {tra.estado !== 'enviado' && <TraResendButton estanciaId={estanciaId} />}
        </Group>
        {/* «Faltan datos…» is the list below when there is one; any other message is shown. */}
        {tra.mensaje &&
          tra.estado !== 'enviado' &&
          !(tra.estado === 'sin_datos' && tra.faltantes.length > 0) && (
            <Text size="sm" c={tra.estado === 'error' ? 'red' : 'dimmed'}>
              {tra.mensaje}
            </Text>
          )}
        {tra.faltantes.length > 0 && (
          <Alert color="orange" p="xs" title="Faltan datos para la TRA">
            <IssueList issues={tra.faltantes} label="Datos que faltan para la TRA" />
          </Alert>
        )}
        {tra.registro.length > 0 && (
          <Button
            size="compact-xs"
            variant="subtle"
            w="fit-content"
            aria-expanded={showLog}
            onClick={() => setShowLog((v) => !v)}
          >
            {showLog ? 'Ocultar envíos' : `Ver envíos (${tra.registro.length})`}
          </Button>
        )}
        {showLog && (
          <Table.ScrollContainer minWidth={440}>
            <Table fz="xs" aria-label="Envíos de la TRA">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th>Envío</Table.Th>
                  <Table.Th>Respuesta</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tra.registro.map((r) => (
                  <Table.Tr key={`${r.fecha}-${r.ruta}-${r.resumen}`}>
                    <Table.Td>{formatDateTime(r.fecha)}</Table.Td>
                    <Table.Td>
                      {r.ruta} · {r.resumen}
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>
                      {r.estado_http ?? 'sin respuesta'} {r.respuesta ?? ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
