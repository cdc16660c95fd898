import type {
  TDeleteResult,
  TThemeConfig,
  TUser,
  TUserCreateBody,
  TUserHotel,
  TUserUpdateBody,
} from '@posada/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { usuarios } from '../../db/schema';
import { deleteOrDeactivate } from '../../lib/delete-or-deactivate';
import {
  BusinessRuleError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { Caller } from '../../lib/scope';
import { type Actor, recordAudit } from '../audit/audit.repository';
import { assertMayAssignRole, assertMayEdit, assertNotLastRoot, grantableHotels } from './user-rules';
import { createUsersRepository, type UserFilter } from './users.repository';

const NOT_FOUND = 'El usuario no existe';
const EMAIL_TAKEN = 'Ya existe un usuario con ese correo';

export function createUsersService({ db }: { db: Db }) {
  const read = createUsersRepository(db);

  async function mustFind(tx: Executor, caller: Caller, id: number): Promise<TUser> {
    const user = await createUsersRepository(tx).find(caller, id, true);
    if (!user) throw new NotFoundError(NOT_FOUND);
    return user;
  }

  async function assertEmailFree(tx: Executor, email: string, exceptId?: number) {
    if (await createUsersRepository(tx).emailTaken(email, exceptId)) {
      throw new ConflictError(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    }
  }

  return {
    list: (caller: Caller, filter: UserFilter) => read.list(caller, filter),

    async show(caller: Caller, id: number): Promise<TUser> {
      const user = await read.find(caller, id);
      if (!user) throw new NotFoundError(NOT_FOUND);
      return user;
    },

    /** A caller who is not root must give the new user one of their hotels, or lose sight of them. */
    create(caller: Caller, actor: Actor, body: TUserCreateBody): Promise<TUser> {
      return db.transaction(async (tx) => {
        const repo = createUsersRepository(tx);
        if (!caller.isRoot && body.hoteles.length === 0) {
          throw new ValidationError('Los datos enviados no son válidos', {
            hoteles: ['Asigne al menos un hotel'],
          });
        }
        await assertEmailFree(tx, body.email);
        await assertMayAssignRole(repo, caller, body.rol_id);
        const hotels = await grantableHotels(repo, caller, body.hoteles, []);
        const { password, hoteles: _, ...fields } = body;
        const id = await repo.insert({ ...fields, password_hash: await hashPassword(password) });
        await repo.setHotels(id, hotels);
        const created = await mustFind(tx, caller, id);
        await recordAudit(tx, actor, {
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
     * changes their own role or deactivates themselves here.
     */
    update(caller: Caller, actor: Actor, body: TUserUpdateBody): Promise<TUser> {
      return db.transaction(async (tx) => {
        const repo = createUsersRepository(tx);
        const { id, password, ...fields } = body;
        const before = await mustFind(tx, caller, id);
        assertMayEdit(caller, before);
        const self = id === caller.userId;
        if (self && (fields.rol_id !== before.rol_id || !fields.estado)) {
          throw new BusinessRuleError('No puede cambiar su propio rol ni desactivar su propio usuario');
        }
        await assertEmailFree(tx, fields.email, id);
        if (fields.rol_id !== before.rol_id) await assertMayAssignRole(repo, caller, fields.rol_id);
        const nextRole = await repo.role(fields.rol_id);
        await assertNotLastRoot(repo, before, fields.estado && nextRole?.is_root === true);
        await repo.update(id, password ? { ...fields, password_hash: await hashPassword(password) } : fields);
        const deactivated = before.estado && !fields.estado;
        if (deactivated || (password && !self)) await repo.revokeSessions(id);
        const after = await mustFind(tx, caller, id);
        await recordAudit(tx, actor, {
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
        const repo = createUsersRepository(tx);
        const before = await mustFind(tx, caller, id);
        if (id === caller.userId) throw new BusinessRuleError('No puede eliminar su propio usuario');
        assertMayEdit(caller, before);
        await assertNotLastRoot(repo, before, false);
        const accion = (await repo.hasHistory(id))
          ? 'desactivado'
          : await deleteOrDeactivate(tx, usuarios, eq(usuarios.id, id));
        if (accion === 'desactivado') {
          await repo.update(id, { estado: false });
          await repo.revokeSessions(id);
          const after = { ...before, estado: false };
          await recordAudit(tx, actor, {
            accion: 'desactivar',
            entidad: 'usuario',
            entidad_id: id,
            antes: before,
            despues: after,
          });
          return { message: 'El usuario tiene historial; se desactivó y se cerraron sus sesiones', accion };
        }
        await recordAudit(tx, actor, {
          accion: 'eliminar',
          entidad: 'usuario',
          entidad_id: id,
          antes: before,
        });
        return { message: 'Usuario eliminado', accion };
      });
    },

    async hotels(caller: Caller, id: number): Promise<TUserHotel[]> {
      const user = await read.find(caller, id);
      if (!user) throw new NotFoundError(NOT_FOUND);
      return user.hoteles;
    },

    setHotels(caller: Caller, actor: Actor, id: number, requested: readonly number[]): Promise<TUserHotel[]> {
      return db.transaction(async (tx) => {
        const repo = createUsersRepository(tx);
        const user = await mustFind(tx, caller, id);
        assertMayEdit(caller, user);
        const current = await repo.hotelIds(id);
        const next = await grantableHotels(repo, caller, requested, current);
        await repo.setHotels(id, next);
        await recordAudit(tx, actor, {
          accion: 'hoteles',
          entidad: 'usuario',
          entidad_id: id,
          antes: current,
          despues: next,
        });
        // Not `mustFind`: taking away the caller's last shared hotel hides the user from them.
        return repo.userHotels(caller, id);
      });
    },

    /** A user changes their own theme; changing someone else's needs `usuarios.editar` and sight of them. */
    async updateTheme(caller: Caller & { canEditUsers: boolean }, userId: number, theme: TThemeConfig) {
      if (caller.userId !== userId) {
        if (!caller.canEditUsers) throw new ForbiddenError('Solo puede cambiar su propio tema');
        if (!(await read.find(caller, userId))) throw new NotFoundError(NOT_FOUND);
      }
      if (!(await read.updateTheme(userId, theme))) throw new NotFoundError(NOT_FOUND);
      return theme;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
