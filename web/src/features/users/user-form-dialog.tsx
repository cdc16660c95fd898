import { type TUser, ZUserCreateBody, ZUserUpdateBody } from '@posada/contracts';
import { FormDialog } from '../../components/crud';
import { useCreateUser, useUpdateUser, useUser } from './api';
import { UserFields, type UserFormValues } from './user-fields';

interface UserFormDialogProps {
  opened: boolean;
  user: TUser | null;
  onClose: () => void;
}

const emptyUser: UserFormValues = {
  name: '',
  email: '',
  password: '',
  rol_id: null,
  estado: true,
  hoteles: [],
};

/** Create a user (with their first hotels) or edit one (reads it afresh; a password resets it). */
export function UserFormDialog({ opened, user, onClose }: UserFormDialogProps) {
  const fresh = useUser(opened && user ? user.id : null);
  const create = useCreateUser();
  const update = useUpdateUser();
  const shared = { opened, onClose, size: 'lg' };

  if (!user) {
    return (
      <FormDialog
        {...shared}
        title="Nuevo usuario"
        schema={ZUserCreateBody}
        initialValues={emptyUser}
        onSubmit={(values) => create.mutateAsync(values)}
        successMessage="Usuario creado"
      >
        {(form) => <UserFields form={form} creating />}
      </FormDialog>
    );
  }
  const u = fresh.data;
  const editValues: UserFormValues = {
    id: user.id,
    name: u?.name ?? '',
    email: u?.email ?? '',
    password: '',
    rol_id: u ? String(u.rol_id) : null,
    estado: u?.estado ?? true,
  };
  return (
    <FormDialog
      {...shared}
      title={`Editar usuario «${user.name}»`}
      schema={ZUserUpdateBody}
      loading={fresh.isLoading}
      initialValues={editValues}
      onSubmit={(values) => update.mutateAsync(values)}
      successMessage="Usuario actualizado"
    >
      {(form) => <UserFields form={form} creating={false} />}
    </FormDialog>
  );
}
