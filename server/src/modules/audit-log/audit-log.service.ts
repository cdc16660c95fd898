import {
  auditActionName,
  auditEntityName,
  describeAuditChanges,
  type TAuditEntry,
  type TAuditListBody,
  type TAuditPage,
} from '@posada/contracts';
import type { Db } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { toPage } from '../../lib/paging';
import type { AuditLogRepository } from './audit-log.repository';

interface Deps {
  db: Db;
  repo: AuditLogRepository;
}

/** Who did it, when no user did: the business-day job writes as the system. */
const SYSTEM = 'Sistema';

/**
 * The audit log as its screen reads it: the current hotel's entries, and the entries of no hotel
 * (users, roles, sessions: every hotel's) only for a caller who works in every active hotel, as
 * changing a role needs. Each entry's before and after come in words (contracts' describer).
 */
export function createAuditLogService({ db, repo }: Deps) {
  async function seesShared(caller: Caller): Promise<boolean> {
    return caller.isRoot || (await repo.activeHotelsOutside(db, caller.hotelIds)) === 0;
  }

  return {
    async list(caller: Caller, hotelId: number, body: TAuditListBody): Promise<TAuditPage> {
      const paging = { page: body.page ?? 1, per_page: body.per_page ?? 50 };
      const [zone, shared] = await Promise.all([repo.zoneOf(db, hotelId), seesShared(caller)]);
      const { rows, total } = await repo.page(
        db,
        {
          hotelId,
          shared,
          desde: body.desde,
          hasta: body.hasta,
          usuarioId: body.usuario_id,
          entidad: body.entidad,
          accion: body.accion,
          entidadId: body.entidad_id,
        },
        paging,
      );
      const data = rows.map(
        (r): TAuditEntry => ({
          id: r.id,
          fecha: r.created_at.toISOString(),
          hotel_id: r.hotel_id,
          usuario_id: r.usuario_id,
          usuario: r.usuario ?? (r.ip === 'sistema' ? SYSTEM : null),
          ip: r.ip,
          entidad: r.entidad,
          entidad_nombre: auditEntityName(r.entidad),
          entidad_id: r.entidad_id,
          accion: r.accion,
          accion_nombre: auditActionName(r.accion),
          cambios: describeAuditChanges(r, zone),
        }),
      );
      return toPage(data, total, paging);
    },

    users: (hotelId: number) => repo.users(db, hotelId),
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
