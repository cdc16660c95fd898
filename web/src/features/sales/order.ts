import {
  fromCents,
  normalizeSearch,
  type TOrder,
  type TOrderLineInput,
  type TOutletProduct,
  type TSaleLine,
  type TSaleQuote,
  withinFreeDiscount,
} from '@posada/contracts';
import { cents } from '../../lib/money';

/** One line of the order as the screen holds it: amounts as typed ('' = the list price, no discount). */
export interface OrderLine {
  /** A line already on a restaurant order (ordenActualizar names it), and what the kitchen got of it. */
  id?: number;
  enviada?: string;
  product: TOutletProduct;
  cantidad: string;
  precio: string;
  descuento: string;
  nota: string;
}

const plain = (l: OrderLine) => l.precio === '' && l.descuento === '' && l.nota === '';

/** One more of the product: on its plain line when there is one, else a new line. */
export function addProduct(lines: readonly OrderLine[], product: TOutletProduct): OrderLine[] {
  const at = lines.findIndex((l) => l.product.id === product.id && plain(l));
  if (at < 0) return [...lines, { product, cantidad: '1', precio: '', descuento: '', nota: '' }];
  return lines.map((l, i) => (i === at ? { ...l, cantidad: String(Number(l.cantidad || '0') + 1) } : l));
}

/**
 * The outlet's products by barcode and by code (lowercased), built once per catalogue: a scan finds
 * its product in one look-up, not a pass over 2 000 products. A barcode wins over another product's
 * code; of two products with one barcode (or code), the first.
 */
export function codeIndex(products: readonly TOutletProduct[]): Map<string, TOutletProduct> {
  const index = new Map<string, TOutletProduct>();
  for (const p of products) {
    const code = p.codigo.toLowerCase();
    if (!index.has(code)) index.set(code, p);
  }
  for (let i = products.length - 1; i >= 0; i--) {
    const barcode = products[i]?.codigo_barras?.toLowerCase();
    if (barcode) index.set(barcode, products[i] as TOutletProduct);
  }
  return index;
}

/** The product whose barcode or code is exactly what was typed or scanned. */
export function productByCode(
  index: ReadonlyMap<string, TOutletProduct>,
  code: string,
): TOutletProduct | undefined {
  const wanted = code.trim().toLowerCase();
  return wanted ? index.get(wanted) : undefined;
}

/** The grid: the category's products (all without one), those whose name, code or barcode hold the term. */
export function gridOf(
  products: readonly TOutletProduct[],
  categoria: string | null,
  term: string,
): TOutletProduct[] {
  const wanted = normalizeSearch(term.trim());
  return products.filter(
    (p) =>
      (categoria === null || (p.categoria ?? 'Otros') === categoria) &&
      (!wanted ||
        normalizeSearch(p.nombre).includes(wanted) ||
        normalizeSearch(p.codigo).includes(wanted) ||
        (p.codigo_barras ?? '').includes(term.trim())),
  );
}

/** The categories as tiles, in the grid's order; products without one under 'Otros'. */
export const categoriesOf = (products: readonly TOutletProduct[]): string[] => [
  ...new Set(products.map((p) => p.categoria ?? 'Otros')),
];

/** A line the server would refuse as typed (no quantity). */
export const lineReady = (l: OrderLine) => (cents(l.cantidad) ?? 0n) > 0n;

/** The order's lines as ventaCrear takes them: a price only when it differs, a discount only above zero. */
export function saleLines(lines: readonly OrderLine[]): TSaleLine[] {
  return lines.map((l) => ({
    product_id: l.product.id,
    cantidad: l.cantidad,
    ...(l.precio !== '' && cents(l.precio) !== cents(l.product.precio) ? { precio: l.precio } : {}),
    ...((cents(l.descuento) ?? 0n) > 0n ? { descuento: l.descuento } : {}),
    nota: l.nota.trim() || null,
  }));
}

/**
 * Whether any line needs the reason: another price, or a discount above what the outlet lets any
 * seller give (`freeDiscount`, its `descuento_libre` percentage).
 */
export const needsReason = (lines: readonly OrderLine[], freeDiscount = '0') =>
  saleLines(lines).some((l, i) => {
    if (l.precio) return true;
    const precio = lines[i]?.product.precio ?? '0';
    return (
      Boolean(l.descuento) &&
      !withinFreeDiscount({ precio, cantidad: l.cantidad, descuento: l.descuento ?? '0' }, freeDiscount)
    );
  });

/** A restaurant order's lines as the screen edits them (a product no longer sold keeps its name). */
export function linesOfOrder(order: TOrder, products: readonly TOutletProduct[]): OrderLine[] {
  return order.lineas.map((l) => {
    const product = products.find((p) => p.id === l.product_id) ?? {
      id: l.product_id,
      codigo: '',
      codigo_barras: null,
      nombre: l.producto,
      categoria: l.categoria,
      precio: l.precio ?? '0',
    };
    return {
      id: l.id,
      enviada: l.enviada,
      product,
      cantidad: String(Number(l.cantidad)),
      precio: l.precio ?? '',
      descuento: l.descuento && (cents(l.descuento) ?? 0n) > 0n ? l.descuento : '',
      nota: l.nota ?? '',
    };
  });
}

/** The lines as ordenActualizar takes them: the sale's shape, each with the id it already has. */
export const orderLineInputs = (lines: readonly OrderLine[]): TOrderLineInput[] =>
  saleLines(lines).map((l, i) => ({ ...l, id: lines[i]?.id ?? null }));

/**
 * The order at menu prices (quantity × price − discount, the taxes inside as the menu has them):
 * what the screen can tell without the server, when it does not answer. The server's quote is the
 * exact figure (a product priced before taxes gets them on top).
 */
export function menuTotal(lines: readonly OrderLine[]): string {
  const total = lines.reduce((sum, l) => {
    const thousandths = BigInt(Math.round(Number(l.cantidad || '0') * 1000));
    const price = cents(l.precio === '' ? l.product.precio : l.precio) ?? 0n;
    return sum + (price * thousandths + 500n) / 1000n - (cents(l.descuento) ?? 0n);
  }, 0n);
  return fromCents(total);
}

/** A stand-in for the server's quote while it does not answer: the menu total, no tax breakdown. */
export const offlineQuote = (lines: readonly OrderLine[], factura: boolean): TSaleQuote => {
  const total = menuTotal(lines);
  return {
    subtotal: total,
    impuesto: '0.00',
    total,
    impuestos: [],
    documento: factura ? 'factura' : 'pos',
    umbral_factura: '0.00',
    propina_sugerida: '0.00',
    lineas: [],
  };
};
