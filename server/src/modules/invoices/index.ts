import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { ModuleDeps } from '../deps';
import { createCreditNotesRepository } from './credit-notes.repository';
import { createDebitNotesRepository } from './debit-notes.repository';
import { createDebitNotes } from './debit-notes.service';
import { createInvoicesRepository } from './invoices.repository';
import { registerInvoicesRoutes } from './invoices.routes';
import { createInvoicesService } from './invoices.service';
import { createInvoicing } from './invoicing.service';
import { createInvoicePdf } from './pdf.service';
import { createSummaryRepository } from './summary.repository';

export type { Invoicing, IssuedInvoice } from './invoicing.service';
export { requestHash } from './invoicing.service';

/** The shared invoice issuer (ModuleDeps.invoicing), built once in buildApp: check-out uses it too. */
export const createInvoicingService = (
  deps: Pick<ModuleDeps, 'ledger' | 'numbers' | 'payments' | 'calendar' | 'clock'> & {
    db: Db;
    audit: AuditLog;
  },
) => createInvoicing({ ...deps, repo: createInvoicesRepository() });

/** Invoices: facturaCrear, the list, the detail and PDF, credit and debit notes, the Facturación dashboard. */
export function register(api: FastifyInstance, deps: ModuleDeps): void {
  const repo = createInvoicesRepository();
  const service = createInvoicesService({
    ...deps,
    repo,
    notes: createCreditNotesRepository(),
    summary: createSummaryRepository(),
  });
  const debits = createDebitNotesRepository();
  registerInvoicesRoutes(api, {
    service,
    debits: createDebitNotes({ ...deps, repo, debits }),
    pdf: createInvoicePdf({ db: deps.db, repo, debits }),
  });
}
