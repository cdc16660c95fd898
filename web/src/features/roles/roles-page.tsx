import { ActionIcon, SegmentedControl, Tooltip } from '@mantine/core';
import type { TRole } from '@posada/contracts';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type RoleFilters, useDeleteRole, useRolePage } from '../../api/roles';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudList, confirmDelete, useDialogState } from '../../components/crud';
import { RoleFormDialog } from './role-form-dialog';

const columns: CrudColumn<TRole>[] = [
  { key: 'nombre', header: 'Nombre', render: (r) => r.nombre },
  { key: 'descripcion', header: 'Descripción', render: (r) => r.descripcion || '—' },
  { key: 'usuarios', header: 'Usuarios', render: (r) => r.usuarios },
  { key: 'permisos', header: 'Permisos', render: (r) => (r.is_root ? 'Todos' : r.permisos) },
  { key: 'estado', header: 'Estado', render: (r) => <ActiveBadge active={r.estado} /> },
];

const stateFilter = { todos: undefined, activos: true, inactivos: false } as const;
type StateKey = keyof typeof stateFilter;

/** admin/roles: roles with their users and permissions; 'Permisos' opens the permissions screen. */
export function RolesPage() {
  const dialog = useDialogState<TRole>();
  const remove = useDeleteRole();
  const navigate = useNavigate();
  const [state, setState] = useState<StateKey>('todos');
  const filters: RoleFilters = { estado: stateFilter[state] };

  return (
    <>
      <CrudList
        title="Roles"
        columns={columns}
        useList={useRolePage}
        filters={filters}
        searchPlaceholder="Buscar por nombre o descripción"
        toolbar={
          <SegmentedControl
            aria-label="Estado"
            value={state}
            onChange={(v) => setState(v as StateKey)}
            data={[
              { value: 'todos', label: 'Todos' },
              { value: 'activos', label: 'Activos' },
              { value: 'inactivos', label: 'Inactivos' },
            ]}
          />
        }
        create={{ permission: ['roles.crear'], onClick: dialog.openCreate }}
        edit={{ permission: ['roles.editar'], onClick: dialog.openEdit }}
        remove={{
          permission: ['roles.eliminar'],
          hidden: (r) => r.is_root,
          onClick: (r) =>
            confirmDelete({
              subject: `el rol «${r.nombre}»`,
              onConfirm: () => remove.mutateAsync(r.id),
              successMessage: 'Rol eliminado',
            }),
        }}
        rowActions={(r) => (
          <Tooltip label="Permisos">
            <ActionIcon
              variant="subtle"
              aria-label="Permisos"
              onClick={() => navigate(`../permissions?rol=${r.id}`, { relative: 'path' })}
            >
              <IconShieldLock size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      />
      <RoleFormDialog opened={dialog.opened} role={dialog.record} onClose={dialog.close} />
    </>
  );
}
