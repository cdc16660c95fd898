import type { OutletTaxRegime } from '@posada/contracts';
import { type LineAmounts, priceLine, type TaxRate } from '../../../kernel/ledger/line-amounts';
import { fromCents, toCents } from '../../../lib/money';

/** A product as a sale prices it. */
export interface PricedProduct {
  precio_incluye_impuestos: boolean;
  impuestos: { id: number; nombre: string; tipo: string; porcentaje: string }[];
}

/** The INC of the catalog, as a restaurant's or a bar's lines carry it. */
export type ConsumptionTax = { id: number; nombre: string; porcentaje: string };

/**
 * The taxes of a line by its outlet: a restaurant or a bar (`inc`) charges the impuesto nacional
 * al consumo in place of the product's own taxes; a shop or a minibar (`iva`) the product's.
 */
export function taxesOf(regimen: OutletTaxRegime, product: PricedProduct, inc: ConsumptionTax): TaxRate[] {
  if (regimen === 'inc') {
    return [{ impuesto_id: inc.id, tipo: 'INC', nombre: inc.nombre, porcentaje: inc.porcentaje }];
  }
  return product.impuestos.map((t) => ({
    impuesto_id: t.id,
    tipo: t.tipo as TaxRate['tipo'],
    nombre: t.nombre,
    porcentaje: t.porcentaje,
  }));
}

/** A sale's line priced: its base after discount, its taxes by the outlet's regime, its total. */
export function priceSaleLine(
  regimen: OutletTaxRegime,
  product: PricedProduct,
  inc: ConsumptionTax,
  line: { cantidad: string; precio: string; descuento: string },
): LineAmounts {
  return priceLine({
    cantidad: line.cantidad,
    precio: line.precio,
    descuento: line.descuento,
    incluyeImpuestos: product.precio_incluye_impuestos,
    taxes: taxesOf(regimen, product, inc),
  });
}

/**
 * The tip's share of each payment of a factura: taken from the last payments first, each within
 * what it put into the register (`aplicado`, cash net of the change). The rest of each payment
 * pays the invoice; the tip stays outside it.
 */
export function tipShares(aplicado: string[], propina: string): string[] {
  let left = toCents(propina);
  const shares = aplicado.map(() => 0n);
  for (let i = aplicado.length - 1; i >= 0 && left > 0n; i--) {
    const share = toCents(aplicado[i] ?? '0') < left ? toCents(aplicado[i] ?? '0') : left;
    shares[i] = share;
    left -= share;
  }
  return shares.map(fromCents);
}
