import { holdsAnyPermission, type PermissionCode, type TSessionUser } from '@posada/contracts';
import { useCallback } from 'react';
import { useCurrentUser } from './session';

/** Spec §6: root holds everything; otherwise any one of the listed codes is enough. */
export function userCan(user: TSessionUser | null, codes: readonly PermissionCode[]): boolean {
  if (!user) return false;
  if (user.rol.is_root) return true;
  return holdsAnyPermission(
    user.permisos.map((p) => p.code),
    codes,
  );
}

export type PermissionCheck = (codes: readonly PermissionCode[]) => boolean;

/** A checker bound to the current user, for filtering lists of guarded things. */
export function usePermissionCheck(): PermissionCheck {
  const user = useCurrentUser();
  return useCallback((codes) => userCan(user, codes), [user]);
}

export function usePermission(...codes: PermissionCode[]): boolean {
  return userCan(useCurrentUser(), codes);
}
