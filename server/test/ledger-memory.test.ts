import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedgerService } from '../src/kernel/ledger';
import { inWork } from '../src/kernel/unit-of-work';
import { createTestContext, type TestContext } from './helpers/context';
import { createRoomFactories } from './helpers/room-factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/**
 * Given a unit of work, the ledger keeps in it an account it locked and that account's totals: a
 * second read answers without asking again, and any posting — also inside a savepoint that shares
 * the work — makes it ask again, so a balance is never stale.
 */
describe('the ledger within one unit of work', () => {
  const ledger = createLedgerService();

  async function companyAccount() {
    const { id: hotelId } = await ctx.factories.makeHotel();
    const client = await createRoomFactories(ctx.db).makeClient(hotelId);
    const id = await ledger.openAccount(ctx.db, {
      hotel_id: hotelId,
      tipo: 'empresa',
      cliente_id: client.id,
    });
    return { hotelId, id };
  }
  const charge = (hotelId: number, cuentaId: number, total: string) => ({
    hotel_id: hotelId,
    cuenta_id: cuentaId,
    tipo: 'cargo' as const,
    concepto: 'Cargo de prueba',
    valor: total,
    total,
  });

  it('answers a locked account’s balance again after a posting, in the transaction or in a savepoint', async () => {
    const { hotelId, id } = await companyAccount();
    const balances = await inWork(ctx.db, hotelId, async (work) => {
      const { tx } = work;
      await ledger.lockAccount(work, hotelId, id);
      const seen = [(await ledger.totals(work, id)).saldo];
      expect(work.totals.get(id)?.saldo).toBe('0.00');
      await ledger.post(work, [charge(hotelId, id, '1000.00')]);
      expect(work.totals.has(id)).toBe(false);
      seen.push((await ledger.totals(work, id)).saldo);
      await tx.transaction((savepoint) =>
        ledger.post({ ...work, tx: savepoint }, [charge(hotelId, id, '250.50')]),
      );
      seen.push((await ledger.totals(work, id)).saldo);
      await tx
        .transaction(async (savepoint) => {
          await ledger.post({ ...work, tx: savepoint }, [charge(hotelId, id, '99.00')]);
          throw new Error('deshacer');
        })
        .catch(() => undefined);
      seen.push((await ledger.totals(work, id)).saldo);
      return seen;
    });
    expect(balances).toEqual(['0.00', '1000.00', '1250.50', '1250.50']);
  });
});
