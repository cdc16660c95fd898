import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Balances } from '../../kernel/balances/balances';
import type { HotelCalendar } from '../../kernel/calendar/calendar';
import { createDebitNotesRepository } from '../../kernel/invoicing/debit-notes.repository';
import { createInvoicesRepository } from '../../kernel/invoicing/invoices.repository';
import type { Invoicing } from '../../kernel/invoicing/invoicing.service';
import { createInvoicing } from '../../kernel/invoicing/invoicing.service';
import type { Ledger } from '../../kernel/ledger/ledger';
import type { NumberService } from '../../kernel/numbers/numbering.service';
import type { PaymentsService } from '../../kernel/payments/payments.service';
import type { StockService } from '../../kernel/stock/stock.service';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { createCreditNotesRepository } from './credit-notes.repository';
import { createDebitNotes } from './debit-notes.service';
import { registerInvoicesRoutes } from './invoices.routes';
import { createInvoicesService } from './invoices.service';
import { createInvoicePdf } from './pdf.service';
import { createSummaryRepository } from './summary.repository';

export type { Invoicing, IssuedInvoice } from '../../kernel/invoicing/invoicing.service';
export { requestHash } from '../../kernel/invoicing/invoicing.service';

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
