import type { TSaleBody } from '@posada/contracts';
import type { Tx } from '../../../db/client';
import type { PricePowers } from '../../../kernel/pricing/price-overrides';
import type { HotelActor } from '../../../lib/caller';

/**
 * Who sells: the hotel's actor, what they may do to a line's price, and whether they may sell on
 * credit above the client's limit (facturas.sobrecupo, logged).
 */
export type SellingActor = HotelActor & PricePowers & { mayExceedCredit: boolean };

/** Who settles an order: the seller, and whether they may settle every waiter's orders. */
export type SettlingActor = SellingActor & { mayAllOrders?: boolean };

/**
 * What a sale asks of the order it settles (ventaCrear with `orden_id`), declared here so the sale
 * does not import the orders' folder; `orders/orders.settle.ts` provides it.
 */
export interface OrderSettlement {
  take(
    tx: Tx,
    actor: SettlingActor,
    body: TSaleBody,
    key: string,
  ): Promise<{ sale: TSaleBody; actor: SellingActor; close: (saleId: number) => Promise<unknown> }>;
}
