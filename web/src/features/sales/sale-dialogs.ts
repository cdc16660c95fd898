import { lazyNamed } from '../../lib/lazy-named';

/**
 * The point of sale's two dialogs, loaded when first shown (or at the first interaction): the pay
 * dialog brings the payment lines and methods, the ticket the invoices' PDF buttons, neither of
 * which a first visit to the sale draws. Render them inside a Suspense.
 */
export const PayDialog = lazyNamed(() => import('./pay-dialog'), 'PayDialog');
export const SaleTicket = lazyNamed(() => import('./sale-ticket'), 'SaleTicket');
