import '../../src/app/first-styles';
import { AppShell, Badge, Burger, Button, Group, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { rooms, states } from './rooms';

/** A frame like the app's (top bar, title, legend, cards) in Mantine, with the app's first styles. */
export function renderRackFrame(): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <MantineProvider>
      <AppShell header={{ height: 56 }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between">
            <Burger opened={false} aria-label="Menú" />
            <Text fw={700}>Posada</Text>
            <Button variant="subtle">Usuario</Button>
          </Group>
        </AppShell.Header>
        <AppShell.Main>
          <Stack gap="md">
            <Title order={1} size="h2">
              Rack Habitaciones
            </Title>
            <Group gap="xs">
              {states.map((state) => (
                <Badge key={state} variant="light" size="lg">
                  {state}: {rooms.filter((room) => room.estado === state).length}
                </Badge>
              ))}
            </Group>
            <Group gap="sm">
              {rooms.map((room) => (
                <button type="button" key={room.id}>
                  {room.numero} {room.estado} {room.tipo}
                </button>
              ))}
            </Group>
          </Stack>
        </AppShell.Main>
      </AppShell>
    </MantineProvider>,
  );
}
