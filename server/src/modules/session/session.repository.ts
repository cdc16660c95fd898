import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hoteles, permisos, roles, rolPermisos, sesiones, usuarioHoteles, usuarios } from '../../db/schema';
import type { ActiveSession } from '../../lib/caller';
import { preparedOnce } from '../../lib/prepared';

/** Hotels a user may work in: the assigned ones, or every active hotel for a root role. */
const hotelIdsOf = (userId: unknown, isRoot: unknown) => sql<number[]>`case when ${isRoot}
  then coalesce((select array_agg(h.id order by h.id) from ${hoteles} h where h.estado), '{}')
  else coalesce((select array_agg(uh.hotel_id order by uh.hotel_id) from ${usuarioHoteles} uh
    join ${hoteles} h on h.id = uh.hotel_id where uh.usuario_id = ${userId} and h.estado), '{}') end`;

const permissionCodesOf = (rolId: unknown) => sql<string[]>`coalesce((select array_agg(p.code order by p.code)
  from ${rolPermisos} rp join ${permisos} p on p.id = rp.permiso_id where rp.rol_id = ${rolId}), '{}')`;

/**
 * The session lookup of every request: the session, its user, role, permission codes and hotels in
 * one query, prepared (named) so PostgreSQL plans it once per connection.
 */
const activeSessionQuery = preparedOnce((ex: Executor) =>
  ex
    .select({
      sessionId: sesiones.id,
      userId: usuarios.id,
      name: usuarios.name,
      email: usuarios.email,
      rolId: roles.id,
      isRoot: roles.is_root,
      permissions: permissionCodesOf(roles.id),
      hotelIds: hotelIdsOf(usuarios.id, roles.is_root),
      lastSeenAt: sesiones.last_seen_at,
    })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuario_id))
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .where(
      and(
        eq(sesiones.token_hash, sql.placeholder('tokenHash')),
        isNull(sesiones.revoked_at),
        sql`${sesiones.last_seen_at} > now() - make_interval(secs => ${sql.placeholder('idleSecs')}::float8)`,
        sql`${sesiones.created_at} > now() - make_interval(secs => ${sql.placeholder('maxSecs')}::float8)`,
        eq(usuarios.estado, true),
        eq(roles.estado, true),
      ),
    )
    .prepare('posada_active_session'),
);

export function createSessionRepository() {
  return {
    async findUserForLogin(ex: Executor, email: string) {
      const [row] = await ex
        .select({
          id: usuarios.id,
          password_hash: usuarios.password_hash,
          active: sql<boolean>`${usuarios.estado} and ${roles.estado}`,
        })
        .from(usuarios)
        .innerJoin(roles, eq(roles.id, usuarios.rol_id))
        .where(eq(usuarios.email, email));
      return row;
    },

    async createSession(
      ex: Executor,
      values: { tokenHash: string; userId: number; ip: string; userAgent: string },
    ): Promise<number> {
      const [row] = await ex
        .insert(sesiones)
        .values({
          token_hash: values.tokenHash,
          usuario_id: values.userId,
          ip: values.ip.slice(0, 64),
          user_agent: values.userAgent.slice(0, 300),
        })
        .returning({ id: sesiones.id });
      if (!row) throw new Error('insert sesiones');
      return row.id;
    },

    async findActiveSession(
      ex: Executor,
      tokenHash: string,
      limits: { idleMs: number; maxAgeMs: number },
    ): Promise<ActiveSession | undefined> {
      const [row] = await activeSessionQuery(ex).execute({
        tokenHash,
        idleSecs: limits.idleMs / 1000,
        maxSecs: limits.maxAgeMs / 1000,
      });
      return row;
    },

    /**
     * Deletes the sessions nobody can use any more: revoked, idle past the limit, or past their
     * maximum age. Each condition has its index. The login and logout audit rows keep the history.
     */
    async pruneSessions(ex: Executor, limits: { idleMs: number; maxAgeMs: number }): Promise<number> {
      const before = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000}::float8)`;
      const rows = await ex
        .delete(sesiones)
        .where(
          or(
            isNotNull(sesiones.revoked_at),
            lt(sesiones.last_seen_at, before(limits.idleMs)),
            lt(sesiones.created_at, before(limits.maxAgeMs)),
          ),
        )
        .returning({ id: sesiones.id });
      return rows.length;
    },

    async touchSession(ex: Executor, sessionId: number) {
      await ex.update(sesiones).set({ last_seen_at: sql`now()` }).where(eq(sesiones.id, sessionId));
    },

    async revokeSession(ex: Executor, sessionId: number) {
      await ex
        .update(sesiones)
        .set({ revoked_at: sql`now()` })
        .where(and(eq(sesiones.id, sessionId), isNull(sesiones.revoked_at)));
    },

    async findSessionUser(ex: Executor, userId: number) {
      const [row] = await ex
        .select({
          id: usuarios.id,
          name: usuarios.name,
          email: usuarios.email,
          theme_config: usuarios.theme_config,
          rolId: roles.id,
          rolName: roles.nombre,
          isRoot: roles.is_root,
          permissions: permissionCodesOf(roles.id),
          hotelIds: hotelIdsOf(usuarios.id, roles.is_root),
        })
        .from(usuarios)
        .innerJoin(roles, eq(roles.id, usuarios.rol_id))
        .where(eq(usuarios.id, userId));
      return row;
    },

    async hotelsByIds(ex: Executor, ids: number[]) {
      if (ids.length === 0) return [];
      return ex
        .select({ id: hoteles.id, nombre: hoteles.nombre, zona_horaria: hoteles.zona_horaria })
        .from(hoteles)
        .where(sql`${hoteles.id} = any(${sql.param(ids)}::int[])`)
        .orderBy(asc(hoteles.id));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
