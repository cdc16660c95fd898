import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { auditoria } from '../../src/db/schema';

/** The newest audit entries of one record, newest first. */
export function auditOf(db: Db, entidad: string, id: number | string) {
  return db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidad, entidad), eq(auditoria.entidad_id, String(id))))
    .orderBy(desc(auditoria.id));
}
