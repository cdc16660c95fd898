import { Badge, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { formatCOP } from '../../lib/format';

/** A table or a room of the Mesas view: free, or occupied with its open orders' total; opens the bill. */
export function OrderTile({
  nombre,
  ocupada,
  total,
  onOpen,
}: {
  nombre: string;
  ocupada: boolean;
  total: string;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton onClick={onOpen} aria-label={nombre}>
      <Paper
        withBorder
        p="md"
        radius="md"
        bg={ocupada ? 'var(--mantine-color-orange-light)' : undefined}
        data-testid={`mesa-${nombre}`}
      >
        <Text fw={700}>{nombre}</Text>
        <Group gap={4} mt={4}>
          {ocupada ? (
            <>
              <Badge color="orange" size="sm">
                Ocupada
              </Badge>
              <Text size="sm" fw={600}>
                {formatCOP(total, 0)}
              </Text>
            </>
          ) : (
            <Badge color="green" size="sm" variant="light">
              Libre
            </Badge>
          )}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
