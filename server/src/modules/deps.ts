import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { AuditLog } from '../lib/audit';
import type { Clock } from '../lib/clock';
import type { Ledger } from './accounts';
import type { BusinessDay } from './business-day/business-day.service';
import type { PaymentsService } from './cash-registers/payments.service';
import type { Balances } from './client-balances';
import type { HotelCalendar } from './hotels/calendar';
import type { StockService } from './inventory';
import type { Invoicing } from './invoices';
import type { LiveUpdates } from './live-updates';
import type { NumberService } from './numbering/numbering.service';
import type { Bookings } from './reservations/bookings.service';
import type { NightPosting } from './rooms/night-posting';
import type { LoginThrottle } from './session/login-throttle';
import type { SessionService } from './session/session.service';

/**
 * What buildApp hands every module's `register`: the database, the configuration, and the shared
 * services built once for the whole app (never constructed inside another module).
 */
export interface ModuleDeps {
  db: Db;
  config: Pick<AppConfig, 'sessionIdleMs' | 'sessionMaxMs' | 'webDist' | 'trustProxy' | 'businessDayJob'> &
    Partial<Pick<AppConfig, 'dataDir'>>;
  /** The embedded database's dump, for its backups (absent on PostgreSQL). */
  database: Pick<Database, 'dump'>;
  clock: Clock;
  audit: AuditLog;
  /** The hotel's business date, by the clock and the hotel's time zone. */
  calendar: HotelCalendar;
  sessions: SessionService;
  /** Failed-login counters, shared by the login and the register handover's password. */
  throttle: LoginThrottle;
  /** Money taken into the caller's open register (the cash-register module's `recordPayment`). */
  payments: PaymentsService;
  /** Clients' balances in favour (saldo a favor): credit notes add, refunds take (issue 32). */
  balances: Balances;
  /** The accounts' ledger: stay accounts, entries with their taxes, balances (issue 14). */
  ledger: Ledger;
  /** Nights of stays posted one by one (the business-day close and the check-out). */
  nights: NightPosting;
  /** Invoices of accounts (facturaCrear and check-out): lines, settlement, DIAN number. */
  invoicing: Invoicing;
  /** Document numbers from the hotel's internal sequences and DIAN resolutions. */
  numbers: NumberService;
  /** The open live-update streams of this process, by hotel (GET /eventos). */
  live: LiveUpdates;
  /** Stock out and back in (`takeStock`, `returnStock`) with the kardex, for sales and accounts. */
  stock: StockService;
  /** The booking code (the rack's hold and its cancellation, check-in, the booking's history). */
  bookings: Bookings;
  /** The business day's close and hold expiry (its job runs it; the bookings expire due holds first). */
  businessDay: BusinessDay;
}
