import {
  type TUserCreateBody,
  type TUserHotelsBody,
  type TUserUpdateBody,
  userPaths,
  ZDeleteResult,
  ZUserData,
  ZUserHotelsData,
  ZUserPage,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ListParams, usePageQuery } from '../components/crud';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { roleKeys } from './roles';

const keys = queryKeys('usuarios');
export const userKeys = { ...keys, hotels: (id: number) => keys.of('hoteles', id) };

export function useUserPage(p: ListParams) {
  return usePageQuery(userKeys.list(p), (signal) =>
    api.post(userPaths.list, p, { schema: ZUserPage, signal }),
  );
}

export function useUser(id: number | null) {
  return useQuery({
    queryKey: userKeys.one(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(userPaths.show(id ?? 0), { schema: ZUserData, signal }).then((a) => a.data),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useUserHotels(id: number | null) {
  return useQuery({
    queryKey: userKeys.hotels(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(userPaths.hotels(id ?? 0), { schema: ZUserHotelsData, signal }).then((a) => a.data),
    enabled: id !== null,
    staleTime: 0,
  });
}

function useInvalidateUsers() {
  const client = useQueryClient();
  // Role lists show how many users each role has.
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: userKeys.all }),
      client.invalidateQueries({ queryKey: roleKeys.all }),
    ]);
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: TUserCreateBody) => api.post(userPaths.create, body, { schema: ZUserData }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: TUserUpdateBody) => api.post(userPaths.update, body, { schema: ZUserData }),
    onSuccess: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: number) => api.post(userPaths.remove(id), undefined, { schema: ZDeleteResult }),
    onSuccess: invalidate,
  });
}

export function useSaveUserHotels() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: TUserHotelsBody) =>
      api.post(userPaths.updateHotels, body, { schema: ZUserHotelsData }),
    onSuccess: invalidate,
  });
}
