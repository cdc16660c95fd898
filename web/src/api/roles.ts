import {
  rolePaths,
  type TRoleBody,
  type TRolePermissionsInput,
  ZDeleteResult,
  ZPermissionCatalog,
  ZRoleData,
  ZRolePage,
  ZRolePermissions,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListParams, usePageQuery } from '../components/crud';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

export interface RoleFilters {
  estado?: boolean | undefined;
}

const keys = queryKeys('roles');
export const roleKeys = {
  ...keys,
  options: () => keys.of('opciones'),
  permissions: (id: number) => keys.of('permisos', id),
};

/** The catalog of permission codes: fixed by the installation's version. */
export const permissionKeys = queryKeys('permisos');

/** POST /rolListar with the spec's filters in the body. */
export function useRolePage(p: ListParams & RoleFilters) {
  return usePageQuery(roleKeys.list(p), (signal) =>
    api.post(rolePaths.list, p, { schema: ZRolePage, signal }),
  );
}

/** Every role, for selects (a hotel has a handful). */
export function useRoleOptions() {
  return useQuery({
    queryKey: roleKeys.options(),
    queryFn: ({ signal }) =>
      api.post(rolePaths.list, { per_page: 200 }, { schema: ZRolePage, signal }).then((page) => page.data),
  });
}

export function usePermissionCatalog() {
  return useQuery({
    queryKey: permissionKeys.of('catalogo'),
    queryFn: ({ signal }) =>
      api.get(rolePaths.catalog, { schema: ZPermissionCatalog, signal }).then((a) => a.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRolePermissions(id: number | null) {
  return useQuery({
    queryKey: roleKeys.permissions(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(rolePaths.permissions(id ?? 0), { schema: ZRolePermissions, signal }).then((a) => a.data),
    enabled: id !== null,
    staleTime: 0,
  });
}

function useInvalidateRoles() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: roleKeys.all });
}

export function useSaveRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, ...body }: TRoleBody & { id?: number | undefined }) =>
      id
        ? api.post(rolePaths.update, { ...body, id }, { schema: ZRoleData })
        : api.post(rolePaths.create, body, { schema: ZRoleData }),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (id: number) => api.post(rolePaths.remove, { id }, { schema: ZDeleteResult }),
    onSuccess: invalidate,
  });
}

/** POST /cratePermisoByRol: `permiso_for` is the full list of codes the role will hold. */
export function useSaveRolePermissions() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ rol_id, codes }: { rol_id: number; codes: string[] }) => {
      const body: TRolePermissionsInput = { rol_id, permiso_for: codes };
      return api.post(rolePaths.savePermissions, body, { schema: ZRolePermissions });
    },
    onSuccess: invalidate,
  });
}
