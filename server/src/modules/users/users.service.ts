import type {
  TDeleteResult,
  TThemeConfig,
  TUser,
  TUserCreateBody,
  TUserHotel,
  TUserUpdateBody,
} from '@posada/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { usuarios } from '../../db/schema';
import type { RoleCodes } from '../../kernel/permissions';
import type { AuditLog } from '../../lib/audit';
import type { Actor, Caller } from '../../lib/caller';
import { deleteOrDeactivate } from '../../lib/crud/delete-or-deactivate';
import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { createUserPowers } from './user-powers';
import type { UserFilter, UsersRepository } from './users.repository';

const NOT_FOUND = 'El usuario no existe';
const EMAIL_TAKEN = 'Ya existe un usuario con ese correo';

interface Deps {
  db: Db;
  repo: UsersRepository;
  /** The role's codes, for the "no raising of powers" rule. */
  roles: RoleCodes;
  audit: AuditLog;
}

export function createUsersService({ db, repo, roles, audit }: Deps) {
  const { assertMayEdit, assertMayAssignRole, grantableHotels, ensureHotel } = createUserPowers({
    repo,
    roles,
  });

  async function mustFind(tx: Executor, caller: Caller, id: number): Promise<TUser> {
    const user = await repo.find(tx, caller, id, true);
    if (!user) throw new NotFoundError(NOT_FOUND);
    return user;
  }

  async function assertEmailFree(tx: Executor, email: string, exceptId?: number) {
    if (await repo.emailTaken(tx, email, exceptId)) {
      throw new ConflictError(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    }
  }

  /** The last active administrator cannot be deactivated, deleted or moved to another role. */
  async function assertNotLastRoot(tx: Tx, target: TUser, stillRoot: boolean): Promise<void> {
    if (!target.rol_is_root || !target.estado || stillRoot) return;
    if ((await repo.otherActiveRoots(tx, target.id)) === 0) {
      throw new BusinessRuleError('Debe quedar al menos un administrador activo');
    }
  }

  return {
    list: (caller: Caller, filter: UserFilter) => repo.list(db, caller, filter),

    async show(caller: Caller, id: number): Promise<TUser> {
      const user = await repo.find(db, caller, id);
      if (!user) throw new NotFoundError(NOT_FOUND);
      return user;
    },

    /**
     * A user who is not root works in at least one hotel: given none, they get the installation's
     * only active hotel, if there is exactly one that the caller may grant; else 400 on `hoteles`.
     */
    async create(caller: Caller, actor: Actor, body: TUserCreateBody): Promise<TUser> {
      // Hashed before the transaction: on PGlite an open transaction holds the only connection,
      // and argon2's tens of milliseconds would stall every other request.
      const password_hash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        await assertEmailFree(tx, body.email);
        const isRoot = await assertMayAssignRole(tx, caller, body.rol_id);
        const granted = await grantableHotels(tx, caller, body.hoteles, []);
        const hotels = await ensureHotel(tx, caller, granted, { isRoot, fallback: true });
        const { password: _, hoteles: __, ...fields } = body;
        const id = await repo.insert(tx, { ...fields, password_hash });
        await repo.setHotels(tx, id, hotels);
        const created = await mustFind(tx, caller, id);
        await audit.record(tx, actor, {
          accion: 'crear',
          entidad: 'usuario',
          entidad_id: id,
          despues: created,
        });
        return created;
      });
    },

    /**
     * A new password resets the old one and, like deactivation, ends the user's sessions. Nobody
     * changes their own role or deactivates themselves here. `hoteles`, when sent, sets the
     * hotels in the same transaction (as usuariosHotelActualizar), so a user who stops being root
     * gets their hotels in the same save; the user must end with one, as in `create`.
     */
    async update(caller: Caller, actor: Actor, body: TUserUpdateBody): Promise<TUser> {
      const { id, password, hoteles, ...fields } = body;
      // Outside the transaction, as in `create`; the hash depends on nothing the transaction reads.
      const password_hash = password ? await hashPassword(password) : null;
      return db.transaction(async (tx) => {
        const before = await mustFind(tx, caller, id);
        await assertMayEdit(tx, caller, before);
        const self = id === caller.userId;
        if (self && (fields.rol_id !== before.rol_id || !fields.estado)) {
          throw new BusinessRuleError('No puede cambiar su propio rol ni desactivar su propio usuario');
        }
        await assertEmailFree(tx, fields.email, id);
        const isRoot =
          fields.rol_id === before.rol_id
            ? before.rol_is_root
            : await assertMayAssignRole(tx, caller, fields.rol_id);
        await assertNotLastRoot(tx, before, fields.estado && isRoot);
        const current = await repo.hotelIds(tx, id);
        const granted = hoteles ? await grantableHotels(tx, caller, hoteles, current) : current;
        const hotels = await ensureHotel(tx, caller, granted, { isRoot, fallback: true });
        await repo.update(tx, id, password_hash ? { ...fields, password_hash } : fields);
        if (hotels.join() !== current.join()) await repo.setHotels(tx, id, hotels);
        const deactivated = before.estado && !fields.estado;
        if (deactivated || (password && !self)) await repo.revokeSessions(tx, id);
        const after = await mustFind(tx, caller, id);
        await audit.record(tx, actor, {
          accion: deactivated ? 'desactivar' : 'actualizar',
          entidad: 'usuario',
          entidad_id: id,
          antes: before,
          despues: password ? { ...after, password_cambiada: true } : after,
        });
        return after;
      });
    },

    /** A user with history (sessions, audit entries, shifts…) is deactivated and logged out, never deleted. */
    remove(caller: Caller, actor: Actor, id: number): Promise<TDeleteResult> {
      return db.transaction(async (tx) => {
        const before = await mustFind(tx, caller, id);
        if (id === caller.userId) throw new BusinessRuleError('No puede eliminar su propio usuario');
        await assertMayEdit(tx, caller, before);
        await assertNotLastRoot(tx, before, false);
        const accion = (await repo.hasHistory(tx, id))
          ? 'desactivado'
          : await deleteOrDeactivate(tx, usuarios, eq(usuarios.id, id));
        if (accion === 'desactivado') {
          await repo.update(tx, id, { estado: false });
          await repo.revokeSessions(tx, id);
          const after = { ...before, estado: false };
          await audit.record(tx, actor, {
            accion: 'desactivar',
            entidad: 'usuario',
            entidad_id: id,
            antes: before,
            despues: after,
          });
          return { message: 'El usuario tiene historial; se desactivó y se cerraron sus sesiones', accion };
        }
        await audit.record(tx, actor, {
          accion: 'eliminar',
          entidad: 'usuario',
          entidad_id: id,
          antes: before,
        });
        return { message: 'Usuario eliminado', accion };
      });
    },

    async hotels(caller: Caller, id: number): Promise<TUserHotel[]> {
      const user = await repo.find(db, caller, id);
      if (!user) throw new NotFoundError(NOT_FOUND);
      return user.hoteles;
    },

    setHotels(caller: Caller, actor: Actor, id: number, requested: readonly number[]): Promise<TUserHotel[]> {
      return db.transaction(async (tx) => {
        const user = await mustFind(tx, caller, id);
        await assertMayEdit(tx, caller, user);
        const current = await repo.hotelIds(tx, id);
        // An explicit empty list is refused rather than answered with the only hotel.
        const next = await ensureHotel(tx, caller, await grantableHotels(tx, caller, requested, current), {
          isRoot: user.rol_is_root,
          fallback: false,
        });
        await repo.setHotels(tx, id, next);
        await audit.record(tx, actor, {
          accion: 'hoteles',
          entidad: 'usuario',
          entidad_id: id,
          antes: current,
          despues: next,
        });
        // Not `mustFind`: taking away the caller's last shared hotel hides the user from them.
        return repo.userHotels(tx, caller, id);
      });
    },

    /**
     * A user changes their own theme; changing someone else's needs `usuarios.editar`, sight of
     * them and every code of their role, as any other change to another user.
     */
    async updateTheme(caller: Caller & { canEditUsers: boolean }, userId: number, theme: TThemeConfig) {
      if (caller.userId !== userId) {
        if (!caller.canEditUsers) throw new ForbiddenError('Solo puede cambiar su propio tema');
        const target = await repo.find(db, caller, userId);
        if (!target) throw new NotFoundError(NOT_FOUND);
        await assertMayEdit(db, caller, target);
      }
      if (!(await repo.updateTheme(db, userId, theme))) throw new NotFoundError(NOT_FOUND);
      return theme;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
