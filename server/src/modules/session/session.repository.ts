import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hoteles, permisos, roles, rolPermisos, sesiones, usuarioHoteles, usuarios } from '../../db/schema';

export interface ActiveSession {
  sessionId: number;
  userId: number;
  name: string;
  email: string;
  rolId: number;
  isRoot: boolean;
  permissions: string[];
  hotelIds: number[];
  lastSeenAt: Date;
}

/** Hotels a user may work in: the assigned ones, or every active hotel for a root role. */
const hotelIdsOf = (userId: unknown, isRoot: unknown) => sql<number[]>`case when ${isRoot}
  then coalesce((select array_agg(h.id order by h.id) from ${hoteles} h where h.estado), '{}')
  else coalesce((select array_agg(uh.hotel_id order by uh.hotel_id) from ${usuarioHoteles} uh
    join ${hoteles} h on h.id = uh.hotel_id where uh.usuario_id = ${userId} and h.estado), '{}') end`;

const permissionCodesOf = (rolId: unknown) => sql<string[]>`coalesce((select array_agg(p.code order by p.code)
  from ${rolPermisos} rp join ${permisos} p on p.id = rp.permiso_id where rp.rol_id = ${rolId}), '{}')`;

export function createSessionRepository(db: Executor) {
  const activeSessionQuery = db
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
        eq(usuarios.estado, true),
        eq(roles.estado, true),
      ),
    )
    .prepare('posada_active_session');

  return {
    async findUserForLogin(email: string) {
      const [row] = await db
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

    async createSession(values: { tokenHash: string; userId: number; ip: string; userAgent: string }) {
      await db.insert(sesiones).values({
        token_hash: values.tokenHash,
        usuario_id: values.userId,
        ip: values.ip.slice(0, 64),
        user_agent: values.userAgent.slice(0, 300),
      });
    },

    /**
     * One query: the session, its user, role, permission codes and hotels. It runs on every
     * request, so it is a named prepared statement: PostgreSQL plans it once per connection
     * (planning took longer than running it).
     */
    async findActiveSession(tokenHash: string, idleMs: number): Promise<ActiveSession | undefined> {
      const [row] = await activeSessionQuery.execute({ tokenHash, idleSecs: idleMs / 1000 });
      return row;
    },

    async touchSession(sessionId: number) {
      await db.update(sesiones).set({ last_seen_at: sql`now()` }).where(eq(sesiones.id, sessionId));
    },

    async revokeSession(sessionId: number) {
      await db
        .update(sesiones)
        .set({ revoked_at: sql`now()` })
        .where(and(eq(sesiones.id, sessionId), isNull(sesiones.revoked_at)));
    },

    async findSessionUser(userId: number) {
      const [row] = await db
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

    async hotelsByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: hoteles.id, nombre: hoteles.nombre, zona_horaria: hoteles.zona_horaria })
        .from(hoteles)
        .where(sql`${hoteles.id} = any(${sql.param(ids)}::int[])`)
        .orderBy(asc(hoteles.id));
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
