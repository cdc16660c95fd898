import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TGuestReportingState, ZGuestReportingSettings } from '@posada/contracts';
import { useGuestReportingSettings, useSaveGuestReporting } from '../../api/guest-reporting';
import { submitForm } from '../../components/crud';
import { zodFormResolver } from '../../lib/zod-form';

/**
 * Configuración → Reporte de huéspedes (issue 30; administrators): the TRA of MinCIT (on/off, its
 * token — written, never shown back — and the kind of lodging) and the hotel's SIRE code. The RNT
 * and the city are the hotel's own (Hoteles), shown here because both reports need them.
 */
export function GuestReportingPanel() {
  const query = useGuestReportingSettings();
  const state = query.data;
  if (!state)
    return (
      <Text c="dimmed">
        {query.isError ? 'No se pudo cargar la configuración del reporte de huéspedes.' : 'Cargando…'}
      </Text>
    );
  return (
    <Stack gap="md">
      {!state.clave_servidor && (
        <Alert color="orange" title="Falta la clave del servidor">
          Este servidor no tiene la variable POSADA_SECRET_KEY (32 caracteres o más): sin ella no se puede
          guardar el token de la TRA. Pida a quien administra el servidor que la configure.
        </Alert>
      )}
      <HotelFacts state={state} />
      <SettingsForm key={JSON.stringify(state)} state={state} />
    </Stack>
  );
}

/** What both reports take from the hotel's record (changed in Usuarios → Hoteles). */
function HotelFacts({ state }: { state: TGuestReportingState }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Datos del hotel
        </Title>
        <Table aria-label="Datos del hotel para los reportes" variant="vertical" layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={180}>RNT</Table.Th>
              <Table.Td>
                {state.rnt ?? (
                  <Text c="red" size="sm">
                    Sin RNT
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Ciudad del hotel</Table.Th>
              <Table.Td>
                {state.ciudad ?? (
                  <Text c="red" size="sm">
                    Sin ciudad
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          El RNT y la ciudad se cambian en Usuarios → Hoteles.
        </Text>
      </Stack>
    </Paper>
  );
}

function SettingsForm({ state }: { state: TGuestReportingState }) {
  const save = useSaveGuestReporting();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      tra_activo: state.tra_activo,
      tra_token: '',
      tipo_acomodacion: state.tipo_acomodacion ?? 'Hotel',
      sire_codigo: state.sire_codigo ?? '',
    },
    validate: zodFormResolver(ZGuestReportingSettings),
  });
  const submit = submitForm(form, ZGuestReportingSettings, save.mutateAsync, {
    done: 'Configuración del reporte de huéspedes guardada',
    failed: 'No se pudo guardar la configuración',
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          TRA — MinCIT
        </Title>
        <Text size="sm" c="dimmed">
          La Tarjeta de Registro de Alojamiento de cada check-in se envía sola al servicio de MinCIT, con el
          token que MinCIT envió al correo registrado en el RNT.
        </Text>
        <PasswordInput
          label="Token de la TRA"
          description={
            state.tiene_token
              ? 'Hay un token guardado. Escriba uno nuevo solo para cambiarlo.'
              : 'No hay token guardado. Solicítelo en pms.mincit.gov.co/token.'
          }
          autoComplete="new-password"
          {...form.getInputProps('tra_token')}
        />
        <TextInput
          label="Tipo de acomodación"
          description="Como lo envía a MinCIT, por ejemplo «Hotel»."
          {...form.getInputProps('tipo_acomodacion')}
        />
        <Switch
          label="Enviar la TRA de cada check-in"
          {...form.getInputProps('tra_activo', { type: 'checkbox' })}
        />
        <Title order={2} size="h4" mt="sm">
          SIRE — Migración Colombia
        </Title>
        <TextInput
          label="Código del hotel en SIRE"
          description="El que Migración le asignó al inscribir el hotel."
          inputMode="numeric"
          {...form.getInputProps('sire_codigo')}
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
