import { Switch, Textarea, TextInput } from '@mantine/core';
import { type TRole, ZRoleBody } from '@posada/contracts';
import { useSaveRole } from '../../api/roles';
import { FormDialog } from '../../components/crud';

interface RoleFormDialogProps {
  opened: boolean;
  role: TRole | null;
  onClose: () => void;
}

export function RoleFormDialog({ opened, role, onClose }: RoleFormDialogProps) {
  const save = useSaveRole();
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={role ? `Editar rol «${role.nombre}»` : 'Nuevo rol'}
      size="md"
      schema={ZRoleBody}
      initialValues={{
        nombre: role?.nombre ?? '',
        descripcion: role?.descripcion ?? '',
        estado: role?.estado ?? true,
      }}
      onSubmit={(values) => save.mutateAsync({ ...values, id: role?.id })}
      successMessage={role ? 'Rol actualizado' : 'Rol creado'}
    >
      {(form) => (
        <>
          {/* The root role keeps its name and stays active (the server refuses it too). */}
          <TextInput label="Nombre" withAsterisk disabled={role?.is_root} {...form.getInputProps('nombre')} />
          <Textarea label="Descripción" autosize minRows={2} {...form.getInputProps('descripcion')} />
          <Switch
            label="Activo"
            disabled={role?.is_root}
            description="Desactivar un rol cierra la sesión de sus usuarios en su siguiente acción"
            {...form.getInputProps('estado', { type: 'checkbox' })}
          />
        </>
      )}
    </FormDialog>
  );
}
