import type { JobDefinition } from '../../../kernel/jobs';
import type { Delivery } from './delivery';

/** How often the e-mails to buyers are looked at: an accepted invoice reaches its buyer within a minute. */
export const DELIVERY_INTERVAL_MS = 15_000;

/** The e-mail of accepted documents to their buyers as a scheduled job (a pass: the due rows). */
export function deliveryJob(delivery: Pick<Delivery, 'sendDue'>): JobDefinition {
  return {
    nombre: 'facturacion-electronica-correo',
    descripcion: 'Envío por correo de las facturas y notas aceptadas por la DIAN a sus compradores',
    intervalMs: DELIVERY_INTERVAL_MS,
    run: () => delivery.sendDue(),
  };
}
