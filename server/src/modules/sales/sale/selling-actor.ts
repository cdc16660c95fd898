import type { PricePowers } from '../../../kernel/pricing/price-overrides';
import type { HotelActor } from '../../../lib/caller';

/**
 * Who sells: the hotel's actor, what they may do to a line's price, and whether they may sell on
 * credit above the client's limit (facturas.sobrecupo, logged).
 */
export type SellingActor = HotelActor & PricePowers & { mayExceedCredit: boolean };
