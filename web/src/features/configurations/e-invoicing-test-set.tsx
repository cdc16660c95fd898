import { Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TEInvoicingState, ZEInvoicingTestSetBody } from '@posada/contracts';
import { useConsultTestSet, useSendTestSet } from '../../api/e-invoicing';
import { notifyError, submitForm } from '../../components/crud';
import { zodFormResolver } from '../../lib/zod-form';

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
export function TestSetPanel({ state }: { state: TEInvoicingState }) {
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
