import type { TSaleBody } from '@posada/contracts';
import type { Tx } from '../../../db/client';
import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import { invalid } from '../sale/sale-prepare';
import type { OrderSettlement, SettlingActor } from '../sale/selling-actor';
import type { OrdersRepository } from './orders.repository';

/**
 * ventaCrear with `orden_id`: the sale is the order's — its lines (priced and checked when they
 * were typed, so their price overrides are not asked again), its key — and the order closes in the
 * sale's transaction. A retry with the same key finds the order closed: the sale's failure answers
 * the first sale (sales.service.ts `create`).
 */
export function createOrderSettlement(repo: OrdersRepository): OrderSettlement {
  return {
    async take(tx: Tx, actor: SettlingActor, body: TSaleBody, key: string) {
      const id = body.orden_id as number;
      const order = await repo.lock(tx, actor.hotelId, id);
      if (!order) throw new NotFoundError('La orden no existe');
      if (!actor.mayAllOrders && order.usuario_id !== actor.userId)
        throw new ForbiddenError('La orden es de otro mesero: la cobra quien tiene ventas.todas');
      if (order.estado !== 'abierta') throw new BusinessRuleError(`La orden ya está ${order.estado}`);
      if (order.clave !== key)
        throw new ConflictError(
          'La venta de una orden se registra con la clave de la orden (Idempotency-Key)',
        );
      if (order.punto_venta_id !== body.punto_venta_id)
        throw invalid({ punto_venta_id: ['La orden es de otro punto de venta'] });
      const lines = await repo.lockedLines(tx, id);
      if (lines.length === 0) throw new BusinessRuleError('La orden no tiene líneas por cobrar');
      const sale: TSaleBody = {
        ...body,
        motivo: body.motivo ?? order.motivo,
        lineas: lines.map((l) => ({
          product_id: l.producto_id,
          cantidad: l.cantidad,
          precio: l.precio,
          descuento: l.descuento,
          nota: l.nota,
        })),
      };
      return {
        sale,
        actor: { ...actor, mayReprice: true, mayDiscount: true },
        close: (saleId: number) =>
          repo.setOrder(tx, id, { estado: 'cerrada', venta_id: saleId, cerrada_at: new Date() }),
      };
    },
  };
}
