import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { auditoria } from '../../db/schema';

/** Who acts, from where, on which hotel: what every audited change records. */
export interface Actor {
  userId: number;
  ip: string;
  hotelId: number | null;
}

export function actorOf(request: FastifyRequest, hotelId: number | null = null): Actor {
  if (!request.session) throw new Error('actorOf needs an authenticated route');
  return { userId: request.session.userId, ip: request.ip, hotelId };
}

export interface AuditEntry {
  accion: 'crear' | 'actualizar' | 'desactivar' | 'eliminar' | 'permisos' | (string & {});
  entidad: string;
  entidad_id: string | number;
  antes?: unknown;
  despues?: unknown;
}

/**
 * Appends to the audit log in the caller's transaction, so the record exists exactly when the
 * change does (who, when, what, before and after).
 */
export async function recordAudit(db: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditoria).values({
    hotel_id: actor.hotelId,
    usuario_id: actor.userId,
    ip: actor.ip.slice(0, 64),
    accion: entry.accion,
    entidad: entry.entidad,
    entidad_id: String(entry.entidad_id),
    antes: entry.antes ?? null,
    despues: entry.despues ?? null,
  });
}
