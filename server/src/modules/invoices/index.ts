import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { Ledger } from '../accounts/ledger';
import type { PaymentsService } from '../cash-registers/payments.service';
import type { Balances } from '../client-balances/balances';
import type { HotelCalendar } from '../hotels/calendar';
import type { StockService } from '../inventory/stock.service';
import type { NumberService } from '../numbering/numbering.service';
import { createCreditNotesRepository } from './credit-notes.repository';
import { createDebitNotesRepository } from './debit-notes.repository';
import { createDebitNotes } from './debit-notes.service';
import { createInvoicesRepository } from './invoices.repository';
import { registerInvoicesRoutes } from './invoices.routes';
import { createInvoicesService } from './invoices.service';
import type { Invoicing } from './invoicing.service';
import { createInvoicing } from './invoicing.service';
import { createInvoicePdf } from './pdf.service';
import { createSummaryRepository } from './summary.repository';

export type { Invoicing, IssuedInvoice } from './invoicing.service';
export { requestHash } from './invoicing.service';

/** The shared invoice issuer (buildApp hands it to the check-out too), built once in buildApp. */
export const createInvoicingService = (
  deps: Pick<InvoicesDeps, 'db' | 'audit' | 'clock' | 'ledger' | 'numbers' | 'payments' | 'calendar'>,
) => createInvoicing({ ...deps, repo: createInvoicesRepository() });

/** The shared services buildApp hands this module (and nothing more). */
export interface InvoicesDeps {
  db: Db;
  audit: AuditLog;
  clock: Clock;
  ledger: Ledger;
  numbers: NumberService;
  payments: PaymentsService;
  calendar: HotelCalendar;
  balances: Balances;
  stock: StockService;
  invoicing: Invoicing;
}

/** Invoices: facturaCrear, the list, the detail and PDF, credit and debit notes, the Facturación dashboard. */
export function register(api: FastifyInstance, deps: InvoicesDeps): void {
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
