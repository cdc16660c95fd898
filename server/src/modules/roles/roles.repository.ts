import {
  allPermissionCodes,
  type TPageQuery,
  type TRole,
  type TRoleBody,
  type TRoleListBody,
} from '@posada/contracts';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hoteles, permisos, roles, rolPermisos, usuarios } from '../../db/schema';
import { roleCodes } from '../../kernel/permissions';
import { paginate, searchAny } from '../../lib/list-query';
import { intArray, qualified } from '../../lib/scope';

export type RoleFilter = Omit<TRoleListBody, keyof TPageQuery> & TPageQuery;

const roleColumns = {
  id: roles.id,
  nombre: roles.nombre,
  descripcion: roles.descripcion,
  estado: roles.estado,
  is_root: roles.is_root,
  usuarios: sql<number>`(select count(*)::int from ${usuarios} u where u.rol_id = ${qualified(roles.id)})`,
  // The root role holds every code without listing them.
  permisos: sql<number>`case when ${roles.is_root} then ${allPermissionCodes.length}
    else (select count(*)::int from ${rolPermisos} rp where rp.rol_id = ${qualified(roles.id)}) end`,
};

const contains = (column: typeof roles.nombre | typeof roles.descripcion, term: string | null | undefined) =>
  searchAny(term, [column]);

/** Roles and the permission codes they hold. */
export function createRolesRepository() {
  const select = (ex: Executor, where: SQL | undefined) => ex.select(roleColumns).from(roles).where(where);

  return {
    /** Spec §7 filters: `id` exact, `nombre` and `descripcion` containing, `estado`; `search` on both texts. */
    list(ex: Executor, f: RoleFilter) {
      const where = and(
        f.id ? eq(roles.id, f.id) : undefined,
        contains(roles.nombre, f.nombre),
        contains(roles.descripcion, f.descripcion),
        f.estado === null || f.estado === undefined ? undefined : eq(roles.estado, f.estado),
        searchAny(f.search, [roles.nombre, roles.descripcion]),
      );
      return paginate<TRole>(f, {
        rows: (limit, offset) => select(ex, where).orderBy(asc(roles.nombre)).limit(limit).offset(offset),
        total: () => ex.select({ total: sql<number>`count(*)::int` }).from(roles).where(where),
      });
    },

    async find(ex: Executor, id: number, forUpdate = false): Promise<TRole | undefined> {
      const query = select(ex, eq(roles.id, id));
      const [row] = forUpdate ? await query.for('update', { of: roles }) : await query;
      return row;
    },

    /** Names are unique regardless of case ('Recepción' and 'recepción' are the same role). */
    async nameTaken(ex: Executor, nombre: string, exceptId?: number): Promise<boolean> {
      const [row] = await ex
        .select({ id: roles.id })
        .from(roles)
        .where(
          and(sql`lower(${roles.nombre}) = lower(${nombre})`, exceptId ? ne(roles.id, exceptId) : undefined),
        );
      return row !== undefined;
    },

    async insert(ex: Executor, values: TRoleBody): Promise<number> {
      const [row] = await ex.insert(roles).values(values).returning({ id: roles.id });
      if (!row) throw new Error('insert roles');
      return row.id;
    },

    async update(ex: Executor, id: number, values: TRoleBody) {
      await ex
        .update(roles)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(roles.id, id));
    },

    async delete(ex: Executor, id: number) {
      await ex.delete(roles).where(eq(roles.id, id));
    },

    codes: roleCodes.codes,

    /** How many active hotels are not among `hotelIds` (roles are shared by all of them). */
    async activeHotelsOutside(ex: Executor, hotelIds: readonly number[]): Promise<number> {
      const [row] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(hoteles)
        .where(and(eq(hoteles.estado, true), sql`not (${hoteles.id} = any(${intArray(hotelIds)}))`));
      return row?.n ?? 0;
    },

    /** Replaces the role's codes with exactly `codes`. */
    async setCodes(ex: Executor, rolId: number, codes: readonly string[]) {
      await ex.delete(rolPermisos).where(eq(rolPermisos.rol_id, rolId));
      if (codes.length === 0) return;
      const ids = await ex
        .select({ id: permisos.id })
        .from(permisos)
        .where(inArray(permisos.code, [...codes]));
      await ex.insert(rolPermisos).values(ids.map((p) => ({ rol_id: rolId, permiso_id: p.id })));
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
