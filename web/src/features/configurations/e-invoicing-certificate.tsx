import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { TEInvoicingState } from '@posada/contracts';
import { useState } from 'react';
import { useUploadCertificate } from '../../api/e-invoicing';
import { notifyError, notifySuccess } from '../../components/crud';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { firstErrors } from '../../lib/zod-form';

/** The hotel's signing certificate: who it names, who issued it, until when; upload or replace it. */
export function CertificatePanel({ state }: { state: TEInvoicingState }) {
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
              <Alert
                color={cert.dias_restantes < 0 ? 'red' : 'orange'}
                title={cert.dias_restantes < 0 ? 'Certificado vencido' : 'Certificado por vencer'}
              >
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
