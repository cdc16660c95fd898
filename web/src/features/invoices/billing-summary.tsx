import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '../../components/crud';
import { formatCOP, formatDate } from '../../lib/format';
import { useBillingSummary } from './api';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * Today's billing at a glance: invoiced total (by tax and by payment means), check-outs still
 * due today and the accounts that carry a balance.
 */
export function BillingSummary() {
  const summary = useBillingSummary();
  if (summary.isPending) return <Skeleton height={120} radius="md" />;
  if (!summary.data)
    return (
      <Alert color="red" title="No se pudo cargar el resumen de facturación">
        {errorMessage(summary.error)}
      </Alert>
    );
  const s = summary.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="resumen-hoy">
      <Title order={2} size="h3" id="resumen-hoy">
        Facturación de hoy ({formatDate(s.fecha)})
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure
          label={`Facturado (${s.facturas} facturas)`}
          value={formatCOP(s.total, 0)}
          testId="facturado-hoy"
        />
        <Figure label="Salidas pendientes hoy" value={String(s.salidas_pendientes)} />
        <Figure label="Cuentas con saldo" value={String(s.cuentas_con_saldo)} />
        <Figure label="Saldo por cobrar" value={formatCOP(s.saldo_pendiente, 0)} />
      </SimpleGrid>
      <Group align="flex-start" gap="sm" grow wrap="wrap">
        <Table withTableBorder fz="sm" aria-label="Facturado por impuesto" miw={260}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Impuesto</Table.Th>
              <Table.Th ta="right">Base</Table.Th>
              <Table.Th ta="right">Valor</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.impuestos.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3} c="dimmed">
                  Sin facturas hoy
                </Table.Td>
              </Table.Tr>
            )}
            {s.impuestos.map((t) => (
              <Table.Tr key={t.nombre}>
                <Table.Td>{t.nombre}</Table.Td>
                <Table.Td ta="right">{formatCOP(t.base, 0)}</Table.Td>
                <Table.Td ta="right">{formatCOP(t.valor, 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Table withTableBorder fz="sm" aria-label="Facturado por medio de pago" miw={220}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Medio de pago</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.medios_pago.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2} c="dimmed">
                  Sin pagos hoy
                </Table.Td>
              </Table.Tr>
            )}
            {s.medios_pago.map((m) => (
              <Table.Tr key={m.nombre}>
                <Table.Td>{m.nombre}</Table.Td>
                <Table.Td ta="right">{formatCOP(m.total, 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Group>
    </Stack>
  );
}
