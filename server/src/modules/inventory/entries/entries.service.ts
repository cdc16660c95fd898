import type { TAnnulBody, TEntry, TEntryBody, TEntryListBody, TPageQuery } from '@posada/contracts';
import type { Db, Tx } from '../../../db/client';
import type { HotelCalendar } from '../../../kernel/calendar/calendar';
import type { NumberService } from '../../../kernel/numbers/numbering.service';
import { lineValue } from '../../../kernel/stock/costing';
import type { StockService } from '../../../kernel/stock/stock.service';
import { inWork, type UnitOfWork } from '../../../kernel/unit-of-work';
import type { AuditLog } from '../../../lib/audit';
import type { HotelActor } from '../../../lib/caller';
import { pgConstraint, pgErrorCode } from '../../../lib/db-errors';
import { divRound, fromScaled, toScaled } from '../../../lib/decimal';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors';
import type { EntriesRepository, NewEntryLine } from './entries.repository';

interface Deps {
  db: Db;
  repo: EntriesRepository;
  stock: StockService;
  numbers: NumberService;
  calendar: HotelCalendar;
  audit: AuditLog;
}

const invalid = (errors: Record<string, string[]>) =>
  new ValidationError('Los datos enviados no son válidos', errors);
const cents = (text: string) => toScaled(text, 2);
const money = (value: bigint) => fromScaled(value, 2);

/**
 * inventory-entries: goods from a supplier into a warehouse. Confirming raises the stock at the
 * line's cost (taxes are shown, not stocked) and recomputes the weighted average; an entry is
 * never edited, only annulled by a reversing movement.
 */
