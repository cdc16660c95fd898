import { Badge } from '@mantine/core';

/** The `estado` of a record in a list: 'Activo' or 'Inactivo'. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? 'Activo' : 'Inactivo'}
    </Badge>
  );
}
