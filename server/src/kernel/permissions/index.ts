import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { permisos, rolPermisos } from '../../db/schema';

/** The permission codes a role holds: the roles module edits them, the users module checks them. */
export interface RoleCodes {
  codes(ex: Executor, rolId: number): Promise<string[]>;
}

export const roleCodes: RoleCodes = {
  async codes(ex, rolId) {
    const rows = await ex
      .select({ code: permisos.code })
      .from(rolPermisos)
      .innerJoin(permisos, eq(permisos.id, rolPermisos.permiso_id))
      .where(eq(rolPermisos.rol_id, rolId))
      .orderBy(asc(permisos.code));
    return rows.map((r) => r.code);
  },
};
