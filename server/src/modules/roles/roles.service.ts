import {
  permissionCatalog,
  permissionEntries,
  type TDeleteResult,
  type TPermiso,
  type TPermissionModule,
  type TRole,
  type TRoleBody,
  type TRolePermissions,
} from '@posada/contracts';
import type { Db, Executor } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { Actor, Caller } from '../../lib/caller';
import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { RoleFilter, RolesRepository } from './roles.repository';

const NOT_FOUND = 'El rol no existe';
const NAME_TAKEN = 'Ya existe un rol con ese nombre';
const ROOT_LOCKED = 'Solo un administrador puede modificar el rol administrador';
export const SHARED_ROLES =
  'Los roles son comunes a todos los hoteles: solo quien trabaja en todos los hoteles activos puede crearlos, modificarlos o eliminarlos';

const toPermiso = (e: (typeof permissionEntries)[number]): TPermiso => ({
  code: e.code,
  modulo: e.modulo,
  descripcion: e.descripcion,
});

/** The whole catalog, grouped by module in the catalog's order. */
export const permissionModules: TPermissionModule[] = Object.entries(permissionCatalog).map(
  ([modulo, m]) => ({
    modulo,
    nombre: m.label,
    permisos: permissionEntries.filter((e) => e.modulo === modulo).map(toPermiso),
  }),
);

interface Deps {
  db: Db;
  repo: RolesRepository;
  audit: AuditLog;
}

export function createRolesService({ db, repo, audit }: Deps) {
  async function mustFind(tx: Executor, id: number): Promise<TRole> {
    const role = await repo.find(tx, id, true);
    if (!role) throw new NotFoundError(NOT_FOUND);
    return role;
  }

  async function assertNameFree(tx: Executor, nombre: string, exceptId?: number) {
    if (await repo.nameTaken(tx, nombre, exceptId)) {
      throw new ConflictError(NAME_TAKEN, { nombre: [NAME_TAKEN] });
    }
  }

  /**
   * Roles belong to the whole installation: a change reaches the users of every hotel. So only
   * root, or a caller who works in every active hotel, creates, changes or deletes them.
   */
  async function assertWholeInstallation(tx: Executor, caller: Caller): Promise<void> {
    if (caller.isRoot) return;
    if ((await repo.activeHotelsOutside(tx, caller.hotelIds)) > 0) throw new ForbiddenError(SHARED_ROLES);
  }

  return {
    list: (filter: RoleFilter) => repo.list(db, filter),

    async show(id: number): Promise<TRole> {
      const role = await repo.find(db, id);
      if (!role) throw new NotFoundError(NOT_FOUND);
      return role;
    },

    create(caller: Caller, actor: Actor, body: TRoleBody): Promise<TRole> {
      return db.transaction(async (tx) => {
        await assertWholeInstallation(tx, caller);
        await assertNameFree(tx, body.nombre);
        const id = await repo.insert(tx, body);
        const created = await mustFind(tx, id);
        await audit.record(tx, actor, { accion: 'crear', entidad: 'rol', entidad_id: id, despues: created });
        return created;
      });
    },

    /**
     * The root role keeps its name (the start-up seed finds it by name) and cannot be deactivated.
     * Nobody deactivates their own role: they would lock themselves out.
     */
    update(caller: Caller, actor: Actor, id: number, body: TRoleBody): Promise<TRole> {
      return db.transaction(async (tx) => {
        const before = await mustFind(tx, id);
        await assertWholeInstallation(tx, caller);
        if (before.is_root) {
          if (!caller.isRoot) throw new ForbiddenError(ROOT_LOCKED);
          if (!body.estado) throw new BusinessRuleError('El rol administrador no se puede desactivar');
          if (body.nombre !== before.nombre)
            throw new BusinessRuleError('El rol administrador no se puede renombrar');
        }
        if (!body.estado && before.estado && caller.rolId === id) {
          throw new BusinessRuleError('No puede desactivar su propio rol');
        }
        await assertNameFree(tx, body.nombre, id);
        await repo.update(tx, id, body);
        const after = await mustFind(tx, id);
        const accion = before.estado && !after.estado ? 'desactivar' : 'actualizar';
        await audit.record(tx, actor, {
          accion,
          entidad: 'rol',
          entidad_id: id,
          antes: before,
          despues: after,
        });
        return after;
      });
    },

    /** Only an unused role is deleted; one with users must be deactivated or its users moved first. */
    remove(caller: Caller, actor: Actor, id: number): Promise<TDeleteResult> {
      return db.transaction(async (tx) => {
        const before = await mustFind(tx, id);
        await assertWholeInstallation(tx, caller);
        if (before.is_root) throw new BusinessRuleError('El rol administrador no se puede eliminar');
        if (before.usuarios > 0) {
          const n = before.usuarios;
          throw new BusinessRuleError(
            `El rol está asignado a ${n} ${n === 1 ? 'usuario' : 'usuarios'}; desactívelo o cambie el rol de sus usuarios`,
          );
        }
        const codes = await repo.codes(tx, id);
        await repo.delete(tx, id);
        await audit.record(tx, actor, {
          accion: 'eliminar',
          entidad: 'rol',
          entidad_id: id,
          antes: { ...before, permisos: codes },
        });
        return { message: 'Rol eliminado', accion: 'eliminado' };
      });
    },

    async permissions(id: number): Promise<TRolePermissions> {
      const role = await repo.find(db, id);
      if (!role) throw new NotFoundError(NOT_FOUND);
      const held = new Set(await repo.codes(db, id));
      const entries = role.is_root ? permissionEntries : permissionEntries.filter((e) => held.has(e.code));
      return { rol_id: id, is_root: role.is_root, permisos: entries.map(toPermiso) };
    },

    /**
     * `codes` is the full list the role will hold. A caller who is not root grants and revokes
     * only codes they hold themselves (no one raises their own or anyone's powers above theirs);
     * the role's other codes stay as they were.
     */
    setPermissions(
      caller: Caller,
      actor: Actor,
      id: number,
      codes: readonly string[],
    ): Promise<TRolePermissions> {
      return db.transaction(async (tx) => {
        const role = await mustFind(tx, id);
        await assertWholeInstallation(tx, caller);
        if (role.is_root) {
          throw new BusinessRuleError('El rol administrador tiene todos los permisos; no se pueden cambiar');
        }
        const before = await repo.codes(tx, id);
        let next = [...new Set(codes)].sort();
        if (!caller.isRoot) {
          const mine = new Set(caller.permissions);
          const foreign = next.filter((c) => !mine.has(c) && !before.includes(c));
          if (foreign.length > 0) {
            throw new ForbiddenError(`No puede otorgar permisos que usted no tiene: ${foreign.join(', ')}`);
          }
          next = [
            ...new Set([...next.filter((c) => mine.has(c)), ...before.filter((c) => !mine.has(c))]),
          ].sort();
        }
        await repo.setCodes(tx, id, next);
        await audit.record(tx, actor, {
          accion: 'permisos',
          entidad: 'rol',
          entidad_id: id,
          antes: before,
          despues: next,
        });
        const held = new Set(next);
        return {
          rol_id: id,
          is_root: false,
          permisos: permissionEntries.filter((e) => held.has(e.code)).map(toPermiso),
        };
      });
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
