import type { TChargeableProduct, TRoomChargeBody } from '@posada/contracts';
import { cents } from '../../lib/money';

/** One line of 'Cargar consumo' as the form holds it: ids as select strings, amounts as typed. */
export interface ChargeLine {
  product_id: string;
  cantidad: string;
  /** The product's list price (its sale price), set when the product is chosen. */
  lista: string;
  precio: string;
  descuento: string;
  warehouse_id: string;
  empleado_id: string;
}

export const emptyChargeLine = (): ChargeLine => ({
  product_id: '',
  cantidad: '1',
  lista: '',
  precio: '',
  descuento: '',
  warehouse_id: '',
  empleado_id: '',
});

const AMOUNT = /^\d+(\.\d+)?$/;

/** Why the line cannot be charged yet (the server says the same), or null. */
export function lineProblem(line: ChargeLine): string | null {
  if (line.product_id === '') return 'Seleccione el producto o servicio';
  if (!AMOUNT.test(line.cantidad) || !/[1-9]/.test(line.cantidad))
    return 'La cantidad debe ser mayor que cero';
  if (line.precio !== '' && !AMOUNT.test(line.precio)) return 'El precio no puede ser negativo';
  if (line.descuento !== '' && !AMOUNT.test(line.descuento)) return 'El descuento no puede ser negativo';
  return null;
}

/** The price typed differs from the list price (an empty box is the list price). */
const repriced = (l: ChargeLine) => l.precio !== '' && cents(l.precio) !== cents(l.lista);
const discounted = (l: ChargeLine) => (cents(l.descuento) ?? 0n) > 0n;

/**
 * Lines at other than their list price or with a discount: the server asks for the permission
 * and the reason for these, so the form asks for the reason too.
 */
export const overridden = (lines: readonly ChargeLine[]): boolean =>
  lines.some((l) => repriced(l) || discounted(l));

/**
 * The `/saveDetalleRoom` body, ids as numbers: the price only when it differs from the list price
 * (a list price that changes meanwhile is then the server's, not a stale copy), the discount only
 * when there is one, the reason only with either.
 */
export function chargeBody(
  habitacion_id: number,
  lines: readonly ChargeLine[],
  motivo = '',
): TRoomChargeBody {
  return {
    habitacion_id,
    lineas: lines.map((l) => ({
      product_id: Number(l.product_id),
      cantidad: l.cantidad,
      ...(repriced(l) ? { precio: l.precio } : {}),
      ...(discounted(l) ? { descuento: l.descuento } : {}),
      warehouse_id: l.warehouse_id !== '' ? Number(l.warehouse_id) : null,
      empleado_id: l.empleado_id !== '' ? Number(l.empleado_id) : null,
    })),
    motivo: overridden(lines) ? motivo.trim() : null,
  };
}

/** The products and services as select options grouped by category (Minibar, Restaurante…). */
export function chargeOptions(products: readonly TChargeableProduct[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const p of products) {
    const group = p.categoria ?? 'Sin categoría';
    const items = groups.get(group) ?? [];
    items.push({ value: String(p.id), label: p.nombre });
    groups.set(group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** 'IVA 19 % incluido', 'INC 8 %': the taxes of a product as the line shows them. */
export function taxText(product: TChargeableProduct): string {
  if (product.impuestos.length === 0) return 'Sin impuestos';
  const names = product.impuestos.map((t) => t.nombre).join(', ');
  return product.precio_incluye_impuestos ? `${names} incluido` : `${names} aparte`;
}
