import { Paper, Stack, Table, Text } from '@mantine/core';
import { changeLine, type TAuditChange, type TAuditEntry } from '@posada/contracts';
import { formatDateTime } from '../../lib/format';

export const EMPTY_AUDIT = 'No hay cambios registrados con estos filtros';

/** The changes of an entry, one per line; the value before and after side by side. */
function Changes({ cambios }: { cambios: readonly TAuditChange[] }) {
  if (cambios.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Sin detalle
      </Text>
    );
  return (
    <Stack gap={2}>
      {cambios.map((c) => (
        <Text key={c.campo} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {changeLine(c)}
        </Text>
      ))}
    </Stack>
  );
}

const who = (e: TAuditEntry) => e.usuario ?? 'Desconocido';
const what = (e: TAuditEntry) => `${e.entidad_nombre}${e.entidad_id ? ` ${e.entidad_id}` : ''}`;

/** The entries on a wide screen: a table, one row per change made. */
export function AuditTable({ entries }: { entries: readonly TAuditEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label="Registro de auditoría">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>Fecha</Table.Th>
            <Table.Th w={170}>Usuario</Table.Th>
            <Table.Th w={170}>Registro</Table.Th>
            <Table.Th w={170}>Acción</Table.Th>
            <Table.Th>Cambios</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" ta="center" py="lg">
                  {EMPTY_AUDIT}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {entries.map((e) => (
            <Table.Tr key={e.id} data-testid={`auditoria-${e.id}`}>
              <Table.Td>{formatDateTime(e.fecha)}</Table.Td>
              <Table.Td>
                {who(e)}
                {e.ip && (
                  <Text size="xs" c="dimmed">
                    {e.ip}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{what(e)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {e.accion_nombre}
                </Text>
              </Table.Td>
              <Table.Td>
                <Changes cambios={e.cambios} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The entries on a phone: one card each, its changes under its heading. */
export function AuditCards({ entries }: { entries: readonly TAuditEntry[] }) {
  if (entries.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {EMPTY_AUDIT}
      </Text>
    );
  }
  return (
    <Stack gap="xs" aria-label="Registro de auditoría" role="list">
      {entries.map((e) => (
        <Paper key={e.id} withBorder p="xs" radius="md" role="listitem" data-testid={`auditoria-${e.id}`}>
          <Text size="sm" fw={600}>
            {e.accion_nombre} · {what(e)}
          </Text>
          <Text size="xs" c="dimmed" mb={4}>
            {formatDateTime(e.fecha)} · {who(e)}
            {e.ip ? ` · ${e.ip}` : ''}
          </Text>
          <Changes cambios={e.cambios} />
        </Paper>
      ))}
    </Stack>
  );
}
