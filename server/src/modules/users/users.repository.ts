import type { TPageQuery, TThemeConfig, TUser } from '@posada/contracts';
import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditoria, hoteles, roles, sesiones, usuarioHoteles, usuarios } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { paginate, searchAny } from '../../lib/list-query';
import { intArray, qualified } from '../../lib/scope';

export interface UserFilter extends TPageQuery {
  estado?: boolean | null | undefined;
  rol_id?: number | null | undefined;
}

/** Of the hotels in `hotelId`, those the caller works in (every hotel for a root caller). */
function callerHotel(caller: Caller, hotelId: SQL): SQL {
  return caller.isRoot ? sql`true` : sql`${hotelId} = any(${intArray(caller.hotelIds)})`;
}

/**
 * The users a caller may see: all for root; else themselves, the holders of a root role (they
 * work everywhere) and whoever shares at least one of the caller's hotels.
 */
function visibleTo(caller: Caller): SQL {
  if (caller.isRoot) return sql`true`;
  return sql`(${qualified(usuarios.id)} = ${caller.userId} or ${qualified(roles.is_root)} or exists (
    select 1 from ${usuarioHoteles} uh where uh.usuario_id = ${qualified(usuarios.id)}
      and ${callerHotel(caller, sql`uh.hotel_id`)}))`;
}

const hotelsOf = (caller: Caller) => sql<TUser['hoteles']>`coalesce((
  select json_agg(json_build_object('id', h.id, 'nombre', h.nombre, 'estado', h.estado) order by h.nombre)
  from ${usuarioHoteles} uh join ${hoteles} h on h.id = uh.hotel_id
  where uh.usuario_id = ${qualified(usuarios.id)} and ${callerHotel(caller, sql`uh.hotel_id`)}), '[]'::json)`;

