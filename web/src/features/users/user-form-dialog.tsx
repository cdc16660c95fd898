import type { TUser } from '@posada/contracts';
import { useRoleOptions } from '../../api/roles';
import { useCreateUser, useUpdateUser, useUser } from '../../api/users';
import { FormDialog } from '../../components/crud';
import { UserFields, type UserFormValues, useGrantableHotels } from './user-fields';
import { userFormSchemas } from './user-form-schema';

interface UserFormDialogProps {
  opened: boolean;
  user: TUser | null;
  onClose: () => void;
}

/**
 * Create a user, or edit one (read afresh; a password resets it), with the hotels they work in:
 * at least one, and the only one preselected when the signed-in user has just one to give.
 */
export function UserFormDialog({ opened, user, onClose }: UserFormDialogProps) {
  const fresh = useUser(opened && user ? user.id : null);
  const roles = useRoleOptions();
  const grantable = useGrantableHotels();
  const create = useCreateUser();
  const update = useUpdateUser();
  const isRootRole = (id: number) => roles.data?.some((r) => r.id === id && r.is_root) ?? false;
  const shared = { opened, onClose, size: 'lg' };

  if (!user) {
    const emptyUser: UserFormValues = {
      name: '',
      email: '',
      password: '',
      rol_id: null,
      estado: true,
      hoteles: grantable.length === 1 ? grantable.map((h) => h.value) : [],
    };
    return (
      <FormDialog
        {...shared}
        title="Nuevo usuario"
        schema={userFormSchemas(isRootRole).create}
        initialValues={emptyUser}
        onSubmit={(values) => create.mutateAsync(values)}
        successMessage="Usuario creado"
      >
        {(form) => <UserFields form={form} creating />}
      </FormDialog>
    );
  }
  const u = fresh.data;
  const grantableIds = new Set(grantable.map((h) => h.value));
  const hotels = (u?.hoteles ?? []).map((h) => String(h.id));
  const editValues: UserFormValues = {
    id: user.id,
    name: u?.name ?? '',
    email: u?.email ?? '',
    password: '',
    rol_id: u ? String(u.rol_id) : null,
    estado: u?.estado ?? true,
    hoteles: hotels.filter((id) => grantableIds.has(id)),
  };
  const kept = hotels.length - editValues.hoteles.length;
  return (
    <FormDialog
      {...shared}
      title={`Editar usuario «${user.name}»`}
      schema={userFormSchemas(isRootRole, kept).update}
      loading={fresh.isLoading}
      initialValues={editValues}
      // One call saves the user and their hotels together: a user who stops being root must
      // get a hotel in the same save, or the server refuses it.
      onSubmit={(values) => update.mutateAsync(values)}
      successMessage="Usuario actualizado"
    >
      {(form) => <UserFields form={form} creating={false} />}
    </FormDialog>
  );
}
