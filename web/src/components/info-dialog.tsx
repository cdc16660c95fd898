import { Button, Group, Text } from '@mantine/core';
import { closeDialog, openDialog } from './dialog-store';

interface InfoDialogOptions {
  title: string;
  message: string;
  /** Closes the dialog by itself after this long (spec §9: the open-register error, 1500 ms). */
  autoCloseMs?: number;
  /** Runs once the dialog has closed, however it closed; focus is then the caller's to place. */
  onClose?: () => void;
}

/** A message with one 'Aceptar' button (spec §8: 'Información' / 'Correo o contraseña…'). */
export function showInfoDialog({ title, message, autoCloseMs, onClose }: InfoDialogOptions): string {
  const timer = autoCloseMs === undefined ? undefined : setTimeout(() => closeDialog(id), autoCloseMs);
  const id = openDialog({
    title,
    centered: true,
    ...(onClose ? { returnFocus: false } : {}),
    onClose: () => {
      clearTimeout(timer);
      onClose?.();
    },
    children: (
      <>
        <Text>{message}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => closeDialog(id)} data-autofocus>
            Aceptar
          </Button>
        </Group>
      </>
    ),
  });
  return id;
}