/** Users as a caller may see them, their hotels and their sessions. */
export function createUsersRepository() {
  const select = (ex: Executor, caller: Caller, where: SQL | undefined) =>
    ex
      .select({
        id: usuarios.id,
        name: usuarios.name,
        email: usuarios.email,
        rol_id: usuarios.rol_id,
        rol: roles.nombre,
        rol_is_root: roles.is_root,
        estado: usuarios.estado,
        hoteles: hotelsOf(caller),
      })
      .from(usuarios)
      .innerJoin(roles, eq(roles.id, usuarios.rol_id))
      .where(and(visibleTo(caller), where));

  return {
    list(ex: Executor, caller: Caller, f: UserFilter) {
      const where = and(
        searchAny(f.search, [usuarios.name, usuarios.email]),
        f.estado === null || f.estado === undefined ? undefined : eq(usuarios.estado, f.estado),
        f.rol_id ? eq(usuarios.rol_id, f.rol_id) : undefined,
      );
      return paginate<TUser>(f, {
        rows: (limit, offset) =>
          select(ex, caller, where).orderBy(asc(usuarios.name), asc(usuarios.id)).limit(limit).offset(offset),
        total: () =>
          ex
            .select({ total: sql<number>`count(*)::int` })
            .from(usuarios)
            .innerJoin(roles, eq(roles.id, usuarios.rol_id))
            .where(and(visibleTo(caller), where)),
      });
    },

    async find(ex: Executor, caller: Caller, id: number, forUpdate = false): Promise<TUser | undefined> {
      const query = select(ex, caller, eq(usuarios.id, id));
      const [row] = forUpdate ? await query.for('update', { of: usuarios }) : await query;
      return row;
    },

    async emailTaken(ex: Executor, email: string, exceptId?: number): Promise<boolean> {
      const [row] = await ex
        .select({ id: usuarios.id })
        .from(usuarios)
        .where(and(eq(usuarios.email, email), exceptId ? ne(usuarios.id, exceptId) : undefined));
      return row !== undefined;
    },

    async insert(ex: Executor, values: typeof usuarios.$inferInsert): Promise<number> {
      const [row] = await ex.insert(usuarios).values(values).returning({ id: usuarios.id });
      if (!row) throw new Error('insert usuarios');
      return row.id;
    },

    async update(ex: Executor, id: number, values: Partial<typeof usuarios.$inferInsert>) {
      await ex
        .update(usuarios)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(usuarios.id, id));
    },

    async updateTheme(ex: Executor, userId: number, theme: TThemeConfig): Promise<boolean> {
      const rows = await ex
        .update(usuarios)
        .set({ theme_config: theme, updated_at: sql`now()` })
        .where(eq(usuarios.id, userId))
        .returning({ id: usuarios.id });
      return rows.length > 0;
    },

    /** Ends every open session of the user: the next call with any of their tokens answers 401. */
    async revokeSessions(ex: Executor, userId: number) {
      await ex
        .update(sesiones)
        .set({ revoked_at: sql`now()` })
        .where(and(eq(sesiones.usuario_id, userId), isNull(sesiones.revoked_at)));
    },

    /** Has the user ever logged in or acted? Then they are part of the history and stay. */
    async hasHistory(ex: Executor, userId: number): Promise<boolean> {
      const [session] = await ex
        .select({ id: sesiones.id })
        .from(sesiones)
        .where(eq(sesiones.usuario_id, userId))
        .limit(1);
      if (session) return true;
      const [entry] = await ex
        .select({ id: auditoria.id })
        .from(auditoria)
        .where(eq(auditoria.usuario_id, userId))
        .limit(1);
      return entry !== undefined;
    },

    /** Active users of an active root role other than `exceptId`. */
    async otherActiveRoots(ex: Executor, exceptId: number): Promise<number> {
      const [row] = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(usuarios)
        .innerJoin(roles, eq(roles.id, usuarios.rol_id))
        .where(
          and(
            ne(usuarios.id, exceptId),
            eq(usuarios.estado, true),
            eq(roles.is_root, true),
            eq(roles.estado, true),
          ),
        );
      return row?.n ?? 0;
    },

    async role(ex: Executor, rolId: number) {
      const [row] = await ex
        .select({ id: roles.id, is_root: roles.is_root })
        .from(roles)
        .where(eq(roles.id, rolId));
      return row;
    },

    async hotelIds(ex: Executor, userId: number): Promise<number[]> {
      const rows = await ex
        .select({ id: usuarioHoteles.hotel_id })
        .from(usuarioHoteles)
        .where(eq(usuarioHoteles.usuario_id, userId));
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },

    /** The user's hotels that the caller works in (all of them for a root caller). */
    userHotels(ex: Executor, caller: Caller, userId: number): Promise<TUser['hoteles']> {
      return ex
        .select({ id: hoteles.id, nombre: hoteles.nombre, estado: hoteles.estado })
        .from(usuarioHoteles)
        .innerJoin(hoteles, eq(hoteles.id, usuarioHoteles.hotel_id))
        .where(
          and(eq(usuarioHoteles.usuario_id, userId), callerHotel(caller, sql`${usuarioHoteles.hotel_id}`)),
        )
        .orderBy(asc(hoteles.nombre));
    },

    /** Ids of active hotels, at most `limit` (enough to tell "exactly one"). */
    async activeHotelIds(ex: Executor, limit: number): Promise<number[]> {
      const rows = await ex
        .select({ id: hoteles.id })
        .from(hoteles)
        .where(eq(hoteles.estado, true))
        .orderBy(asc(hoteles.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async existingHotels(ex: Executor, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await ex
        .select({ id: hoteles.id })
        .from(hoteles)
        .where(sql`${hoteles.id} = any(${intArray(ids)})`);
      return rows.map((r) => r.id);
    },

    async setHotels(ex: Executor, userId: number, ids: readonly number[]) {
      await ex.delete(usuarioHoteles).where(eq(usuarioHoteles.usuario_id, userId));
      if (ids.length === 0) return;
      await ex.insert(usuarioHoteles).values(ids.map((hotel_id) => ({ usuario_id: userId, hotel_id })));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
