import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TJob, TJobState } from '@posada/contracts';
import { useJobs } from '../../api/jobs';
import { formatDateTime } from '../../lib/format';

const STATES: Record<TJobState, { label: string; color: string }> = {
  ok: { label: 'Al día', color: 'green' },
  en_curso: { label: 'En curso', color: 'blue' },
  error: { label: 'Falló', color: 'red' },
  retrasado: { label: 'Retrasada', color: 'orange' },
  sin_ejecutar: { label: 'Sin ejecutar', color: 'gray' },
};

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
/** A pass's interval: in minutes, or in seconds under a minute (TRA_QUEUE_SECONDS). */
const every = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.round(seconds / 60)} min`);

/** Configuración → Tareas: every scheduled job with its last and next pass (issue 26; administrators). */
export function JobsPanel() {
  const jobs = useJobs();
  if (!jobs.data)
    return <Text c="dimmed">{jobs.isError ? 'No se pudieron cargar las tareas.' : 'Cargando…'}</Text>;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            Tareas programadas
          </Title>
          <Text size="sm" c="dimmed">
            Lo que el servidor hace solo: cada ejecución, su resultado y su último error.
          </Text>
        </div>
        {jobs.data.length === 0 ? (
          <Text c="dimmed">Ningún proceso ha ejecutado tareas todavía.</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label="Tareas programadas">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tarea</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th>Última ejecución</Table.Th>
                  <Table.Th>Próxima</Table.Th>
                  <Table.Th>Último resultado</Table.Th>
                  <Table.Th>Último error</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jobs.data.map((job) => (
                  <JobRow key={job.nombre} job={job} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

function JobRow({ job }: { job: TJob }) {
  const state = STATES[job.estado];
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{job.descripcion}</Text>
        <Text size="xs" c="dimmed">
          Cada {every(job.intervalo_segundos)}
          {job.proceso ? ` · ${job.proceso}` : ''}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={state.color} variant="light" style={{ minWidth: 'max-content' }}>
          {state.label}
        </Badge>
      </Table.Td>
      <Table.Td>{when(job.ultima_ejecucion)}</Table.Td>
      <Table.Td>{when(job.proxima_ejecucion)}</Table.Td>
      <Table.Td>{job.ultimo_resultado ?? '—'}</Table.Td>
      <Table.Td>
        {job.ultimo_error ? (
          <Text size="sm" c="red">
            {formatDateTime(job.ultimo_error.fecha)}: {job.ultimo_error.mensaje}
          </Text>
        ) : (
          '—'
        )}
      </Table.Td>
    </Table.Tr>
  );
}
