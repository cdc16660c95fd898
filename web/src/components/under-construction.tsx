import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

interface UnderConstructionProps {
  title: string;
  /** Inside a modal the title is already the modal's own. */
  withTitle?: boolean;
}

/** The honest panel of a screen that a later issue builds. */
export function UnderConstruction({ title, withTitle = true }: UnderConstructionProps) {
  return (
    <Stack gap="md">
      {withTitle && (
        <Title order={1} size="h2">
          {title}
        </Title>
      )}
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="xs" ta="center">
          <IconTools size={40} stroke={1.5} aria-hidden />
          <Badge size="lg" variant="light">
            En construcción
          </Badge>
          <Text c="dimmed">Esta pantalla estará disponible pronto.</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
