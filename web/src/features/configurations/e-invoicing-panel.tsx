import {
  Alert,
  Button,
  FileInput,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  fiscalResponsibilities,
  type TEInvoicingState,
  ZEInvoicingSettings,
  ZEInvoicingTestSetBody,
} from '@posada/contracts';
import { useState } from 'react';
import {
  useConsultTestSet,
  useEInvoicing,
  useSaveEInvoicing,
  useSendTestSet,
  useUploadCertificate,
} from '../../api/e-invoicing';
import { notifyError, notifySuccess, submitForm } from '../../components/crud';
import { ApiError } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/format';
import { firstErrors, zodFormResolver } from '../../lib/zod-form';
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
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function CertificatePanel({ state }: { state: TEInvoicingState }) {
  const upload = useUploadCertificate();
  const [file, setFile] = useState<File | null>(null);
  const [clave, setClave] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const cert = state.certificado;
  const send = async () => {
    const missing: Record<string, string> = {};
    if (!file) missing.certificado = 'Seleccione el archivo .p12 del certificado';
    if (!clave) missing.clave = 'Indique la contraseña del certificado';
    setErrors(missing);
    if (!file || !clave) return;
    try {
      await upload.mutateAsync({ file, clave });
      setFile(null);
      setClave('');
      notifySuccess('Certificado cargado');
    } catch (error) {
      if (error instanceof ApiError) setErrors(firstErrors(error.errors));
      notifyError(error, 'No se pudo cargar el certificado');
    }
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Certificado de firma digital
        </Title>
        {cert ? (
          <>
            {cert.aviso && (
              <Alert color={cert.dias_restantes < 0 ? 'red' : 'orange'} title="Certificado por vencer">
                {cert.aviso}
              </Alert>
            )}
            <Table aria-label="Certificado actual" variant="vertical" layout="fixed">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={140}>Titular</Table.Th>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{cert.sujeto}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Emisor</Table.Th>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{cert.emisor}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Vigencia</Table.Th>
                  <Table.Td>
                    {formatDate(cert.desde)} al {formatDate(cert.hasta)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </>
        ) : (
          <Text c="dimmed">
            Aún no hay certificado. Cargue el archivo .p12 que le entregó la entidad de certificación.
          </Text>
        )}
        <FileInput
          label={cert ? 'Reemplazar por otro certificado (.p12)' : 'Archivo del certificado (.p12)'}
          placeholder="Seleccione el archivo"
          accept=".p12,.pfx,application/x-pkcs12"
          clearable
          value={file}
          onChange={setFile}
          error={errors.certificado}
        />
        <PasswordInput
          label="Contraseña del certificado"
          autoComplete="off"
          value={clave}
          onChange={(e) => setClave(e.currentTarget.value)}
          error={errors.clave}
        />
        <Group justify="flex-end">
          <Button onClick={send} loading={upload.isPending} disabled={!state.configuracion}>
            Cargar certificado
          </Button>
        </Group>
        {!state.configuracion && (
          <Text size="sm" c="dimmed">
            Guarde primero el software y el ambiente.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The sending queue in numbers: what waits (and since when), what DIAN rejected, what stopped. */
function QueuePanel({ state }: { state: TEInvoicingState }) {
  const { pendientes, pendiente_desde, rechazados, con_error } = state.cola;
  const calm = pendientes === 0 && rechazados === 0 && con_error === 0;
  return (
    <Alert color={con_error > 0 || rechazados > 0 ? 'red' : calm ? 'green' : 'blue'} title="Envíos a la DIAN">
      {calm
        ? 'Todos los documentos emitidos fueron aceptados por la DIAN.'
        : [
            pendientes > 0 &&
              `${pendientes} por enviar${pendiente_desde ? ` desde ${formatDateTime(pendiente_desde)}` : ''}`,
            rechazados > 0 && `${rechazados} rechazados por la DIAN`,
            con_error > 0 && `${con_error} detenidos por un error`,
          ]
            .filter(Boolean)
            .join(' · ')}
    </Alert>
  );
}

const TEST_SET_STATES: Record<TEInvoicingState['set_pruebas'][number]['estado'], string> = {
  enviado: 'Esperando a la DIAN',
  aceptado: 'Aceptado',
  rechazado: 'Rechazado',
  error: 'No se envió',
};
const TEST_SET_KINDS: Record<TEInvoicingState['set_pruebas'][number]['clase'], string> = {
  factura: 'Factura',
  nota_credito: 'Nota crédito',
  nota_debito: 'Nota débito',
};

/**
 * Habilitación: the invoices and notes DIAN's portal asks for, made from the hotel's data in DIAN's
 * test numbering, sent with the TestSetId; then DIAN's verdict on each. Once DIAN enables the
 * software, the administrator switches the environment to production.
 */
function TestSetPanel({ state }: { state: TEInvoicingState }) {
  const send = useSendTestSet();
  const consult = useConsultTestSet();
  const form = useForm({
    mode: 'controlled',
    initialValues: { facturas: 8, notas_credito: 1, notas_debito: 1 },
    validate: zodFormResolver(ZEInvoicingTestSetBody),
  });
  const rows = state.set_pruebas;
  const waiting = rows.some((r) => r.estado === 'enviado');
  const submit = submitForm(form, ZEInvoicingTestSetBody, send.mutateAsync, {
    done: 'Set de pruebas enviado a la DIAN',
    failed: 'No se pudo enviar el set de pruebas',
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Set de pruebas (habilitación)
        </Title>
        <Text size="sm" c="dimmed">
          Indique cuántos documentos pide la DIAN en su portal. Posada los hace con los datos del hotel en la
          numeración de pruebas de la DIAN, los firma y los envía; no son facturas del hotel. Cuando la DIAN
          habilite el software, cambie el ambiente a Producción.
        </Text>
        <Group grow align="flex-start">
          <NumberInput
            label="Facturas"
            min={1}
            max={50}
            allowDecimal={false}
            {...form.getInputProps('facturas')}
          />
          <NumberInput
            label="Notas crédito"
            min={0}
            max={20}
            allowDecimal={false}
            {...form.getInputProps('notas_credito')}
          />
          <NumberInput
            label="Notas débito"
            min={0}
            max={20}
            allowDecimal={false}
            {...form.getInputProps('notas_debito')}
          />
        </Group>
        <Group justify="flex-end">
          {waiting && (
            <Button
              variant="light"
              loading={consult.isPending}
              onClick={() =>
                consult.mutateAsync().catch((e: unknown) => notifyError(e, 'No se pudo consultar a la DIAN'))
              }
            >
              Consultar resultados
            </Button>
          )}
          <Button type="submit" loading={send.isPending} disabled={!state.configuracion?.test_set_id}>
            Enviar el set de pruebas
          </Button>
        </Group>
        {!state.configuracion?.test_set_id && (
          <Text size="sm" c="dimmed">
            Guarde primero el identificador del set de pruebas (TestSetId).
          </Text>
        )}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-label="Documentos del set de pruebas" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Documento</Table.Th>
                  <Table.Th>Número</Table.Th>
                  <Table.Th>Resultado</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={`${r.clase}-${r.numero}`}>
                    <Table.Td>{TEST_SET_KINDS[r.clase]}</Table.Td>
                    <Table.Td>{r.numero}</Table.Td>
                    <Table.Td>
                      {TEST_SET_STATES[r.estado]}
                      {r.mensajes.map((m) => (
                        <Text key={m} size="xs" c="red">
                          {m}
                        </Text>
                      ))}
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
