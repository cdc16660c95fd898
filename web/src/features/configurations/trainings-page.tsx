import { Anchor, Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTrainingItems } from './settings-api';

/** Capacitaciones (reached from Soporte): the hotel's training links, opened in a new tab. */
export function TrainingsPage() {
  const items = useTrainingItems();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Capacitaciones
      </Title>
      {items.isLoading && (
        <Center py="xl">
          <Loader size="sm" aria-label="Cargando" />
        </Center>
      )}
      {items.isError && <Text c="red">No se pudieron cargar las capacitaciones.</Text>}
      {items.data?.length === 0 && <Text c="dimmed">No hay capacitaciones registradas.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items.data?.map((item) => (
          <Card key={item.id} withBorder radius="md" padding="md">
            <Text fw={600}>{item.titulo}</Text>
            <Anchor href={item.url} target="_blank" rel="noopener noreferrer" size="sm">
              Abrir <IconExternalLink size={14} aria-hidden />
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