export function createEntriesService({ db, repo, stock, numbers, calendar, audit }: Deps) {
  async function detail(ex: Db | Tx, hotelId: number, id: number): Promise<TEntry> {
    const entry = await repo.detail(ex, hotelId, id);
    if (!entry) throw new NotFoundError('El ingreso no existe');
    return entry;
  }

  /** The lines with their amounts: subtotal at cost, the product's taxes on it, total. */
  async function priced(tx: Tx, body: TEntryBody): Promise<NewEntryLine[]> {
    const rates = await repo.taxRates(
      tx,
      body.lineas.map((l) => l.product_id),
    );
    return body.lineas.map((line) => {
      const subtotal = lineValue(toScaled(line.cantidad, 3), cents(line.costo_unitario));
      const own = rates.filter((r) => r.producto_id === line.product_id);
      // percent with 2 decimals: subtotal × pct / 100, rounded to the cent.
      const taxes = own.reduce((sum, r) => sum + divRound(subtotal * toScaled(r.porcentaje, 2), 10_000n), 0n);
      return {
        producto_id: line.product_id,
        cantidad: line.cantidad,
        costo_unitario: line.costo_unitario,
        subtotal: money(subtotal),
        impuestos: money(taxes),
        total: money(subtotal + taxes),
        impuestos_detalle: own.map((r) => r.nombre).join(', '),
      };
    });
  }

  async function check(work: UnitOfWork, hotelId: number, body: TEntryBody) {
    const { tx } = work;
    const supplier = await repo.supplier(tx, hotelId, body.proveedor_id);
    if (!supplier) throw invalid({ proveedor_id: ['El proveedor no existe'] });
    if (!supplier.estado)
      throw invalid({ proveedor_id: [`El proveedor «${supplier.nombre}» está inactivo`] });
    await stock.openWarehouse(tx, hotelId, body.warehouse_id);
    if (body.fecha > (await calendar.today(work, hotelId))) {
      throw invalid({ fecha: ['La fecha de la factura no puede ser posterior a hoy'] });
    }
    await stock.productsOf(
      tx,
      hotelId,
      body.lineas.map((l) => ({ producto_id: l.product_id })),
      ['producto'],
    );
  }

  async function record(actor: HotelActor, body: TEntryBody): Promise<number> {
    const { hotelId } = actor;
    return inWork(db, actor.hotelId, async (work) => {
      const { tx } = work;
      if (body.idempotency_key) {
        const earlier = await repo.byKey(tx, hotelId, body.idempotency_key);
        if (earlier !== undefined) return earlier;
      }
      await check(work, hotelId, body);
      const lines = await priced(tx, body);
      const sum = (pick: (l: NewEntryLine) => string) => lines.reduce((s, l) => s + cents(pick(l)), 0n);
      const numero = (await numbers.next(tx, hotelId, 'ingreso_inventario')).texto;
      const id = await repo.insert(
        tx,
        {
          hotel_id: hotelId,
          numero,
          proveedor_id: body.proveedor_id,
          bodega_id: body.warehouse_id,
          factura_proveedor: body.factura_proveedor,
          fecha: body.fecha,
          observaciones: body.observaciones,
          subtotal: money(sum((l) => l.subtotal)),
          impuestos: money(sum((l) => l.impuestos)),
          total: money(sum((l) => l.total)),
          usuario_id: actor.userId,
          idempotency_key: body.idempotency_key ?? null,
        },
        lines,
      );
      const keyOf = (productoId: number) => ({ bodegaId: body.warehouse_id, productoId });
      const book = await stock.open(
        tx,
        hotelId,
        lines.map((l) => keyOf(l.producto_id)),
      );
      for (const line of lines) {
        book.enter(keyOf(line.producto_id), 'ingreso', toScaled(line.cantidad, 3), cents(line.subtotal));
      }
      await stock.post(work, book, { hotelId, usuarioId: actor.userId, documento: numero, ingresoId: id });
      await audit.record(tx, actor, {
        accion: 'crear',
        entidad: 'ingresos_inventario',
        entidad_id: id,
        despues: await detail(tx, hotelId, id),
      });
      return id;
    });
  }

  return {
    list: (hotelId: number, q: TPageQuery & Partial<Omit<TEntryListBody, keyof TPageQuery>>) =>
      repo.page(db, hotelId, q),
    find: (hotelId: number, id: number) => detail(db, hotelId, id),

    async create(actor: HotelActor, body: TEntryBody): Promise<TEntry> {
      try {
        return await detail(db, actor.hotelId, await record(actor, body));
      } catch (error) {
        const constraint = pgErrorCode(error) === '23505' ? pgConstraint(error) : undefined;
        if (constraint === 'ingresos_inventario_hotel_idempotencia_key' && body.idempotency_key) {
          // The same request, retried while the first was being saved: answer the first.
          const earlier = await repo.byKey(db, actor.hotelId, body.idempotency_key);
          if (earlier !== undefined) return detail(db, actor.hotelId, earlier);
        }
        if (constraint === 'ingresos_inventario_factura_key') {
          const message = `La factura ${body.factura_proveedor} de este proveedor ya tiene un ingreso`;
          throw new ConflictError(message, { factura_proveedor: [message] });
        }
        throw error;
      }
    },

    /** Takes back exactly what the entry brought, at its cost; refused where stock would go below zero. */
    annul(actor: HotelActor, id: number, body: TAnnulBody): Promise<TEntry> {
      const { hotelId } = actor;
      return inWork(db, actor.hotelId, async (work) => {
        const { tx } = work;
        const entry = await repo.lock(tx, hotelId, id);
        if (!entry) throw new NotFoundError('El ingreso no existe');
        if (entry.estado === 'anulado') throw new ConflictError(`El ingreso ${entry.numero} ya está anulado`);
        const before = await detail(tx, hotelId, id);
        const lines = await repo.lines(tx, id);
        const keyOf = (productoId: number) => ({ bodegaId: entry.bodega_id, productoId });
        const book = await stock.open(
          tx,
          hotelId,
          lines.map((l) => keyOf(l.producto_id)),
        );
        for (const line of lines) {
          book.leave(
            keyOf(line.producto_id),
            'anulacion_ingreso',
            toScaled(line.cantidad, 3),
            cents(line.subtotal),
          );
        }
        const index = new Map(lines.map((l, i) => [l.producto_id, i]));
        await stock.post(
          work,
          book,
          { hotelId, usuarioId: actor.userId, documento: entry.numero, ingresoId: id },
          (s) => `lineas.${index.get(s.productoId)}.cantidad`,
        );
        await repo.annul(tx, id, actor.userId, body.motivo);
        const after = await detail(tx, hotelId, id);
        await audit.record(tx, actor, {
          accion: 'anular',
          entidad: 'ingresos_inventario',
          entidad_id: id,
          antes: before,
          despues: after,
        });
        return after;
      });
    },
  };
}

export type EntriesService = ReturnType<typeof createEntriesService>;
