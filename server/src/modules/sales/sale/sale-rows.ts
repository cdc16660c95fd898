import type { TSaleBody } from '@posada/contracts';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { LineAmounts } from '../../../kernel/ledger/line-amounts';
import type { Prepared } from './sale-prepare';
import type { SaleLineInsert } from './sales.repository';
import type { SellingActor } from './selling-actor';

/**
 * What a sale is recorded with, whatever its kind: its idempotency key, the hash of the request a
 * retry is checked against, and its audit entries, written in the sale's own statement (`id`: the
 * sale's id drawn there).
 */
export interface SaleRecord {
  key: string;
  huella: string;
  audited: (id: SQL) => SQLWrapper;
}

/** The `ventas` columns every kind of sale writes alike. */
export function saleHeader(actor: SellingActor, p: Prepared, record: SaleRecord, fecha: string) {
  return {
    hotel_id: actor.hotelId,
    punto_venta_id: p.outlet.id,
    bodega_id: p.outlet.bodega_id,
    regimen: p.regimen,
    fecha,
    usuario_id: actor.userId,
    subtotal: p.subtotal,
    impuesto: p.impuesto,
    total: p.total,
    clave_idempotencia: record.key,
    huella: record.huella,
  };
}

/** The sale's `venta_lineas`, each with the account entry it became (a room's or a factura's). */
export function saleLineRows(
  body: TSaleBody,
  p: Prepared,
  movements: number[] = [],
): Omit<SaleLineInsert, 'venta_id'>[] {
  return p.sold.map((s, i) => {
    const amounts = p.priced[i] as LineAmounts;
    return {
      producto_id: s.producto_id,
      producto: s.producto,
      cantidad: s.cantidad,
      precio_unitario: s.precio,
      descuento: s.descuento,
      valor: amounts.valor,
      impuesto: amounts.impuesto,
      total: amounts.total,
      impuestos: amounts.impuestos,
      nota: body.lineas[i]?.nota ?? null,
      movimiento_id: movements[i] ?? null,
    };
  });
}
