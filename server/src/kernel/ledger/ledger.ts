import type { Executor, Tx } from '../../db/client';
import { BusinessRuleError, NotFoundError } from '../../lib/errors';
import { subtractMoney } from '../../lib/money';
import {
  type AccountTotals,
  executorOf,
  isWork,
  type LockedAccount,
  type On,
  txOf,
  type UnitOfWork,
} from '../unit-of-work';
import type { EntryRow, EntryStockRow, EntryTaxRow, LedgerRepository } from './ledger.repository';

/** An entry to post: its row, its taxes (charge lines) and what it took from the shelves. */
export type LedgerEntry = EntryRow & { impuestos?: EntryTaxRow[]; existencias?: EntryStockRow[] };

/**
 * The accounts' ledger, shared by the modules that write to an account (rooms at check-in and
 * check-out, accounts, invoices): built once in buildApp, reached through the modules' `ledger`.
 */
export function createLedger({ repo }: { repo: LedgerRepository }) {
  /**
   * Locks an account for the transaction. Given the unit of work, an account it already holds
   * answers what its lock read (the row lock lasts to the end and only `closing` changes the
   * account's state), and a new lock is written into it.
   */
  async function lockAccount(on: On, hotelId: number, id: number): Promise<LockedAccount | undefined> {
    const held = isWork(on) ? on.accounts.get(id) : undefined;
    if (held) return held;
    const row = await repo.lockAccount(executorOf(on), hotelId, id);
    if (row && isWork(on)) on.accounts.set(id, row);
    return row;
  }

  /** The account's close, not yet run: the unit of work no longer holds what it knew of the account. */
  function closing(on: UnitOfWork | Tx, cuentaId: number, userId: number) {
    if (isWork(on)) {
      on.accounts.delete(cuentaId);
      on.totals.delete(cuentaId);
    }
    return repo.closing(txOf(on), cuentaId, userId);
  }

  /**
   * The account's charges, payments and discounts, and its balance. Given the unit of work, the
   * totals of an account it holds locked are read once until an entry is posted to it (every
   * entry goes through `post`, which drops them).
   */
  async function totals(on: On, cuentaId: number): Promise<AccountTotals> {
    const known = isWork(on) ? on.totals.get(cuentaId) : undefined;
    if (known) return known;
    const read = withBalance(await repo.totals(executorOf(on), cuentaId));
    if (isWork(on) && on.accounts.has(cuentaId)) on.totals.set(cuentaId, read);
    return read;
  }

  return {
    totals,

    /** A new account (a company's, a group's master). */
    openAccount: repo.insertAccount,

    /**
     * Every stay has exactly one account, opened with it and held by its main guest; a route rule
     * (`lodgingTo`) sends its nights to another account.
     */
    openStayAccount: (
      tx: Tx,
      v: { hotelId: number; stayId: number; clienteId: number; userId: number; lodgingTo?: number | null },
    ) =>
      repo.insertAccount(tx, {
        hotel_id: v.hotelId,
        tipo: 'estancia',
        estancia_id: v.stayId,
        cliente_id: v.clienteId,
        created_by: v.userId,
        cuenta_alojamiento_id: v.lodgingTo ?? null,
      }),

    async stayAccount(ex: Executor, stayId: number) {
      const account = await repo.stayAccount(ex, stayId);
      if (!account) throw new NotFoundError('La estancia no tiene cuenta');
      return account;
    },

    /**
     * Posts entries to open accounts, each account locked first (entries of one account are
     * serialized, so a balance read after the lock stays true until the transaction ends).
     */
    async post(on: UnitOfWork | Tx, entries: LedgerEntry[]): Promise<number[]> {
      if (entries.length === 0) return [];
      const accounts = [...new Set(entries.map((e) => e.cuenta_id))].sort((a, b) => a - b);
      for (const id of accounts) {
        const hotelId = entries.find((e) => e.cuenta_id === id)?.hotel_id ?? 0;
        const account = await lockAccount(on, hotelId, id);
        if (!account) throw new NotFoundError('La cuenta no existe');
        if (account.estado !== 'abierta') throw new BusinessRuleError(`La cuenta ${id} está cerrada`);
      }
      if (isWork(on)) for (const id of accounts) on.totals.delete(id);
      return repo.insertEntries(
        txOf(on),
        entries.map(({ impuestos = [], existencias = [], ...row }) => ({ row, impuestos, existencias })),
      );
    },

    lockAccount,
    roomAccount: repo.roomAccount,
    taxesOf: repo.taxesOf,
    stockOf: repo.stockOf,

    async close(on: UnitOfWork | Tx, cuentaId: number, userId: number) {
      await closing(on, cuentaId, userId);
    },

    /**
     * The account's close as a statement not yet run, for the caller to write in its own last
     * statement (the check-out closes the account in the one that numbers its invoice).
     */
    closing,
  };
}

export type Ledger = ReturnType<typeof createLedger>;

/** Totals read of an account, with its balance (charges − payments − discounts). */
export function withBalance(t: Omit<AccountTotals, 'saldo'>): AccountTotals {
  return { ...t, saldo: subtractMoney(t.cargos, t.pagos, t.descuentos) };
}
