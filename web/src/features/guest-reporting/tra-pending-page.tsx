import { Alert, Button, Group, Modal, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import type { TTraPendingItem } from '@posada/contracts';
import { useState } from 'react';
import { useTraPending } from '../../api/guest-reporting';
import { type CrudColumn, errorMessage } from '../../components/crud';
import { CrudTable } from '../../components/crud/crud-table';
import { TraBadge, TraResendButton, TraStatePanel } from '../../components/tra-state';
import { formatDate, formatDateTime } from '../../lib/format';

const columns: CrudColumn<TTraPendingItem>[] = [
  { key: 'habitacion', header: 'Habitación', render: (r) => r.habitacion, width: 100 },
  { key: 'estado', header: 'Estado', render: (r) => <TraBadge estado={r.estado} />, width: 150 },
  { key: 'huesped', header: 'Huésped', render: (r) => r.huesped },
  { key: 'llegada', header: 'Llegada', render: (r) => formatDate(r.llegada), width: 110 },
  {
    key: 'mensaje',
    header: 'Detalle',
    render: (r) => (
      <Stack gap={0} miw={220}>
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {r.mensaje ?? '—'}
        </Text>
        <Text size="xs" c="dimmed">
          {r.intentos} {r.intentos === 1 ? 'intento' : 'intentos'}
          {r.proximo_intento ? ` · próximo ${formatDateTime(r.proximo_intento)}` : ''}
        </Text>
      </Stack>
    ),
  },
];

/**
 * Informes → TRA pendientes (issue 30): the stays whose TRA to MinCIT is pending, failed or lacks
 * data, paged by the server, each with Reenviar and its detail (what is missing, every submission).
 */
export function TraPendingPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<TTraPendingItem | null>(null);
  const query = useTraPending(page);
  const result = query.data;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        TRA pendientes
      </Title>
      <Text size="sm" c="dimmed">
        Estadías cuya Tarjeta de Registro de Alojamiento no ha llegado a MinCIT: pendientes de envío, con
        error o con datos por completar. Complete los datos del huésped y use «Reenviar».
      </Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {query.isError && (
            <Alert color="red" title="No se pudo cargar la lista">
              {errorMessage(query.error)}
            </Alert>
          )}
          <CrudTable
            columns={columns}
            rows={result?.data}
            rowKey={(r) => r.estancia_id}
            loading={query.isFetching}
            search=""
            rowActions={(r) => (
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="subtle" onClick={() => setOpen(r)}>
                  Ver
                </Button>
                <TraResendButton estanciaId={r.estancia_id} />
              </Group>
            )}
          />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {result ? `${result.total} ${result.total === 1 ? 'estadía' : 'estadías'}` : ''}
            </Text>
            {result && result.last_page > 1 && (
              <Pagination total={result.last_page} value={page} onChange={setPage} size="sm" />
            )}
          </Group>
        </Stack>
      </Paper>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `TRA · habitación ${open.habitacion} · ${open.huesped}` : ''}
        size="lg"
        centered
      >
        {open && <TraStatePanel estanciaId={open.estancia_id} />}
      </Modal>
    </Stack>
  );
}
