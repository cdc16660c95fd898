import { permissionCatalog, withinFreeDiscount } from '@posada/contracts';
import type { AuditEntry } from '../../lib/audit';
import { ForbiddenError, ValidationError } from '../../lib/errors';
import { compareMoney, formatCop, normalizeMoney } from '../../lib/money';

/** What the caller may do to a line's price, from their permissions (the routes read them). */
export interface PricePowers {
  /** `cuentas.precio`: charge a price other than the product's list price. */
  mayReprice: boolean;
  /** `cuentas.descuento`: a discount on the line. */
  mayDiscount: boolean;
}

/** A line as sold: the product's list price beside the price and discount asked for. */
export interface SoldLine {
  /** The line's place in the request, for the field errors. */
  index: number;
  producto_id: number;
  producto: string;
  cantidad: string;
  lista: string;
  precio: string;
  descuento: string;
}

/**
 * A request's lines as sold: each read against its product (found by the caller, so `product`
 * never misses): its name and list price, the price and discount typed or the list's.
 */
export function soldLines(
  lines: readonly {
    product_id: number;
    cantidad: string;
    precio?: string | null;
    descuento?: string | null;
  }[],
  product: (id: number) => { id: number; nombre: string; precio_venta: string },
): SoldLine[] {
  return lines.map((line, index) => {
    const p = product(line.product_id);
    return {
      index,
      producto_id: p.id,
      producto: p.nombre,
      cantidad: line.cantidad,
      lista: p.precio_venta,
      precio: line.precio ?? p.precio_venta,
      descuento: line.descuento ?? '0',
    };
  });
}

const REASON = 'Indique el motivo del cambio de precio o del descuento';
const { precio: PRICE_PERMISSION, descuento: DISCOUNT_PERMISSION } = permissionCatalog.cuentas.actions;

const repriced = (l: SoldLine) => compareMoney(l.precio, l.lista) !== 0;
const discounted = (l: SoldLine) => compareMoney(l.descuento, '0') > 0;

/** The lines sold at other than their list price, or with a discount. */
export const overridesOf = (lines: readonly SoldLine[]): SoldLine[] =>
  lines.filter((l) => repriced(l) || discounted(l));

/**
 * A price other than the list price needs `cuentas.precio`, a discount `cuentas.descuento`
 * (403 naming the permission and the line), and either needs the reason (400 on `motivo`).
 * A discount within `freeDiscount` percent of its line (an outlet's `descuento_libre`) needs
 * neither. Checked before anything is written, on every path that takes a price from the client.
 */
export function checkOverrides(
  powers: PricePowers,
  lines: readonly SoldLine[],
  motivo: string | null,
  freeDiscount = '0',
): void {
  const guarded = (l: SoldLine) => discounted(l) && !withinFreeDiscount(l, freeDiscount);
  for (const l of lines) {
    if (repriced(l) && !powers.mayReprice) {
      throw new ForbiddenError(
        `Cobrar «${l.producto}» a ${formatCop(l.precio)} en lugar de su precio de lista (${formatCop(l.lista)}) requiere el permiso «${PRICE_PERMISSION}»`,
      );
    }
    if (guarded(l) && !powers.mayDiscount) {
      throw new ForbiddenError(
        compareMoney(freeDiscount, '0') > 0
          ? `Un descuento de más del ${Number(freeDiscount).toLocaleString('es-CO')} % en la línea de «${l.producto}» requiere el permiso «${DISCOUNT_PERMISSION}»`
          : `Un descuento en la línea de «${l.producto}» requiere el permiso «${DISCOUNT_PERMISSION}»`,
      );
    }
  }
  if (lines.some((l) => repriced(l) || guarded(l)) && !motivo) {
    throw new ValidationError(REASON, { motivo: [REASON] });
  }
}

/**
 * The audit of an override: before, the list price (and no discount); after, the price and the
 * discount charged, with who (the entry's user), why and the entry written.
 */
export function overrideAudit(
  l: SoldLine,
  where: { cuentaId: AuditEntry['entidad_id']; movimientoId: number | undefined; motivo: string | null },
): AuditEntry {
  return {
    accion: 'precio',
    entidad: 'cuentas',
    entidad_id: where.cuentaId,
    antes: { precio: normalizeMoney(l.lista), descuento: '0.00' },
    despues: {
      precio: normalizeMoney(l.precio),
      descuento: normalizeMoney(l.descuento),
      producto: l.producto,
      producto_id: l.producto_id,
      cantidad: l.cantidad,
      movimiento_id: where.movimientoId ?? null,
      motivo: where.motivo,
    },
  };
}
