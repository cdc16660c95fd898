import { Paper, Table, Text, Timeline, Title } from '@mantine/core';
import { reservationHistoryLabels, type TReservation } from '@posada/contracts';
import { formatDateTime } from '../../lib/format';
import { historyChanges } from './history-changes';

/** The booking's history, newest first: what was done, by whom, when, and each field before/after. */
export function HistoryTimeline({ booking }: { booking: TReservation }) {
  const lineNumber = new Map(booking.lineas.map((l, i) => [l.id, i + 1]));
  const rooms = new Map(
    booking.lineas.flatMap((l) => (l.habitacion_id ? [[l.habitacion_id, l.habitacion ?? '']] : [])),
  );
  const context = {
    lineName: (id: number) => `habitación ${lineNumber.get(id) ?? id}`,
    roomName: (id: number) => rooms.get(id) || undefined,
  };
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="historial-titulo">
      <Title order={2} size="h4" id="historial-titulo" mb="xs">
        Historial
      </Title>
      {booking.historial.length === 0 ? (
        <Text size="sm" c="dimmed">
          Sin cambios registrados.
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={booking.historial.length} data-testid="historial">
          {booking.historial.map((h) => {
            const changes = historyChanges(h.antes, h.despues, context);
            const line = h.linea_id === null ? undefined : lineNumber.get(h.linea_id);
            return (
              <Timeline.Item
                key={h.id}
                title={`${reservationHistoryLabels[h.accion] ?? h.accion}${line ? ` · habitación ${line}` : ''}`}
              >
                <Text size="xs" c="dimmed">
                  {formatDateTime(h.fecha)} · {h.usuario ?? 'Sistema (cierre del día)'}
                </Text>
                {changes.length > 0 && (
                  <Table.ScrollContainer minWidth={300}>
                    <Table fz="xs" withTableBorder mt={4} aria-label="Antes y después">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Dato</Table.Th>
                          <Table.Th>Antes</Table.Th>
                          <Table.Th>Después</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {changes.map((c) => (
                          <Table.Tr key={c.campo}>
                            <Table.Td>{c.campo}</Table.Td>
                            <Table.Td>{c.antes}</Table.Td>
                            <Table.Td>{c.despues}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
}
