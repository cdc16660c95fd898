import { is, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditoria } from '../db/schema';
import type { Actor } from './caller';

/** Who acts: a user, or nobody known yet (a failed login). */
export type AuditActor = Omit<Actor, 'userId'> & { userId: number | null };

export interface AuditEntry {
  accion: 'crear' | 'actualizar' | 'desactivar' | 'eliminar' | 'permisos' | (string & {});
  entidad: string;
  /**
   * The record changed; none for an event without one (a failed login). SQL when the record is
   * written in the same statement (its id drawn there).
   */
  entidad_id: string | number | SQL | null;
  antes?: unknown;
  despues?: unknown;
}

/**
 * The insert of audit entries (one, or several in order), not yet run: a caller that writes its
 * own rows in the same statement (a booking's history beside its audit entries) embeds it
 * (`entry`); `record` runs it, `recordWith` runs it beside the caller's write.
 */
function entryInsert(ex: Executor, actor: AuditActor, entry: AuditEntry | AuditEntry[]) {
  const entries = Array.isArray(entry) ? entry : [entry];
  return ex.insert(auditoria).values(
    entries.map((e) => ({
      hotel_id: actor.hotelId,
      usuario_id: actor.userId,
      ip: actor.ip.slice(0, 64),
      accion: e.accion,
      entidad: e.entidad,
      entidad_id:
        e.entidad_id === null
          ? null
          : is(e.entidad_id, SQL)
            ? sql`(${e.entidad_id})::text`
            : String(e.entidad_id),
      antes: e.antes ?? null,
      despues: e.despues ?? null,
    })),
  );
}

/**
 * The audit log: appended in the caller's transaction, so the record exists exactly when the
 * change does (who, when, what, before and after). Built once in buildApp and handed to services.
 */
export function createAuditLog() {
  return {
    entry: entryInsert,
    async record(ex: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
      await entryInsert(ex, actor, entry);
    },
    /** The entry and `write` (an insert or update not yet run, answering nothing) in one statement. */
    async recordWith(ex: Executor, actor: AuditActor, entry: AuditEntry, write: SQLWrapper): Promise<void> {
      await ex.execute(sql`with w as (${write.getSQL()}), a as ${entryInsert(ex, actor, entry)} select`);
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
