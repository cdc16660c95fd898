import type { LedgerEntry } from '../../../kernel/ledger';
import type { LineAmounts } from '../../../kernel/ledger/line-amounts';
import type { SoldLine } from '../../../kernel/pricing/price-overrides';
import type { StockService } from '../../../kernel/stock';
import type { UnitOfWork } from '../../../kernel/unit-of-work';
import { AppError, ValidationError } from '../../../lib/errors';
import { invalid, type Prepared, type Product } from './sale-prepare';
import type { SellingActor } from './selling-actor';

/** The kardex names its document in 40 characters. */
export const kardexText = (text: string) => text.slice(0, 40);

export type Taken = Awaited<ReturnType<StockService['takeStock']>>['lines'];

/** Stock's errors of a one-line document (`lineas.0.…`) put back on the sale's line. */
function onLine(error: unknown, index: number): unknown {
  if (!(error instanceof AppError) || !error.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([key, value]) => [
      key.replace(/^lineas\.0\./, `lineas.${index}.`),
      value,
    ]),
  );
  return new AppError(error.statusCode, error.message, errors);
}

/** What a sale takes out of its outlet's warehouse, and the charges its lines become on an account. */
export function createSaleStock(stock: StockService) {
  /**
   * Takes `lines` out of the outlet's warehouse for the kardex document `documento`: a warehouse
   * error is the outlet's; a one-line take (`line`) puts its errors on that line of the sale.
   */
  async function take(
    work: UnitOfWork,
    actor: SellingActor,
    p: Prepared,
    lines: { producto_id: number; cantidad: string }[],
    documento: string,
    line?: number,
  ): Promise<Taken> {
    try {
      const { lines: taken } = await stock.takeStock(work, {
        actor,
        warehouseId: p.outlet.bodega_id,
        warehouse: p.outlet.bodega,
        lines,
        document: { tipo: 'venta', documento: kardexText(documento) },
      });
      return taken;
    } catch (error) {
      if (error instanceof ValidationError && error.errors?.warehouse_id) {
        throw invalid({ punto_venta_id: error.errors.warehouse_id });
      }
      throw line === undefined ? error : onLine(error, line);
    }
  }

  /**
   * The sale's lines as charges of an account (a room's stay, or the factura's own account), each
   * with its taxes and the stock it took, so a reversal or a credit note puts that stock back.
   */
  async function chargeEntries(
    work: UnitOfWork,
    actor: SellingActor,
    p: Prepared,
    cuentaId: number,
    documento: string,
  ): Promise<LedgerEntry[]> {
    const entries: LedgerEntry[] = [];
    // Stock is taken by product id, the order every sale locks stock rows in (two sales naming
    // the same products in other orders do not wait on each other); the entries keep the lines' order.
    const order = [...p.sold.keys()].sort(
      (a, b) => (p.sold[a]?.producto_id ?? 0) - (p.sold[b]?.producto_id ?? 0) || a - b,
    );
    for (const i of order) {
      const s = p.sold[i] as SoldLine;
      const product = p.products.get(s.producto_id) as Product;
      const amounts = p.priced[i] as LineAmounts;
      const taken =
        product.tipo === 'servicio'
          ? []
          : await take(work, actor, p, [{ producto_id: s.producto_id, cantidad: s.cantidad }], documento, i);
      entries[i] = {
        hotel_id: actor.hotelId,
        cuenta_id: cuentaId,
        created_by: actor.userId,
        tipo: 'cargo',
        concepto: `${s.producto} (${p.outlet.nombre})`.slice(0, 200),
        producto_id: s.producto_id,
        cantidad: s.cantidad,
        precio_unitario: s.precio,
        descuento: s.descuento,
        bodega_id: product.tipo === 'servicio' ? null : p.outlet.bodega_id,
        empleado_id: null,
        valor: amounts.valor,
        impuesto: amounts.impuesto,
        total: amounts.total,
        impuestos: amounts.impuestos,
        existencias: taken.map((t) => ({ ...t, bodega_id: p.outlet.bodega_id })),
      };
    }
    return entries;
  }

  return { take, chargeEntries };
}
