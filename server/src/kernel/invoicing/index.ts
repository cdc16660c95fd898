import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import type { Balances } from '../balances';
import type { HotelCalendar } from '../calendar';
import type { Ledger } from '../ledger';
import type { NumberService } from '../numbers';
import type { PaymentsService } from '../payments';
import type { Receivables } from '../receivables';
import type { StockService } from '../stock';
import { createCreditNotesRepository } from './credit-notes.repository';
import { createCreditNotes } from './credit-notes.service';
import { createInvoicesRepository } from './invoices.repository';
import { createInvoicing } from './invoicing.service';

export type { CreditNotes } from './credit-notes.service';
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
  balances: Balances;
}) => createInvoicing({ ...deps, repo: createInvoicesRepository() });

/** Credit notes of invoices (notaCredito, and the point of sale's annulment of a factura). */
export const createCreditNotesService = (deps: {
  audit: AuditLog;
  ledger: Ledger;
  numbers: NumberService;
  payments: PaymentsService;
  calendar: HotelCalendar;
  balances: Balances;
  stock: StockService;
}) => createCreditNotes({ ...deps, repo: createInvoicesRepository(), notes: createCreditNotesRepository() });
