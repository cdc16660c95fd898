import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TBackupSettings, type TBackupsState, ZBackupSettings } from '@posada/contracts';
import { useBackups, useCreateBackup, useSaveBackupSettings } from '../../api/backups';
import { notifyError, notifySuccess, submitForm } from '../../components/crud';
import { formatDateTime, formatSize } from '../../lib/format';
import { zodFormResolver } from '../../lib/zod-form';

/** Configuración → Respaldos: the embedded database's backups (issue 26; administrators). */
export function BackupsPanel() {
  const backups = useBackups();
  const create = useCreateBackup();
  const state = backups.data;
  if (!state)
    return <Text c="dimmed">{backups.isError ? 'No se pudieron cargar los respaldos.' : 'Cargando…'}</Text>;
  if (!state.disponible) {
    return (
      <Alert color="blue" title="Respaldos con PostgreSQL">
        Esta instalación usa PostgreSQL: sus respaldos se hacen con pg_dump (vea docs/operations.md).
      </Alert>
    );
  }
  const createNow = () =>
    create.mutate(undefined, {
      onSuccess: () => notifySuccess('Respaldo creado'),
      onError: (error) => notifyError(error, 'No se pudo crear el respaldo'),
    });
  return (
    <Stack gap="md">
      {state.ultimo_error && (
        <Alert color="red" title={`El último respaldo falló (${formatDateTime(state.ultimo_error.fecha)})`}>
          {state.ultimo_error.mensaje}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <div>
            <Title order={2} size="h4">
              Respaldos
            </Title>
            <Text size="sm" c="dimmed">
              Carpeta: {state.carpeta ?? '—'}
            </Text>
          </div>
          <Button onClick={createNow} loading={create.isPending}>
            Crear respaldo ahora
          </Button>
        </Group>
        <BackupList respaldos={state.respaldos} />
      </Paper>
      <BackupSettingsForm key={JSON.stringify(state.configuracion)} settings={state.configuracion} />
    </Stack>
  );
}

function BackupList({ respaldos }: { respaldos: TBackupsState['respaldos'] }) {
  if (respaldos.length === 0) return <Text c="dimmed">Aún no hay respaldos.</Text>;
  return (
    <Table striped aria-label="Respaldos">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Archivo</Table.Th>
          <Table.Th>Fecha</Table.Th>
          <Table.Th ta="right">Tamaño</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {respaldos.map((r) => (
          <Table.Tr key={r.nombre}>
            <Table.Td>{r.nombre}</Table.Td>
            <Table.Td>{formatDateTime(r.fecha)}</Table.Td>
            <Table.Td ta="right">{formatSize(r.tamano)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function BackupSettingsForm({ settings }: { settings: TBackupSettings }) {
  const save = useSaveBackupSettings();
  const form = useForm({
    mode: 'controlled',
    initialValues: { hora: settings.hora, carpeta: settings.carpeta ?? '', conservar: settings.conservar },
    validate: zodFormResolver(ZBackupSettings),
  });
  const submit = submitForm(form, ZBackupSettings, save.mutateAsync, {
    done: 'Configuración de respaldos guardada',
    failed: 'No se pudo guardar la configuración de respaldos',
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Respaldo diario
        </Title>
        <Group grow align="flex-start">
          <NumberInput
            label="Hora del respaldo diario (0 a 23)"
            min={0}
            max={23}
            {...form.getInputProps('hora')}
          />
          <NumberInput
            label="Respaldos que se conservan"
            min={1}
            max={365}
            {...form.getInputProps('conservar')}
          />
        </Group>
        <TextInput
          label="Carpeta de los respaldos"
          description="Vacía: la carpeta backups dentro de la carpeta de datos. Puede ser otro disco, una memoria USB o una carpeta sincronizada."
          {...form.getInputProps('carpeta')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
