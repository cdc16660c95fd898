import { Group, Text } from '@mantine/core';
import { SupportLink } from '../../features/configurations/support-link';

/** Spec §2: 'Soporte' and 'Otros'. */
export function AppFooter() {
  return (
    <Group h="100%" px="md" justify="space-between" gap="xs">
      <SupportLink size="xs">Soporte</SupportLink>
      <Group gap="md">
        <Text size="xs" c="dimmed">
          Otros
        </Text>
        <Text size="xs" c="dimmed">
          © Posada
        </Text>
      </Group>
    </Group>
  );
}
