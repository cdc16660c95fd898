import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

interface InfoDialogOptions {
  title: string;
  message: string;
}

/** A message with one 'Aceptar' button (spec §8: 'Información' / 'Correo o contraseña…'). */
export function showInfoDialog({ title, message }: InfoDialogOptions): string {
  const id = modals.open({
    title,
    centered: true,
    children: (
      <>
        <Text>{message}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => modals.close(id)} data-autofocus>
            Aceptar
          </Button>
        </Group>
      </>
    ),
  });
  return id;
}
