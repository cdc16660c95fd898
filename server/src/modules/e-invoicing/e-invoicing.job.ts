import type { JobDefinition } from '../../kernel/jobs';
import type { EInvoicingSender } from './sender';

/** How often the queue of electronic documents is looked at: a document goes out within seconds. */
export const E_INVOICING_INTERVAL_MS = 10_000;

/** The sending of electronic invoices and notes to DIAN as a scheduled job (a pass: the due rows). */
export function eInvoicingJob(sender: Pick<EInvoicingSender, 'sendDue'>): JobDefinition {
  return {
    nombre: 'facturacion-electronica',
    descripcion: 'Envío de facturas y notas electrónicas a la DIAN',
    intervalMs: E_INVOICING_INTERVAL_MS,
    run: () => sender.sendDue(),
  };
}
