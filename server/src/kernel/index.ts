import type { Db } from '../db/client';
import { type AuditLog, createAuditLog } from '../lib/audit';
import type { Clock } from '../lib/clock';
import { type Balances, createBalancesService } from './balances';
import { type Bookings, createBookings } from './bookings';
import { type BusinessDay, createBusinessDay, createBusinessDayRepository } from './business-day';
import { createHotelCalendar, type HotelCalendar } from './calendar';
import {
  type CreditNotes,
  createCreditNotesService,
  createInvoicingService,
  type Invoicing,
} from './invoicing';
import { createJobs, type Jobs } from './jobs';
import { createLedgerService, type Ledger } from './ledger';
import { createNightPosting, type NightPosting } from './nights';
import { createNumbers, type NumberService } from './numbers';
import { createPayments, type PaymentsService } from './payments';
import { createReceivablesService, type Receivables } from './receivables';
import { createStockService, type StockService } from './stock';
import { createLoginThrottle, type LoginThrottle } from './throttle';

/**
 * The kernel: the services several feature modules share, built once by buildApp (`createKernel`)
 * and handed to each module as exactly the part its own deps type names (`Pick<Kernel, …>`). The
 * kernel imports only lib/, db/ and contracts — never a feature module.
 */
export interface Kernel {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  /** The hotel's business date, by the clock and the hotel's time zone. */
  calendar: HotelCalendar;
  /** Failed-login counters, shared by the login and the register handover's password. */
  throttle: LoginThrottle;
  /** Money taken into the caller's open register (`recordPayment`). */
  payments: PaymentsService;
  /** Clients' balances in favour (saldo a favor): credit notes add, refunds take (issue 32). */
  balances: Balances;
  /** The accounts' ledger: stay accounts, entries with their taxes, balances (issue 14). */
  ledger: Ledger;
  /** Nights of stays posted one by one (the business-day close and the check-out). */
  nights: NightPosting;
  /** Invoices of accounts (facturaCrear and check-out): lines, settlement, DIAN number. */
  invoicing: Invoicing;
  /** Credit notes of invoices (notaCredito and the point of sale's annulment of a factura). */
  creditNotes: CreditNotes;
  /** Document numbers from the hotel's internal sequences and DIAN resolutions. */
  numbers: NumberService;
  /** Clients' credit on credit sales: approval, limit and its logged override (issue 28). */
  receivables: Receivables;
  /** Stock out and back in (`takeStock`, `returnStock`) with the kardex, for sales and accounts. */
  stock: StockService;
  /** The booking code (the rack's hold and its cancellation, check-in, the booking's history). */
  bookings: Bookings;
  /** The business day's close and hold expiry (its job runs it; the bookings expire due holds first). */
  businessDay: BusinessDay;
  /** The server's scheduled jobs: each pass written where the administrator and `/api/ready` see it. */
  jobs: Jobs;
}

export interface KernelInput {
  db: Db;
  clock: Clock;
  /** The hotel's time zone (the hotels module's repository answers it). */
  timeZones: Parameters<typeof createHotelCalendar>[0]['repo'];
}

/** Builds every kernel service once (buildApp, the one composition root, calls it). */
export function createKernel({ db, clock, timeZones }: KernelInput): Kernel {
  const audit = createAuditLog();
  const calendar = createHotelCalendar({ clock, repo: timeZones });
  const bookings = createBookings({ audit, calendar });
  const payments = createPayments({ audit });
  const ledger = createLedgerService();
  const numbers = createNumbers({ calendar });
  const nights = createNightPosting({ ledger });
  const receivables = createReceivablesService({ audit });
  const balances = createBalancesService({ audit });
  const stock = createStockService({ calendar });
  return {
    db,
    clock,
    audit,
    calendar,
    throttle: createLoginThrottle(),
    payments,
    balances,
    ledger,
    nights,
    numbers,
    receivables,
    invoicing: createInvoicingService({
      db,
      clock,
      audit,
      ledger,
      numbers,
      payments,
      calendar,
      receivables,
      balances,
    }),
    creditNotes: createCreditNotesService({ audit, ledger, numbers, payments, calendar, balances, stock }),
    stock,
    bookings,
    businessDay: createBusinessDay({ db, repo: createBusinessDayRepository(), bookings, clock, nights }),
    jobs: createJobs({ db, clock }),
  };
}
