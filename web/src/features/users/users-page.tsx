import { ActionIcon, Tooltip } from '@mantine/core';
import type { TUser } from '@posada/contracts';
import { IconBuilding } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteUser, useUserPage } from '../../api/users';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudList, confirmDelete, useDialogState } from '../../components/crud';
import { usePermission } from '../../lib/permissions';
import { UserFormDialog } from './user-form-dialog';
import { UserHotelsDialog } from './user-hotels-dialog';

const columns: CrudColumn<TUser>[] = [
  { key: 'name', header: 'Nombre', render: (u) => u.name },
  { key: 'email', header: 'Correo', render: (u) => u.email },
  { key: 'rol', header: 'Rol', render: (u) => u.rol },
  {
    key: 'hoteles',
    header: 'Hoteles',
    render: (u) => (u.rol_is_root ? 'Todos' : u.hoteles.map((h) => h.nombre).join(', ') || '—'),
  },
  { key: 'estado', header: 'Estado', render: (u) => <ActiveBadge active={u.estado} /> },
];

/** admin/users: the users who share a hotel with the signed-in user (all, for an administrator). */
export function UsersPage() {
  const dialog = useDialogState<TUser>();
  const [hotelsOf, setHotelsOf] = useState<TUser | null>(null);
  const remove = useDeleteUser();
  const canEdit = usePermission('usuarios.editar');

  return (
    <>
      <CrudList
        title="Usuarios"
        columns={columns}
        useList={useUserPage}
        searchPlaceholder="Buscar por nombre o correo"
        create={{ permission: ['usuarios.crear'], onClick: dialog.openCreate }}
        edit={{ permission: ['usuarios.editar'], onClick: dialog.openEdit }}
        remove={{
          permission: ['usuarios.eliminar'],
          onClick: (u) =>
            confirmDelete({
              subject: `el usuario «${u.name}»`,
              detail: 'Si el usuario tiene historial, se desactivará y se cerrarán sus sesiones.',
              onConfirm: () => remove.mutateAsync(u.id),
            }),
        }}
        rowActions={(u) =>
          canEdit && (
            <Tooltip label="Hoteles">
              <ActionIcon variant="subtle" aria-label="Hoteles" onClick={() => setHotelsOf(u)}>
                <IconBuilding size={18} />
              </ActionIcon>
            </Tooltip>
          )
        }
      />
      <UserFormDialog opened={dialog.opened} user={dialog.record} onClose={dialog.close} />
      <UserHotelsDialog user={hotelsOf} onClose={() => setHotelsOf(null)} />
    </>
  );
}
