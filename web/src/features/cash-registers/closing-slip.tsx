import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { paymentGroupLabels, type TShiftGroup, type TShiftSummary } from '@posada/contracts';
import { forwardRef } from 'react';
import { formatCOP, formatDateTime } from '../../lib/format';

const resultColor = { faltante: 'red', sobrante: 'orange', cuadrada: 'green' } as const;
export const resultLabel = { faltante: 'Faltante', sobrante: 'Sobrante', cuadrada: 'Cuadrada' } as const;
const money = (value: string | null) => (value === null ? '—' : formatCOP(value, 0));

export function ResultBadge({ resultado }: { resultado: TShiftGroup['resultado'] }) {
  if (!resultado) return <Text span>—</Text>;
  return (
    <Badge color={resultColor[resultado]} variant="light">
      {resultLabel[resultado]}
    </Badge>
  );
}

const columns = ['Apertura', 'Ingresos', 'Devoluciones', 'Retiros', 'Esperado', 'Contado', 'Diferencia'];
const amounts = (line: TShiftSummary['total']) => [
  line.apertura,
  line.ingresos,
  line.devoluciones,
  line.retiros,
  line.esperado,
  line.contado,
  line.diferencia,
];

/** The closing slip: expected, counted and difference per group, ready to print. */
export const ClosingSlip = forwardRef<HTMLDivElement, { summary: TShiftSummary }>(function ClosingSlip(
  { summary },
  ref,
) {
  return (
    <Stack gap="sm" ref={ref} data-testid="closing-slip">
      <div>
        <Title order={3} size="h4">
          Cierre de caja · {summary.caja}
        </Title>
        <Text size="sm">Cajero: {summary.usuario}</Text>
        <Text size="sm">
          Apertura: {formatDateTime(summary.abierto_at)}
          {summary.cerrado_at ? ` · Cierre: ${formatDateTime(summary.cerrado_at)}` : ''}
        </Text>
        {summary.aprobado_por && <Text size="sm">Recibida de: {summary.aprobado_por}</Text>}
      </div>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Grupo</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c} ta="right">
                  {c}
                </Table.Th>
              ))}
              <Table.Th>Resultado</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...summary.grupos, { ...summary.total, grupo: null }].map((line) => (
              <Table.Tr key={line.grupo ?? 'total'} fw={line.grupo ? undefined : 700}>
                <Table.Td>{line.grupo ? paymentGroupLabels[line.grupo] : 'Total'}</Table.Td>
                {amounts(line).map((value, i) => (
                  <Table.Td key={columns[i]} ta="right">
                    {money(value)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <ResultBadge resultado={line.resultado} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {summary.observaciones_cierre && <Text size="sm">Observaciones: {summary.observaciones_cierre}</Text>}
      <Group justify="space-between" mt="lg" visibleFrom="xs">
        <Text size="sm">Firma cajero: ______________________</Text>
        <Text size="sm">Firma supervisor: ______________________</Text>
      </Group>
    </Stack>
  );
});
