import type { TChargeableProduct, TRoomChargeBody } from '@posada/contracts';
import type { Db, Tx } from '../../db/client';
import type { Ledger, LedgerEntry } from '../../kernel/ledger/ledger';
import { LineError, priceLine, type TaxRate } from '../../kernel/ledger/line-amounts';
import {
  checkOverrides,
  overrideAudit,
  overridesOf,
  type PricePowers,
  soldLines,
} from '../../kernel/pricing/price-overrides';
import type { StockService } from '../../kernel/stock/stock.service';
import { inWork } from '../../kernel/unit-of-work';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { AppError, BusinessRuleError, NotFoundError, ValidationError } from '../../lib/errors';
import type { AccountsRepository } from './accounts.repository';

interface Deps {
  db: Db;
  repo: AccountsRepository;
  ledger: Ledger;
  stock: StockService;
  audit: AuditLog;
}

const INVALID = 'Los datos enviados no son válidos';

/** Who charges: the hotel's actor and what they may do to a line's price. */
export type ChargingActor = HotelActor & PricePowers;
type Product = Awaited<ReturnType<AccountsRepository['chargeable']>>[number];

const taxRates = (p: Product): TaxRate[] =>
  p.impuestos.map((t) => ({
    impuesto_id: t.id,
    tipo: t.tipo as TaxRate['tipo'],
    nombre: t.nombre,
    porcentaje: t.porcentaje,
  }));

/**
 * Stock's errors name the lines of the one-line document it was given (`lineas.0.…`): they are
 * put back on the line of the charge they belong to.
 */
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

