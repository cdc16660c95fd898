import type { Db, Executor, Tx } from '../db/client';
import type { LedgerRepository } from './ledger/ledger.repository';
import type { ShiftsRepository } from './payments/shifts.repository';

/** An account as its lock read it (`for update`): what posting to it and billing it check. */
export type LockedAccount = NonNullable<Awaited<ReturnType<LedgerRepository['lockAccount']>>>;
/** An account's charges, payments and discounts, and its balance (charges − payments − discounts). */
export type AccountTotals = Awaited<ReturnType<LedgerRepository['totals']>> & { saldo: string };
/** A payment method as a payment checks it. */
export type PaymentMethod = Awaited<ReturnType<ShiftsRepository['findPaymentMethods']>>[number];
/** A user's open register shift as its lock read it (`for update`). */
export type LockedShift = NonNullable<Awaited<ReturnType<ShiftsRepository['lockOpenShiftOfUser']>>>;

/**
 * One request's transaction and what it has learnt that stays true to its end (issue 33, step 2).
 * Made where the transaction begins (`beginWork`, `inWork`) and handed to the kernel services
 * that read or lock: given the unit of work, the ledger, payments and calendar answer from it what
 * this transaction already read, and write into it what they read; given a bare executor they ask
 * the database every time. A caller that read one of these facts in its own statement (the
 * check-out locks the stay's account with the stay, the invoice reads the totals and the payment
 * methods with the account, a room action reads the hotel's zone with the room's lock) writes it
 * here itself, in plain sight.
 */
export interface UnitOfWork {
  /** The transaction every statement of the request runs in. */
  readonly tx: Tx;
  /** The hotel the request acts for. */
  readonly hotelId: number;
  /** The hotel's time zone and business date, once read: one business date per transaction. */
  day?: { zone: string; today: string };
  /** Accounts this transaction holds locked, as their lock read them (only closing one changes it). */
  readonly accounts: Map<number, LockedAccount>;
  /** Totals of locked accounts read after the lock: true until an entry is posted to the account. */
  readonly totals: Map<number, AccountTotals>;
  /** Payment methods read (active or not), by id. */
  readonly methods: Map<number, PaymentMethod>;
  /**
   * Open shifts this transaction holds locked, by user: a sale paid in two methods locks the
   * cashier's shift once (it stays open and locked to the transaction's end).
   */
  readonly shifts: Map<number, LockedShift>;
}

/** Where a kernel call runs: a unit of work (answers from what it knows) or a bare executor. */
export type On = UnitOfWork | Executor;

/** A unit of work for a transaction just begun. */
export function beginWork(tx: Tx, hotelId: number): UnitOfWork {
  return { tx, hotelId, accounts: new Map(), totals: new Map(), methods: new Map(), shifts: new Map() };
}

/** Runs `work` in a new transaction with its unit of work. */
export function inWork<T>(db: Db, hotelId: number, work: (w: UnitOfWork) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(beginWork(tx, hotelId)));
}

export function isWork(on: On): on is UnitOfWork {
  return 'accounts' in on && on.accounts instanceof Map;
}

/** The executor a call's statements run on. */
export function executorOf(on: On): Executor {
  return isWork(on) ? on.tx : on;
}

/** The transaction a writing call's statements run in. */
export function txOf(on: UnitOfWork | Tx): Tx {
  return isWork(on) ? on.tx : on;
}
