import type {
  StockDocumentKind,
  TAdjustmentBody,
  TConsumptionBody,
  TStockDocument,
  TTransferBody,
} from '@posada/contracts';
import type { Db, Tx } from '../../../db/client';
import type { HotelCalendar } from '../../../kernel/calendar/calendar';
import type { NumberService } from '../../../kernel/numbers/numbering.service';
import { lineValue, valueAt } from '../../../kernel/stock/costing';
import type { StockService } from '../../../kernel/stock/stock.service';
import { inWork, type UnitOfWork } from '../../../kernel/unit-of-work';
import type { AuditLog } from '../../../lib/audit';
import type { HotelActor } from '../../../lib/caller';
import { fromScaled, toScaled } from '../../../lib/decimal';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { formatQuantity } from '../../../lib/quantity';
import type { MovementsRepository, NewDocumentLine } from './movements.repository';

interface Deps {
  db: Db;
  repo: MovementsRepository;
  stock: StockService;
  numbers: NumberService;
  calendar: HotelCalendar;
  audit: AuditLog;
}

const qty = (milli: bigint) => fromScaled(milli, 3);
const money = (cents: bigint) => fromScaled(cents, 2);
const sequenceOf = {
  traslado: 'traslado_inventario',
  ajuste: 'ajuste_inventario',
  consumo: 'consumo_inventario',
} as const;
const lineField = (i: number | undefined, field: string) =>
  i === undefined ? undefined : `lineas.${i}.${field}`;

/**
 * Transfers between warehouses, physical counts posted as adjustments, and consumptions for
 * internal use: numbered documents whose lines move stock through the kardex.
 */
