import type { Executor, Tx } from '../../db/client';
import { BusinessRuleError, NotFoundError } from '../../lib/errors';
import { subtractMoney } from '../../lib/money';
import { transactionMemo } from '../../lib/transaction-memo';
import type { EntryRow, EntryStockRow, EntryTaxRow, LedgerRepository } from './ledger.repository';

/** An entry to post: its row, its taxes (charge lines) and what it took from the shelves. */
export type LedgerEntry = EntryRow & { impuestos?: EntryTaxRow[]; existencias?: EntryStockRow[] };

/**
 * The accounts' ledger, shared by the modules that write to an account (rooms at check-in and
 * check-out, accounts, invoices): built once in buildApp, reached through the modules' `ledger`.
 */
export function createLedger({ repo }: { repo: LedgerRepository }) {
  type Locked = Awaited<ReturnType<LedgerRepository['lockAccount']>>;
  /**
   * Accounts this transaction already locked: the row lock lasts to its end and only `close`
   * changes an account's state, so a second lock in the same transaction (billing, then posting
   * its payments) answers what the first read instead of asking again.
   */
  const held = transactionMemo<number, NonNullable<Locked>>();
  async function lockAccount(ex: Executor, hotelId: number, id: number): Promise<Locked> {
    const mine = held.get(ex, id);
    if (mine) return mine;
    const row = await repo.lockAccount(ex, hotelId, id);
    if (row) held.set(ex, id, row);
    return row;
  }

  type Totals = Awaited<ReturnType<LedgerRepository['totals']>> & { saldo: string };
  /**
   * The totals of accounts this transaction holds locked: no other transaction can post to them
   * and every entry goes through `post`, which forgets them, so they stay true until then.
   */
  const summed = transactionMemo<number, Totals>();

  /**
   * Totals read of an account: with its balance, and remembered when this transaction holds the
   * account locked (they were read after the lock).
   */
  function remember(ex: Executor, cuentaId: number, t: Omit<Totals, 'saldo'>): Totals {
    const result = { ...t, saldo: subtractMoney(t.cargos, t.pagos, t.descuentos) };
    if (held.get(ex, cuentaId)) summed.set(ex, cuentaId, result);
    return result;
  }

  /** The account's close, not yet run: this transaction forgets what it knew of the account. */
  function closing(tx: Tx, cuentaId: number, userId: number) {
    held.forget(tx, cuentaId);
    summed.forget(tx, cuentaId);
    return repo.closing(tx, cuentaId, userId);
  }

  /** The account's charges, payments and discounts, and its balance (charges − payments − discounts). */
  async function totals(ex: Executor, cuentaId: number): Promise<Totals> {
    return summed.get(ex, cuentaId) ?? remember(ex, cuentaId, await repo.totals(ex, cuentaId));
  }

  return {
    totals,

    /**
     * The totals a caller read in its own statement after locking the account (the invoice reads
     * them with its entries): the same answer as `totals`, remembered alike.
     */
    knownTotals: remember,

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
    async post(tx: Tx, entries: LedgerEntry[]): Promise<number[]> {
      if (entries.length === 0) return [];
      const accounts = [...new Set(entries.map((e) => e.cuenta_id))].sort((a, b) => a - b);
      for (const id of accounts) {
        const hotelId = entries.find((e) => e.cuenta_id === id)?.hotel_id ?? 0;
        const account = await lockAccount(tx, hotelId, id);
        if (!account) throw new NotFoundError('La cuenta no existe');
        if (account.estado !== 'abierta') throw new BusinessRuleError(`La cuenta ${id} está cerrada`);
      }
      for (const id of accounts) summed.forget(tx, id);
      return repo.insertEntries(
        tx,
        entries.map(({ impuestos = [], existencias = [], ...row }) => ({ row, impuestos, existencias })),
      );
    },

    lockAccount,

    /**
     * An account the caller locked in its own statement (the check-out locks the stay's with the
     * stay): remembered for the transaction as if `lockAccount` had locked it.
     */
    knownLock(ex: Executor, account: NonNullable<Locked>) {
      held.set(ex, account.id, account);
    },
    taxesOf: repo.taxesOf,
    stockOf: repo.stockOf,

    async close(tx: Tx, cuentaId: number, userId: number) {
      await closing(tx, cuentaId, userId);
    },

    /**
     * The account's close as a statement not yet run, for the caller to write in its own last
     * statement (the check-out closes the account in the one that numbers its invoice).
     */
    closing,
  };
}

export type Ledger = ReturnType<typeof createLedger>;
