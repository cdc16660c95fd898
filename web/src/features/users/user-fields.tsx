import { MultiSelect, PasswordInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PASSWORD_RULES } from '@posada/contracts';
import { useRoleOptions } from '../../api/roles';
import { useCurrentUser } from '../../lib/session';

/** One shape for both dialogs: `id` when editing. */
export type UserFormValues = {
  id?: number;
  name: string;
  email: string;
  password: string;
  rol_id: string | null;
  estado: boolean;
  hoteles: string[];
};

/** The hotels the signed-in user may hand out: the ones they work in (all, for an administrator). */
export function useGrantableHotels() {
  const me = useCurrentUser();
  return (me?.datalle_hoteles ?? []).map((h) => ({ value: String(h.id), label: h.nombre }));
}

/** The fields of the user dialog; `creating` asks for the password. */
export function UserFields({
  form,
  creating,
}: {
  form: UseFormReturnType<UserFormValues>;
  creating: boolean;
}) {
  const roles = useRoleOptions();
  const hotels = useGrantableHotels();
  const roleOptions = (roles.data ?? [])
    .filter((r) => r.estado || String(r.id) === form.getValues().rol_id)
    .map((r) => ({ value: String(r.id), label: r.nombre }));

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nombre" withAsterisk {...form.getInputProps('name')} />
        <TextInput label="Correo electrónico" type="email" withAsterisk {...form.getInputProps('email')} />
      </SimpleGrid>
      <PasswordInput
        label={creating ? 'Contraseña' : 'Nueva contraseña'}
        description={creating ? PASSWORD_RULES : `Déjela vacía para no cambiarla. ${PASSWORD_RULES}`}
        withAsterisk={creating}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <Select label="Rol" withAsterisk searchable data={roleOptions} {...form.getInputProps('rol_id')} />
      <MultiSelect
        label="Hoteles"
        description={creating ? 'Hoteles en los que trabajará' : 'Hoteles en los que trabaja'}
        withAsterisk
        searchable
        data={hotels}
        {...form.getInputProps('hoteles')}
      />
      <Switch
        label="Activo"
        description="Desactivar un usuario cierra sus sesiones"
        {...form.getInputProps('estado', { type: 'checkbox' })}
      />
    </>
  );
}
