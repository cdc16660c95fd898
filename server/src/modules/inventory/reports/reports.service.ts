import type { TKardexBody, TKardexReport, TPageQuery, TStockReportBody } from '@posada/contracts';
import type { Db } from '../../../db/client';
import { NotFoundError } from '../../../lib/errors';
import type { ReportsRepository } from './reports.repository';

const ZERO = { cantidad: '0.000', costo_promedio: '0.0000', valor: '0.00' };

/** inventory (stock by warehouse and product), the balance of one product, and the kardex. */
export function createReportsService({ db, repo }: { db: Db; repo: ReportsRepository }) {
  /** The warehouse and product of the hotel, and the balances around a range. */
  async function place(
    hotelId: number,
    warehouseId: number,
    productId: number,
    desde: string,
    hasta: string,
  ) {
    const found = await repo.place(db, hotelId, warehouseId, productId, desde, hasta);
    if (!found?.bodega) throw new NotFoundError('La bodega no existe');
    if (!found.producto) throw new NotFoundError('El producto no existe');
    return { ...found, bodega: found.bodega, producto: found.producto };
  }

  return {
    stock: (hotelId: number, page: TPageQuery, body: Partial<TStockReportBody>) =>
      repo.stock(db, hotelId, {
        ...page,
        warehouseId: body.warehouse_id ?? null,
        productId: body.product_id ?? null,
        belowMinimum: body.bajo_minimo ?? false,
      }),

    async balance(hotelId: number, warehouseId: number, productId: number) {
      const found = await repo.balance(db, hotelId, warehouseId, productId);
      if (!found?.bodega) throw new NotFoundError('La bodega no existe');
      if (!found.producto) throw new NotFoundError('El producto no existe');
      return { bodega_id: warehouseId, producto_id: productId, ...(found.stock ?? ZERO) };
    },

    /** The movements of the range, with the balance before it and after it. */
    async kardex(hotelId: number, page: TPageQuery, body: TKardexBody): Promise<TKardexReport> {
      const at = await place(hotelId, body.warehouse_id, body.product_id, body.desde, body.hasta);
      const movements = await repo.movements(db, {
        ...page,
        warehouseId: body.warehouse_id,
        productId: body.product_id,
        desde: body.desde,
        hasta: body.hasta,
      });
      return {
        ...movements,
        producto: at.producto,
        bodega: at.bodega,
        desde: body.desde,
        hasta: body.hasta,
        saldo_inicial: at.inicial ?? ZERO,
        saldo_final: at.final ?? ZERO,
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
