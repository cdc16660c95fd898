import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { fiscalResponsibilities, type TEInvoicingState, ZEInvoicingSettings } from '@posada/contracts';
import { useEInvoicing, useSaveEInvoicing } from '../../api/e-invoicing';
import { submitForm } from '../../components/crud';
import { formatDateTime } from '../../lib/format';
import { zodFormResolver } from '../../lib/zod-form';
import { CertificatePanel } from './e-invoicing-certificate';
import { TestSetPanel } from './e-invoicing-test-set';
import { MailServerPanel } from './mail-server-panel';

const ORGANIZATION_TYPES = [
  { value: '1', label: 'Persona jurídica' },
  { value: '2', label: 'Persona natural' },
];
const RESPONSIBILITY_NAMES: Record<(typeof fiscalResponsibilities)[number], string> = {
  'O-13': 'O-13 Gran contribuyente',
  'O-15': 'O-15 Autorretenedor',
  'O-23': 'O-23 Agente de retención IVA',
  'O-47': 'O-47 Régimen simple de tributación',
  'R-99-PN': 'R-99-PN No aplica – otros',
};
const RESPONSIBILITIES = fiscalResponsibilities.map((value) => ({
  value,
  label: RESPONSIBILITY_NAMES[value],
}));
const TAX_REGIMES = [
  { value: '01', label: 'IVA' },
  { value: '04', label: 'INC' },
  { value: 'ZA', label: 'IVA e INC' },
  { value: 'ZZ', label: 'No aplica' },
];

const ENVIRONMENTS = [
  { value: 'pruebas', label: 'Pruebas (habilitación)' },
  { value: 'produccion', label: 'Producción' },
];

/** Configuración → Facturación electrónica (issue 27; administrators): DIAN's settings and the certificate. */
export function EInvoicingPanel() {
  const query = useEInvoicing();
  const state = query.data;
  if (!state)
    return (
      <Text c="dimmed">{query.isError ? 'No se pudo cargar la facturación electrónica.' : 'Cargando…'}</Text>
    );
  return (
    <Stack gap="md">
      {!state.clave_servidor && (
        <Alert color="orange" title="Falta la clave del servidor">
          Este servidor no tiene la variable POSADA_SECRET_KEY (32 caracteres o más): sin ella no se pueden
          guardar el PIN ni el certificado. Pida a quien administra el servidor que la configure (vea
          docs/e-invoicing.md).
        </Alert>
      )}
      <SettingsForm key={JSON.stringify(state.configuracion)} state={state} />
      <CertificatePanel state={state} />
      <MailServerPanel />
      {state.configuracion?.ambiente === 'pruebas' && state.certificado && <TestSetPanel state={state} />}
      {state.configuracion?.emitir && <QueuePanel state={state} />}
    </Stack>
  );
}

function SettingsForm({ state }: { state: TEInvoicingState }) {
  const save = useSaveEInvoicing();
  const current = state.configuracion;
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      ambiente: current?.ambiente ?? 'pruebas',
      software_id: current?.software_id ?? '',
      pin: '',
      test_set_id: current?.test_set_id ?? '',
      tipo_organizacion: current?.tipo_organizacion ?? '1',
      responsabilidades: current?.responsabilidades ?? ['R-99-PN'],
      tributo: current?.tributo ?? '01',
      emitir: current?.emitir ?? false,
      contingencia: current?.contingencia ?? false,
    },
    validate: zodFormResolver(ZEInvoicingSettings),
  });
  const submit = submitForm(
    form,
    ZEInvoicingSettings,
    save.mutateAsync,
    {
      done: 'Configuración de facturación electrónica guardada',
      failed: 'No se pudo guardar la configuración',
    },
    () => form.setFieldValue('pin', ''),
  );
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Software y ambiente de la DIAN
        </Title>
        <Text size="sm" c="dimmed">
          Los datos del software que registró en el portal de facturación electrónica de la DIAN.
        </Text>
        <Select
          label="Ambiente"
          data={ENVIRONMENTS}
          allowDeselect={false}
          {...form.getInputProps('ambiente')}
        />
        <TextInput label="Identificador del software" required {...form.getInputProps('software_id')} />
        <PasswordInput
          label="PIN del software"
          description={
            current?.tiene_pin
              ? 'Guardado. Escriba uno nuevo solo para cambiarlo.'
              : 'El PIN que definió en la DIAN.'
          }
          autoComplete="new-password"
          {...form.getInputProps('pin')}
        />
        <TextInput
          label="Identificador del set de pruebas (TestSetId)"
          description="Lo entrega la DIAN para la habilitación."
          {...form.getInputProps('test_set_id')}
        />
        <Title order={3} size="h5">
          El hotel según su RUT
        </Title>
        <Select
          label="Tipo de organización"
          data={ORGANIZATION_TYPES}
          allowDeselect={false}
          {...form.getInputProps('tipo_organizacion')}
        />
        <MultiSelect
          label="Responsabilidades fiscales (casilla 53 del RUT)"
          data={RESPONSIBILITIES}
          {...form.getInputProps('responsabilidades')}
        />
        <Select label="Tributo" data={TAX_REGIMES} allowDeselect={false} {...form.getInputProps('tributo')} />
        <Switch
          label="Emitir facturas y notas electrónicas"
          description={
            state.certificado
              ? 'Desde que se activa, cada factura, nota crédito y nota débito se firma y se envía a la DIAN.'
              : 'Cargue primero el certificado de firma (abajo).'
          }
          {...form.getInputProps('emitir', { type: 'checkbox' })}
        />
        <Switch
          label="Contingencia: el hotel no puede transmitir a la DIAN"
          description="Mientras está activa, las facturas se numeran con el talonario de contingencia (una resolución de tipo «Factura de contingencia») y se entregan impresas; al desactivarla se envían a la DIAN como facturas de contingencia (tipo 03)."
          {...form.getInputProps('contingencia', { type: 'checkbox' })}
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

/** The sending queue in numbers: what waits (and since when), what DIAN rejected, what stopped. */
function QueuePanel({ state }: { state: TEInvoicingState }) {
  const { pendientes, pendiente_desde, rechazados, con_error, en_contingencia } = state.cola;
  const calm = pendientes === 0 && rechazados === 0 && con_error === 0 && en_contingencia === 0;
  return (
    <Alert color={con_error > 0 || rechazados > 0 ? 'red' : calm ? 'green' : 'blue'} title="Envíos a la DIAN">
      {calm
        ? 'Todos los documentos emitidos fueron aceptados por la DIAN.'
        : [
            pendientes > 0 &&
              `${pendientes} por enviar${pendiente_desde ? ` desde ${formatDateTime(pendiente_desde)}` : ''}`,
            rechazados > 0 && `${rechazados} rechazados por la DIAN`,
            con_error > 0 && `${con_error} detenidos por un error`,
            en_contingencia > 0 && `${en_contingencia} en contingencia (se envían al desactivarla)`,
          ]
            .filter(Boolean)
            .join(' · ')}
    </Alert>
  );
}
