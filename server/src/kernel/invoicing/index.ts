import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { HotelCalendar } from '../calendar';
import type { Ledger } from '../ledger';
import type { NumberService } from '../numbers';
import type { PaymentsService } from '../payments';
import type { Receivables } from '../receivables';
import { createInvoicesRepository } from './invoices.repository';
import { createInvoicing } from './invoicing.service';

export type { Invoicing, IssuedInvoice } from './invoicing.service';
export { requestHash } from './invoicing.service';

/** Invoices of accounts (facturaCrear and check-out): lines, settlement, DIAN number. */
export const createInvoicingService = (deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  ledger: Ledger;
  numbers: NumberService;
  payments: PaymentsService;
  calendar: HotelCalendar;
  receivables: Receivables;
}) => createInvoicing({ ...deps, repo: createInvoicesRepository() });
