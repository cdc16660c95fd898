import { Alert, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { auditActionName, auditEntityName } from '@posada/contracts';
import { useState } from 'react';
import { type AuditFilters, fetchAuditExport, useAuditPage, useAuditUsers } from '../../api/audit-log';
import { errorMessage } from '../../components/crud';
import { ExportButtons } from '../../components/export-buttons';
import { formatDate, hotelDate } from '../../lib/format';
import { dateRangeIsValid } from '../../lib/iso-date';
import { AuditCards, AuditTable } from './audit-entries';
import { auditDocument } from './audit-export';
import { AuditFiltersBar } from './audit-filters';

/** Below Mantine's `sm` breakpoint the entries are cards: a table of changes does not fit a phone. */
const PHONE = '(max-width: 47.99em)';

/** What the file says it holds: the filters in words. */
function filterLines(f: AuditFilters, userName: string | undefined): string[] {
  const range =
    f.desde || f.hasta
      ? [`Fechas: ${f.desde ? formatDate(f.desde) : 'inicio'} a ${f.hasta ? formatDate(f.hasta) : 'hoy'}`]
      : [];
  return [
    ...range,
    ...(userName ? [`Usuario: ${userName}`] : []),
    ...(f.entidad ? [`Entidad: ${auditEntityName(f.entidad)}`] : []),
    ...(f.accion ? [`Acción: ${auditActionName(f.accion)}`] : []),
    ...(f.entidad_id.trim() ? [`Registro n.º ${f.entidad_id.trim()}`] : []),
  ];
}

/**
 * Administración → Auditoría (`auditoria.ver`): who changed what in the hotel, when and from
 * where, newest first, with each change's before and after in words; filtered, paged by the
 * server, exported to Excel and PDF.
 */
export function AuditLogPage() {
  const today = hotelDate();
  const [state, setState] = useState<{ filters: AuditFilters; page: number }>({
    filters: {
      desde: `${today.slice(0, 8)}01`,
      hasta: today,
      usuario_id: null,
      entidad: null,
      accion: null,
      entidad_id: '',
    },
    page: 1,
  });
  const { filters, page } = state;
  const query = useAuditPage(filters, page);
  const users = useAuditUsers();
  const phone = useMediaQuery(PHONE);
  const result = query.data;
  const userName = users.data?.find((u) => u.value === filters.usuario_id)?.label;
  const readAll = async () => {
    const { rows, total } = await fetchAuditExport(filters);
    return auditDocument(rows, total, filterLines(filters, userName));
  };
  const ready = dateRangeIsValid(filters) && result !== undefined;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Auditoría
        </Title>
        <Group gap="xs">
          <ExportButtons read={ready && result.total > 0 ? readAll : undefined} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Cada cambio de dinero, inventario, habitaciones, cajas, usuarios y roles, con quién lo hizo, cuándo y
        desde qué equipo. Se muestran los del hotel actual; los de usuarios, roles y sesiones, comunes a todos
        los hoteles, solo a quien trabaja en todos. Un precio distinto al de lista aparece como «Precio (lista
        → cobrado)».
      </Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <AuditFiltersBar value={filters} onChange={(next) => setState({ filters: next, page: 1 })} />
          {query.isError && (
            <Alert color="red" title="No se pudo cargar el registro">
              {errorMessage(query.error)}
            </Alert>
          )}
          {result && (phone ? <AuditCards entries={result.data} /> : <AuditTable entries={result.data} />)}
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {result ? `${result.total} ${result.total === 1 ? 'registro' : 'registros'}` : 'Cargando…'}
            </Text>
            {result && result.last_page > 1 && (
              <Pagination
                total={result.last_page}
                value={page}
                onChange={(next) => setState((s) => ({ ...s, page: next }))}
                size="sm"
                siblings={phone ? 0 : 1}
              />
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
