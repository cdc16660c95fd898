import { apiPaths, type TLoginBody, ZLoginResponse, ZPermisosUsuarioResponse } from '@posada/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LOGIN_PATH } from '../app/paths';
import { useAfterFirstPaint } from '../lib/after-first-paint';
import { api, parseResponse } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { clearSession, setSession, updateStoredUser, useCurrentUser, ZStoredUser } from '../lib/session';

const keys = queryKeys('sesion');
export const authKeys = { ...keys, permisos: (userId: number) => keys.of('permisos', userId) };

const ZLoginAnswer = ZLoginResponse.extend({ usuario: ZStoredUser });

export type LoginOutcome = { ok: true } | { ok: false };

export function useLogin() {
  return useMutation({
    mutationFn: async (body: TLoginBody): Promise<LoginOutcome> => {
      const answer = await api.post<{ token?: unknown } | undefined>(apiPaths.login, body);
      // An answer without a token is a refused login (spec §4, §8), not a broken server.
      if (typeof answer?.token !== 'string' || answer.token === '') return { ok: false };
      const { token, usuario } = parseResponse(ZLoginAnswer, answer, apiPaths.login);
      setSession(token, usuario);
      return { ok: true };
    },
  });
}

/** Spec §4: revoke the token, forget the user, the token and sessionStorage, then reload. */
export async function logout(): Promise<void> {
  try {
    await api.post(apiPaths.logout);
  } catch {
    // The session ends here whatever the server answered.
  }
  clearSession({ quietly: true });
  sessionStorage.clear();
  window.location.assign(LOGIN_PATH);
}

/** Spec §6: permissions are refreshed at startup for non-root sessions (and on focus). */
export function usePermissionsRefresh(): void {
  const user = useCurrentUser();
  // The stored permissions draw the first screen; the refresh waits until it is drawn.
  const enabled = useAfterFirstPaint() && user !== null && !user.rol.is_root;
  const { data } = useQuery({
    queryKey: authKeys.permisos(user?.id ?? 0),
    queryFn: ({ signal }) => api.get(apiPaths.permisosUsuario, { schema: ZPermisosUsuarioResponse, signal }),
    enabled,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

  useEffect(() => {
    if (!data) return;
    updateStoredUser((current) => {
      const same =
        current.rol.is_root === data.is_root &&
        JSON.stringify(current.permisos) === JSON.stringify(data.permisos);
      if (same) return current;
      return {
        ...current,
        permisos: data.permisos,
        rol: { ...current.rol, is_root: data.is_root },
      };
    });
  }, [data]);
}
