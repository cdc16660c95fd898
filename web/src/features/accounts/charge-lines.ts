import type { TChargeableProduct, TRoomChargeBody } from '@posada/contracts';

/** One line of 'Cargar consumo' as the form holds it: ids as select strings, amounts as typed. */
export interface ChargeLine {
  product_id: string;
  cantidad: string;
  precio: string;
  warehouse_id: string;
  empleado_id: string;
}

export const emptyChargeLine = (): ChargeLine => ({
  product_id: '',
  cantidad: '1',
  precio: '',
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
  return null;
}

/** The `/saveDetalleRoom` body: the price only when typed (else the product's), ids as numbers. */
export function chargeBody(habitacion_id: number, lines: readonly ChargeLine[]): TRoomChargeBody {
  return {
    habitacion_id,
    lineas: lines.map((l) => ({
      product_id: Number(l.product_id),
      cantidad: l.cantidad,
      ...(l.precio !== '' ? { precio: l.precio } : {}),
      warehouse_id: l.warehouse_id !== '' ? Number(l.warehouse_id) : null,
      empleado_id: l.empleado_id !== '' ? Number(l.empleado_id) : null,
    })),
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
