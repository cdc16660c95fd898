import {
  Button,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TEInvoicingMail, ZEInvoicingMailSettings } from '@posada/contracts';
import { useMailSettings, useSaveMailSettings } from '../../api/e-invoicing-delivery';
import { submitForm } from '../../components/crud';
import { zodFormResolver } from '../../lib/zod-form';

const SECURITY = [
  { value: 'starttls', label: 'STARTTLS (puerto 587)' },
  { value: 'ssl', label: 'SSL/TLS (puerto 465)' },
  { value: 'ninguna', label: 'Sin cifrado (solo red interna)' },
];

/**
 * Configuración → Facturación electrónica → Correo: the hotel's outgoing mail server, through which
 * each invoice and note DIAN accepted goes to its buyer (the XML and the PDF, zipped). The password
 * is stored sealed and never shown: left empty, the stored one stays.
 */
export function MailServerPanel() {
  const query = useMailSettings();
  if (query.isPending) return <Text c="dimmed">Cargando…</Text>;
  if (query.isError) return <Text c="dimmed">No se pudo cargar el servidor de correo.</Text>;
  return <MailServerForm key={JSON.stringify(query.data)} current={query.data} />;
}

function MailServerForm({ current }: { current: TEInvoicingMail | null }) {
  const save = useSaveMailSettings();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      host: current?.host ?? '',
      puerto: current?.puerto ?? 587,
      seguridad: current?.seguridad ?? 'starttls',
      usuario: current?.usuario ?? '',
      clave: '',
      remitente: current?.remitente ?? '',
      responder_a: current?.responder_a ?? '',
    },
    validate: zodFormResolver(ZEInvoicingMailSettings),
  });
  const submit = submitForm(form, ZEInvoicingMailSettings, save.mutateAsync, {
    done: 'Servidor de correo guardado',
    failed: 'No se pudo guardar el servidor de correo',
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-label="Servidor de correo">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Correo a los compradores
        </Title>
        <Text size="sm" c="dimmed">
          Cuando la DIAN acepta una factura o nota, se envía al correo del cliente el documento electrónico
          (XML) y su PDF, comprimidos, desde este servidor de correo (SMTP).
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Servidor (SMTP)" required {...form.getInputProps('host')} />
          <NumberInput label="Puerto" required min={1} max={65535} {...form.getInputProps('puerto')} />
        </SimpleGrid>
        <Select
          label="Seguridad"
          data={SECURITY}
          allowDeselect={false}
          {...form.getInputProps('seguridad')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Usuario" autoComplete="off" {...form.getInputProps('usuario')} />
          <PasswordInput
            label="Contraseña"
            description={
              current?.tiene_clave ? 'Guardada. Escriba una nueva solo para cambiarla.' : 'La del usuario.'
            }
            autoComplete="new-password"
            {...form.getInputProps('clave')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Remitente" required {...form.getInputProps('remitente')} />
          <TextInput label="Responder a" {...form.getInputProps('responder_a')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Guardar correo
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