/** What can be charged to a room (gatProductosServicio) and the charges (saveDetalleRoom). */
export function createRoomCharges({ db, repo, ledger, stock, audit }: Deps) {
  /** The lines' products, checked: the hotel's, active, sold to rooms, not the lodging service. */
  async function productsOf(tx: Tx, hotelId: number, body: TRoomChargeBody) {
    const products = new Map(
      (
        await repo.chargeable(
          tx,
          hotelId,
          body.lineas.map((l) => l.product_id),
        )
      ).map((p) => [p.id, p]),
    );
    const lodging = await repo.lodgingProductId(tx, hotelId);
    const staff = new Set(
      (
        await repo.activeEmployees(
          tx,
          hotelId,
          body.lineas.flatMap((l) => (l.empleado_id ? [l.empleado_id] : [])),
        )
      ).map((e) => e.id),
    );
    const errors: Record<string, string[]> = {};
    body.lineas.forEach((line, i) => {
      const p = products.get(line.product_id);
      const at = (field: string, text: string) => {
        errors[`lineas.${i}.${field}`] = [text];
      };
      if (!p) at('product_id', 'El producto no existe');
      else if (!p.estado) at('product_id', `El producto «${p.nombre}» está inactivo`);
      else if (p.id === lodging) at('product_id', 'El alojamiento se carga con las noches de la estadía');
      else if (!p.venta_habitacion) at('product_id', `«${p.nombre}» no se vende a habitaciones`);
      else if (p.tipo !== 'servicio' && !line.warehouse_id) {
        at('warehouse_id', `Seleccione la bodega de donde sale «${p.nombre}»`);
      }
      if (line.empleado_id && !staff.has(line.empleado_id))
        at('empleado_id', 'El empleado no existe o está inactivo');
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(INVALID, errors);
    return products;
  }

  return {
    async products(hotelId: number): Promise<TChargeableProduct[]> {
      const lodging = await repo.lodgingProductId(db, hotelId);
      return (await repo.chargeable(db, hotelId))
        .filter((p) => p.id !== lodging)
        .map(({ estado: _estado, venta_habitacion: _room, ...p }) => p);
    },

    /**
     * Charges lines to the room's active stay: each line priced (its taxes on top of or inside
     * the price), its stock taken from its warehouse (recipes as their ingredients, services as
     * nothing), all in one transaction.
     */
    charge: (actor: ChargingActor, body: TRoomChargeBody) =>
      inWork(db, actor.hotelId, async (work) => {
        const { tx } = work;
        const room = await ledger.roomAccount(tx, actor.hotelId, body.habitacion_id);
        if (!room) throw new NotFoundError('La habitación no existe');
        if (!room.cuenta_id) {
          throw new BusinessRuleError(`La habitación ${room.numero} no tiene una estadía activa`);
        }
        const cuentaId = room.cuenta_id;
        // The account first: a closed account takes nothing, and no stock leaves for it.
        const account = await ledger.lockAccount(work, actor.hotelId, cuentaId);
        if (account?.estado !== 'abierta')
          throw new BusinessRuleError('La cuenta de la estadía está cerrada');
        const products = await productsOf(tx, actor.hotelId, body);
        const sold = soldLines(body.lineas, (id) => products.get(id) as Product);
        const overrides = overridesOf(sold);
        checkOverrides(actor, overrides, body.motivo);
        const entries: LedgerEntry[] = [];
        for (const [i, line] of body.lineas.entries()) {
          const p = products.get(line.product_id) as Product;
          const precio = line.precio ?? p.precio_venta;
          let amounts: ReturnType<typeof priceLine>;
          try {
            amounts = priceLine({
              cantidad: line.cantidad,
              precio,
              descuento: line.descuento ?? '0',
              incluyeImpuestos: p.precio_incluye_impuestos,
              taxes: taxRates(p),
            });
          } catch (error) {
            if (error instanceof LineError) {
              throw new ValidationError(INVALID, { [`lineas.${i}.descuento`]: [error.message] });
            }
            throw error;
          }
          const warehouseId = p.tipo === 'servicio' ? null : (line.warehouse_id ?? null);
          let taken: Awaited<ReturnType<StockService['takeStock']>>['lines'] = [];
          if (warehouseId !== null) {
            try {
              ({ lines: taken } = await stock.takeStock(work, {
                actor,
                warehouseId,
                lines: [{ producto_id: p.id, cantidad: line.cantidad }],
                document: { tipo: 'venta', documento: `Habitación ${room.numero}, cuenta ${cuentaId}` },
              }));
            } catch (error) {
              throw onLine(error, i);
            }
          }
          entries.push({
            hotel_id: actor.hotelId,
            cuenta_id: cuentaId,
            created_by: actor.userId,
            tipo: 'cargo',
            concepto: p.nombre.slice(0, 200),
            producto_id: p.id,
            cantidad: line.cantidad,
            precio_unitario: precio,
            descuento: line.descuento ?? '0',
            bodega_id: warehouseId,
            empleado_id: line.empleado_id ?? null,
            valor: amounts.valor,
            impuesto: amounts.impuesto,
            total: amounts.total,
            impuestos: amounts.impuestos,
            existencias: taken.map((t) => ({ ...t, bodega_id: warehouseId as number })),
          });
        }
        const ids = await ledger.post(work, entries);
        await audit.record(tx, actor, {
          accion: 'cargar',
          entidad: 'cuentas',
          entidad_id: cuentaId,
          despues: {
            habitacion_id: body.habitacion_id,
            lineas: entries.map((e, i) => ({
              movimiento_id: ids[i],
              producto_id: e.producto_id,
              cantidad: e.cantidad,
              precio_unitario: e.precio_unitario,
              descuento: e.descuento,
              total: e.total,
            })),
            motivo: body.motivo,
          },
        });
        for (const o of overrides) {
          await audit.record(
            tx,
            actor,
            overrideAudit(o, { cuentaId, movimientoId: ids[o.index], motivo: body.motivo }),
          );
        }
        const { saldo } = await ledger.totals(work, cuentaId);
        return {
          message: `Cargos registrados en la habitación ${room.numero}`,
          data: { cuenta_id: cuentaId, movimientos: ids, saldo },
        };
      }),
  };
}

export type RoomCharges = ReturnType<typeof createRoomCharges>;
