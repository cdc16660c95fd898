import { SimpleGrid, Text } from '@mantine/core';
import { agingBuckets, type TAging } from '@posada/contracts';
import { formatCOP } from '../../lib/format';

/** The aging columns of a list row (corriente … > 90 días), in pesos. */
export const agingColumns = agingBuckets.map((b) => ({
  key: b.key,
  header: b.label,
  render: (row: TAging) => (
    <Text size="sm" c={b.key !== 'corriente' && row[b.key] !== '0.00' ? 'red' : undefined}>
      {formatCOP(row[b.key], 0)}
    </Text>
  ),
}));

/** Aging totals as labelled figures (a client's statement, the list's totals). */
export function AgingSummary({ aging, label }: { aging: TAging; label: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 6 }} spacing="xs" aria-label={label}>
      {agingBuckets.map((b) => (
        <div key={b.key}>
          <Text size="xs" c="dimmed">
            {b.label}
          </Text>
          <Text size="sm" fw={600} data-testid={`aging-${b.key}`}>
            {formatCOP(aging[b.key], 0)}
          </Text>
        </div>
      ))}
      <div>
        <Text size="xs" c="dimmed">
          Saldo
        </Text>
        <Text size="sm" fw={700} data-testid="aging-saldo">
          {formatCOP(aging.saldo, 0)}
        </Text>
      </div>
    </SimpleGrid>
  );
}
