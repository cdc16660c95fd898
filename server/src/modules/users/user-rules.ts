import type { TUser } from '@posada/contracts';
import { BusinessRuleError, ForbiddenError, ValidationError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import type { UsersRepository } from './users.repository';

/**
 * The guards that keep user administration from raising anyone's powers: they are checked in the
 * service, inside the transaction of the change.
 */

/** Only a root caller changes a root user (root users work in every hotel). */
export function assertMayEdit(caller: Caller, target: TUser): void {
  if (target.rol_is_root && !caller.isRoot) {
    throw new ForbiddenError('Solo un administrador puede modificar a otro administrador');
  }
}

/** A caller assigns the root role only if root, and never a role with codes they do not hold. */
export async function assertMayAssignRole(
  repo: UsersRepository,
  caller: Caller,
  rolId: number,
): Promise<void> {
  const role = await repo.role(rolId);
  if (!role) throw new ValidationError('Los datos enviados no son válidos', { rol_id: ['El rol no existe'] });
  if (caller.isRoot) return;
  if (role.is_root) throw new ForbiddenError('Solo un administrador puede asignar el rol administrador');
  const mine = new Set(caller.permissions);
  const codes = await repo.roleCodes(rolId);
  if (codes.some((code) => !mine.has(code))) {
    throw new ForbiddenError('No puede asignar un rol con permisos que usted no tiene');
  }
}

/**
 * The hotels a caller may grant: any existing hotel for root, else only those they work in.
 * Returns the user's final list: for a caller who is not root, the hotels they cannot see are
 * kept as they were.
 */
export async function grantableHotels(
  repo: UsersRepository,
  caller: Caller,
  requested: readonly number[],
  current: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(requested)];
  if (caller.isRoot) {
    const existing = new Set(await repo.existingHotels(wanted));
    const unknown = wanted.filter((id) => !existing.has(id));
    if (unknown.length > 0) {
      throw new ValidationError('Los datos enviados no son válidos', { hoteles: ['Hotel inexistente'] });
    }
    return wanted.sort((a, b) => a - b);
  }
  const mine = new Set(caller.hotelIds);
  if (wanted.some((id) => !mine.has(id))) {
    throw new ForbiddenError('No puede asignar hoteles en los que usted no trabaja');
  }
  const kept = current.filter((id) => !mine.has(id));
  return [...new Set([...wanted, ...kept])].sort((a, b) => a - b);
}

/** The last active administrator cannot be deactivated, deleted or moved to another role. */
export async function assertNotLastRoot(
  repo: UsersRepository,
  target: TUser,
  stillRoot: boolean,
): Promise<void> {
  if (!target.rol_is_root || !target.estado || stillRoot) return;
  if ((await repo.otherActiveRoots(target.id)) === 0) {
    throw new BusinessRuleError('Debe quedar al menos un administrador activo');
  }
}
