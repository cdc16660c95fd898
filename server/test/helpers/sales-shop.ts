import { afterAll, beforeAll } from 'vitest';
import { ventas } from '../../src/db/schema';
import { salesContext } from './sales';

export let t: Awaited<ReturnType<typeof salesContext>>;

export const sodaStock = async () => (await t.inv.stockOf(t.warehouse.id, t.soda.id))?.cantidad;
export const saleCount = async () => (await t.ctx.db.select().from(ventas)).length;

/** Opens the demo shop and restaurant for the file (before all its tests) and closes it after. */
export function useSalesShop() {
  beforeAll(async () => {
    t = await salesContext();
  });
  afterAll(() => t.ctx.close());
}
