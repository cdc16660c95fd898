import { Button, Center, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { TUser } from '@posada/contracts';
import { useEffect, useState } from 'react';
import { useSaveUserHotels, useUserHotels } from '../../api/users';
import { notifyError, notifySuccess } from '../../components/crud';
import { useGrantableHotels } from './user-fields';

interface UserHotelsDialogProps {
  user: TUser | null;
  onClose: () => void;
}

/**
 * The hotels a user works in (GET /usuariosHotelMostrar, POST /usuariosHotelActualizar). Only
 * the signed-in user's own hotels are offered; the server keeps any others the user has.
 */
export function UserHotelsDialog({ user, onClose }: UserHotelsDialogProps) {
  const current = useUserHotels(user?.id ?? null);
  const grantable = useGrantableHotels();
  const save = useSaveUserHotels();
  const [checked, setChecked] = useState<string[]>([]);

  useEffect(() => {
    if (current.data) setChecked(current.data.map((h) => String(h.id)));
  }, [current.data]);

  const submit = () => {
    if (!user) return;
    save.mutate(
      { usuario_id: user.id, hoteles: checked.map(Number) },
      {
        onSuccess: () => {
          notifySuccess('Hoteles del usuario actualizados');
          onClose();
        },
        onError: (error) => notifyError(error, 'No se pudieron guardar los hoteles'),
      },
    );
  };

  return (
    <Modal opened={user !== null} onClose={onClose} title={`Hoteles de «${user?.name ?? ''}»`} centered>
      {current.isLoading ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Cargando" />
        </Center>
      ) : (
        <Stack gap="md">
          {user?.rol_is_root && (
            <Text size="sm" c="dimmed">
              Este usuario es administrador: trabaja en todos los hoteles activos.
            </Text>
          )}
          <Checkbox.Group value={checked} onChange={setChecked} label="Hoteles en los que trabaja">
            <Stack gap="xs" mt="xs">
              {grantable.map((h) => (
                <Checkbox key={h.value} value={h.value} label={h.label} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
