import type { AuditLog } from '../../lib/audit';
import { createReceivables } from './receivables';
import { createReceivablesRepository } from './receivables.repository';

export type { Receivables } from './receivables';
export { receivableRows } from './receivables.repository';

/** Clients' credit on credit sales (issue 28): the limit, its override, what a client owes. */
export const createReceivablesService = ({ audit }: { audit: AuditLog }) =>
  createReceivables({ repo: createReceivablesRepository(), audit });
