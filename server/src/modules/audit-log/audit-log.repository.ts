import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditoria, hoteles, roles, usuarioHoteles, usuarios } from '../../db/schema';
import { pageOffset } from '../../lib/paging';
import { intArray } from '../../lib/scope';

export interface AuditFilter {
  hotelId: number;
  /** Also the entries of no hotel (users, roles, sessions): for a caller of every hotel. */
  shared: boolean;
  /** The hotel's local days, inclusive. */
  desde: string | null;
  hasta: string | null;
  usuarioId: number | null;
  entidad: string | null;
  accion: string | null;
  entidadId: string | null;
}

const a = auditoria;

/**
 * A local day's first instant in the hotel's zone, as a constant: the comparison stays on
 * `created_at` itself, so the (hotel, …, created_at) indexes serve the range.
 */
const dayStart = (hotelId: number, day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone (select ${hoteles.zona_horaria} from ${hoteles} where ${hoteles.id} = ${hotelId}))`;

function conditions(f: AuditFilter): SQL | undefined {
  return and(
    f.shared ? or(eq(a.hotel_id, f.hotelId), isNull(a.hotel_id)) : eq(a.hotel_id, f.hotelId),
    f.desde ? sql`${a.created_at} >= ${dayStart(f.hotelId, f.desde)}` : undefined,
    f.hasta ? sql`${a.created_at} < ${dayStart(f.hotelId, f.hasta, 1)}` : undefined,
    f.usuarioId !== null ? eq(a.usuario_id, f.usuarioId) : undefined,
    f.entidad ? eq(a.entidad, f.entidad) : undefined,
    f.accion ? eq(a.accion, f.accion) : undefined,
    f.entidadId ? eq(a.entidad_id, f.entidadId) : undefined,
  );
}

/** Reads of the audit log for its screen: a page of entries, the filter's users. */
export function createAuditLogRepository() {
  return {
    async page(ex: Executor, f: AuditFilter, paging: { page: number; per_page: number }) {
      const where = conditions(f);
      const rows = await ex
        .select({
          id: a.id,
          created_at: a.created_at,
          hotel_id: a.hotel_id,
          usuario_id: a.usuario_id,
          usuario: usuarios.name,
          ip: a.ip,
          entidad: a.entidad,
          entidad_id: a.entidad_id,
          accion: a.accion,
          antes: a.antes,
          despues: a.despues,
        })
        .from(a)
        .leftJoin(usuarios, eq(usuarios.id, a.usuario_id))
        .where(where)
        .orderBy(desc(a.created_at), desc(a.id))
        .limit(paging.per_page)
        .offset(pageOffset(paging));
      const [counted] = await ex.select({ n: count() }).from(a).where(where);
      return { rows, total: counted?.n ?? 0 };
    },

    async zoneOf(ex: Executor, hotelId: number): Promise<string> {
      const [row] = await ex
        .select({ zona: hoteles.zona_horaria })
        .from(hoteles)
        .where(eq(hoteles.id, hotelId));
      return row?.zona ?? 'America/Bogota';
    },

    /** How many active hotels are not among `hotelIds`. */
    async activeHotelsOutside(ex: Executor, hotelIds: readonly number[]): Promise<number> {
      const [row] = await ex
        .select({ n: count() })
        .from(hoteles)
        .where(and(eq(hoteles.estado, true), sql`not (${hoteles.id} = any(${intArray(hotelIds)}))`));
      return row?.n ?? 0;
    },

    /** The users who may work in the hotel: assigned to it, or of a root role. */
    users(ex: Executor, hotelId: number) {
      return ex
        .select({ id: usuarios.id, name: usuarios.name })
        .from(usuarios)
        .innerJoin(roles, eq(roles.id, usuarios.rol_id))
        .where(
          or(
            eq(roles.is_root, true),
            sql`exists (select 1 from ${usuarioHoteles} uh where uh.usuario_id = ${usuarios.id} and uh.hotel_id = ${hotelId})`,
          ),
        )
        .orderBy(usuarios.name, usuarios.id);
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
