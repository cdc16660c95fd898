import type { TUser } from '@posada/contracts';
import type { Executor } from '../../db/client';
import type { RoleCodes } from '../../kernel/permissions';
import type { Caller } from '../../lib/caller';
import { ForbiddenError, ValidationError } from '../../lib/errors';
import type { UsersRepository } from './users.repository';

const INVALID = 'Los datos enviados no son válidos';
export const HOTEL_REQUIRED = 'Asigne al menos un hotel';

interface Deps {
  repo: UsersRepository;
  roles: RoleCodes;
}

/**
 * "No raising of powers" for users: whoever changes a user, or hands out a role, must hold every
 * code of that role. Otherwise a password reset, a new email or a new role would let the caller
 * log in with powers they were never given. Root callers are exempt; only they touch root users.
 */
export function createUserPowers({ repo, roles }: Deps) {
  async function holdsEveryCode(ex: Executor, caller: Caller, rolId: number): Promise<boolean> {
    const mine = new Set(caller.permissions);
    return (await roles.codes(ex, rolId)).every((code) => mine.has(code));
  }

  return {
    /** Any change to another user: their data, password, state, role, hotels, theme, deletion. */
    async assertMayEdit(ex: Executor, caller: Caller, target: TUser): Promise<void> {
      if (caller.isRoot) return;
      if (target.rol_is_root) {
        throw new ForbiddenError('Solo un administrador puede modificar a otro administrador');
      }
      if (!(await holdsEveryCode(ex, caller, target.rol_id))) {
        throw new ForbiddenError(
          'No puede modificar a un usuario cuyo rol tiene permisos que usted no tiene',
        );
      }
    },

    /** Answers whether the role is root; refuses a role the caller may not hand out. */
    async assertMayAssignRole(ex: Executor, caller: Caller, rolId: number): Promise<boolean> {
      const role = await repo.role(ex, rolId);
      if (!role) throw new ValidationError(INVALID, { rol_id: ['El rol no existe'] });
      if (caller.isRoot) return role.is_root;
      if (role.is_root) throw new ForbiddenError('Solo un administrador puede asignar el rol administrador');
      if (!(await holdsEveryCode(ex, caller, rolId))) {
        throw new ForbiddenError('No puede asignar un rol con permisos que usted no tiene');
      }
      return false;
    },

    /**
     * The hotels a caller may grant: any existing hotel for root, else only those they work in.
     * Returns the user's final list: for a caller who is not root, the hotels they cannot see are
     * kept as they were.
     */
    async grantableHotels(
      ex: Executor,
      caller: Caller,
      requested: readonly number[],
      current: readonly number[],
    ): Promise<number[]> {
      const wanted = [...new Set(requested)];
      if (caller.isRoot) {
        const existing = new Set(await repo.existingHotels(ex, wanted));
        if (wanted.some((id) => !existing.has(id))) {
          throw new ValidationError(INVALID, { hoteles: ['Hotel inexistente'] });
        }
        return wanted.sort((a, b) => a - b);
      }
      const mine = new Set(caller.hotelIds);
      if (wanted.some((id) => !mine.has(id))) {
        throw new ForbiddenError('No puede asignar hoteles en los que usted no trabaja');
      }
      const kept = current.filter((id) => !mine.has(id));
      return [...new Set([...wanted, ...kept])].sort((a, b) => a - b);
    },

    /**
     * A user who is not root works in at least one hotel (root users work in all). Left without
     * one, they get the installation's only active hotel when there is exactly one and the caller
     * may grant it (`fallback`); otherwise the save is refused on `hoteles`.
     */
    async ensureHotel(
      ex: Executor,
      caller: Caller,
      hotels: number[],
      opts: { isRoot: boolean; fallback: boolean },
    ): Promise<number[]> {
      if (opts.isRoot || hotels.length > 0) return hotels;
      if (opts.fallback) {
        const active = await repo.activeHotelIds(ex, 2);
        const [only] = active;
        if (active.length === 1 && only !== undefined && (caller.isRoot || caller.hotelIds.includes(only))) {
          return [only];
        }
      }
      throw new ValidationError(INVALID, { hoteles: [HOTEL_REQUIRED] });
    },
  };
}

export type UserPowers = ReturnType<typeof createUserPowers>;