export function createMovementsService({ db, repo, stock, numbers, calendar, audit }: Deps) {
  /** Numbers the document and writes its head (its value is set once its lines are known). */
  async function begin(
    work: UnitOfWork,
    actor: HotelActor,
    head: {
      tipo: StockDocumentKind;
      bodega_id: number;
      bodega_destino_id?: number;
      motivo?: string;
      observaciones?: string | null;
    },
  ) {
    const { tx } = work;
    const numero = (await numbers.next(tx, actor.hotelId, sequenceOf[head.tipo])).texto;
    const id = await repo.insert(tx, {
      hotel_id: actor.hotelId,
      numero,
      fecha: await calendar.today(work, actor.hotelId),
      bodega_destino_id: head.bodega_destino_id ?? null,
      motivo: head.motivo ?? null,
      observaciones: head.observaciones ?? null,
      valor: '0',
      usuario_id: actor.userId,
      tipo: head.tipo,
      bodega_id: head.bodega_id,
    });
    return { id, numero };
  }

  async function finish(
    tx: Tx,
    actor: HotelActor,
    id: number,
    lines: NewDocumentLine[],
  ): Promise<TStockDocument> {
    await repo.addLines(tx, id, lines);
    await repo.setValue(tx, id, money(lines.reduce((sum, l) => sum + toScaled(l.valor, 2), 0n)));
    const doc = await repo.detail(tx, actor.hotelId, id);
    if (!doc) throw new NotFoundError('El documento no existe');
    await audit.record(tx, actor, {
      accion: 'crear',
      entidad: 'documentos_inventario',
      entidad_id: id,
      despues: doc,
    });
    return doc;
  }

  return {
    /** Out of one warehouse at its average cost, into the other at that same value. */
    transfer(actor: HotelActor, body: TTransferBody): Promise<TStockDocument> {
      const { hotelId } = actor;
      return inWork(db, actor.hotelId, async (work) => {
        const { tx } = work;
        await stock.openWarehouse(tx, hotelId, body.warehouse_id);
        await stock.openWarehouse(tx, hotelId, body.destino_id, 'destino_id');
        const lines = body.lineas.map((l) => ({ producto_id: l.product_id, cantidad: l.cantidad }));
        await stock.productsOf(tx, hotelId, lines, ['producto']);
        const from = (productoId: number) => ({ bodegaId: body.warehouse_id, productoId });
        const to = (productoId: number) => ({ bodegaId: body.destino_id, productoId });
        const book = await stock.open(tx, hotelId, [
          ...lines.map((l) => from(l.producto_id)),
          ...lines.map((l) => to(l.producto_id)),
        ]);
        const moved = lines.map((line): NewDocumentLine => {
          const cantidad = toScaled(line.cantidad, 3);
          const out = book.leave(from(line.producto_id), 'traslado_salida', cantidad);
          book.enter(to(line.producto_id), 'traslado_entrada', cantidad, out.valor);
          return {
            producto_id: line.producto_id,
            cantidad: line.cantidad,
            sistema: null,
            contado: null,
            valor: money(out.valor),
          };
        });
        const doc = await begin(work, actor, {
          tipo: 'traslado',
          bodega_id: body.warehouse_id,
          bodega_destino_id: body.destino_id,
          observaciones: body.observaciones,
        });
        const index = new Map(lines.map((l, i) => [l.producto_id, i]));
        await stock.post(
          work,
          book,
          { hotelId, usuarioId: actor.userId, documento: doc.numero, documentoId: doc.id },
          (s) => lineField(index.get(s.productoId), 'cantidad'),
        );
        return finish(tx, actor, doc.id, moved);
      });
    },

    /**
     * A count sheet: each counted quantity against the stock the sheet showed. If the stock moved
     * since (a sale meanwhile), the count is refused on that line, to be counted again. The
     * difference enters at the average cost (the product's reference cost when it has none) or
     * leaves at the average.
     */
    adjust(actor: HotelActor, body: TAdjustmentBody): Promise<TStockDocument> {
      const { hotelId } = actor;
      return inWork(db, actor.hotelId, async (work) => {
        const { tx } = work;
        await stock.openWarehouse(tx, hotelId, body.warehouse_id);
        const products = await stock.productsOf(
          tx,
          hotelId,
          body.lineas.map((l) => ({ producto_id: l.product_id })),
          ['producto'],
        );
        const key = (productoId: number) => ({ bodegaId: body.warehouse_id, productoId });
        const book = await stock.open(
          tx,
          hotelId,
          body.lineas.map((l) => key(l.product_id)),
        );
        const moved: Record<string, string[]> = {};
        body.lineas.forEach((line, i) => {
          const now = book.quantity(key(line.product_id));
          if (now !== toScaled(line.sistema, 3)) {
            moved[`lineas.${i}.sistema`] = [
              `La existencia cambió desde el conteo: ahora hay ${formatQuantity(qty(now))}. Cuente de nuevo.`,
            ];
          }
        });
        if (Object.keys(moved).length > 0)
          throw new ConflictError('La existencia cambió desde el conteo', moved);
        const lines = body.lineas.map((line): NewDocumentLine => {
          const k = key(line.product_id);
          const diff = toScaled(line.contado, 3) - book.quantity(k);
          let valor = 0n;
          if (diff > 0n) {
            const average = book.average(k);
            const cost = products.get(line.product_id)?.costo ?? '0';
            const value = average > 0n ? valueAt(diff, average) : lineValue(diff, toScaled(cost, 2));
            valor = book.enter(k, 'ajuste_entrada', diff, value).valor;
          } else if (diff < 0n) valor = book.leave(k, 'ajuste_salida', -diff).valor;
          const cantidad = diff < 0n ? -diff : diff;
          return {
            producto_id: line.product_id,
            cantidad: qty(cantidad),
            sistema: line.sistema,
            contado: line.contado,
            valor: money(valor),
          };
        });
        const doc = await begin(work, actor, {
          tipo: 'ajuste',
          bodega_id: body.warehouse_id,
          motivo: body.motivo,
        });
        await stock.post(work, book, {
          hotelId,
          usuarioId: actor.userId,
          documento: doc.numero,
          documentoId: doc.id,
        });
        return finish(tx, actor, doc.id, lines);
      });
    },

    /** Housekeeping amenities, staff meals…: out at the average cost, recipes as their ingredients. */
    consume(actor: HotelActor, body: TConsumptionBody): Promise<TStockDocument> {
      return inWork(db, actor.hotelId, async (work) => {
        const { tx } = work;
        const warehouse = await stock.openWarehouse(tx, actor.hotelId, body.warehouse_id);
        const doc = await begin(work, actor, {
          tipo: 'consumo',
          bodega_id: body.warehouse_id,
          motivo: body.motivo,
        });
        const taken = await stock.takeStock(work, {
          actor,
          warehouseId: body.warehouse_id,
          warehouse,
          lines: body.lineas.map((l) => ({ producto_id: l.product_id, cantidad: l.cantidad })),
          document: { tipo: 'consumo', documento: doc.numero, documentoId: doc.id },
        });
        return finish(
          tx,
          actor,
          doc.id,
          taken.lines.map((l) => ({
            producto_id: l.producto_id,
            cantidad: l.cantidad,
            sistema: null,
            contado: null,
            valor: l.valor,
          })),
        );
      });
    },
  };
}

export type MovementsService = ReturnType<typeof createMovementsService>;
