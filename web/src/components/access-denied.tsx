import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** What a guarded screen shows to a user without its permission: never a blank page. */
export function AccessDenied() {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <IconLock size={40} stroke={1.5} aria-hidden />
        <Title order={1} size="h2">
          Acceso denegado
        </Title>
        <Text c="dimmed">No tiene permiso para ver esta página.</Text>
      </Stack>
    </Paper>
  );
}
