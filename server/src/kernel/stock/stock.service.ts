import type { ProductKind } from '@posada/contracts';
import type { Tx } from '../../db/client';
import { fromScaled, toScaled } from '../../lib/decimal';
import { BusinessRuleError, ValidationError } from '../../lib/errors';
import { formatQuantity } from '../../lib/quantity';
import type { HotelCalendar } from '../calendar/calendar';
import { txOf, type UnitOfWork } from '../unit-of-work';
import { explodeRecipes } from './recipe-explosion';
import type { MovableProduct, StockKey, StockRepository } from './stock.repository';
import { openBook, type PostingContext, type Shortage, type StockBook } from './stock-book';

const INVALID = 'Los datos enviados no son válidos';

/** One product line of a document as sent: `lineas[i]`. */
export interface LineInput {
  producto_id: number;
  cantidad: string;
}

/** What left (or came back to) the shelves for one stock product, at cost. */
export interface TakenLine {
  producto_id: number;
  cantidad: string;
  costo_unitario: string;
  valor: string;
}

/** A warehouse as read: its name and whether it is open. */
export interface Warehouse {
  nombre: string;
  estado: boolean;
}

export interface TakeStockInput {
  actor: { hotelId: number; userId: number | null };
  warehouseId: number;
  /** The warehouse as the caller read it (the hotel's; null: none): checked, not read again. */
  warehouse?: Warehouse | null;
  lines: LineInput[];
  document: { tipo: 'venta' | 'consumo'; documento: string; documentoId?: number | null };
}

export interface ReturnStockInput {
  actor: { hotelId: number; userId: number | null };
  warehouseId: number;
  /** What `takeStock` answered for the sale: it comes back at the cost it left with. */
  lines: TakenLine[];
  document: { documento: string; documentoId?: number | null };
}

const lineField = (index: number, field: string) => `lineas.${index}.${field}`;

/**
 * The stock of a hotel as every module moves it: documents of this module (entries, transfers,
 * counts, internal use) and, later, sales (`takeStock`, `returnStock`). Built once in buildApp.
 * Each posting locks the stock rows it touches (one order for all callers), applies the weighted
 * average, refuses what would go below zero unless the hotel allows it, and writes the kardex rows
 * — which move the stock rows in the same statement — in the caller's transaction.
 */
export function createStock({ repo, calendar }: { repo: StockRepository; calendar: HotelCalendar }) {
  /** The warehouse of a movement (as read: the hotel's, or none) checked open. */
  function checkWarehouse<W extends Warehouse>(warehouse: W | null | undefined, field = 'warehouse_id'): W {
    if (!warehouse) throw new ValidationError(INVALID, { [field]: ['La bodega no existe'] });
    if (!warehouse.estado) {
      throw new ValidationError(INVALID, { [field]: [`La bodega «${warehouse.nombre}» está inactiva`] });
    }
    return warehouse;
  }

  /** The warehouse of a movement: the hotel's and open. */
  async function openWarehouse(tx: Tx, hotelId: number, id: number, field = 'warehouse_id') {
    return checkWarehouse(await repo.warehouse(tx, hotelId, id), field);
  }

  /**
   * The products of a document's lines, among those `found`: the hotel's, active, and of a kind
   * that fits. Errors land on each line.
   */
  function checkProducts<P extends MovableProduct>(
    lines: { producto_id: number }[],
    found: Map<number, P>,
    kinds: readonly ProductKind[],
  ): Map<number, P> {
    const errors: Record<string, string[]> = {};
    lines.forEach((line, i) => {
      const product = found.get(line.producto_id);
      const field = lineField(i, 'product_id');
      if (!product) errors[field] = ['El producto no existe'];
      else if (!product.estado) errors[field] = [`El producto «${product.nombre}» está inactivo`];
      else if (!kinds.includes(product.tipo)) {
        errors[field] = [
          product.tipo === 'servicio'
            ? `«${product.nombre}» es un servicio: no lleva existencias`
            : `«${product.nombre}» es una receta: mueva sus ingredientes`,
        ];
      }
    });
    if (Object.keys(errors).length > 0) throw new ValidationError(INVALID, errors);
    return found;
  }

  /**
   * The products of a document's lines: the hotel's, active, and of a kind that fits
   * (`stockOnly`: products that hold stock, not services or recipes). Errors land on each line.
   */
  async function productsOf(
    tx: Tx,
    hotelId: number,
    lines: { producto_id: number }[],
    kinds: readonly ProductKind[],
  ): Promise<Map<number, MovableProduct>> {
    const read = await repo.products(
      tx,
      hotelId,
      lines.map((l) => l.producto_id),
    );
    return checkProducts(lines, new Map(read.map((p) => [p.id, p])), kinds);
  }

  /** Locks the rows a document touches and answers its book. */
  async function open(tx: Tx, hotelId: number, keys: StockKey[]): Promise<StockBook> {
    return openBook(await repo.lock(tx, hotelId, keys));
  }

  /**
   * Writes what the book holds. Shortfalls are refused (422, each product named, on its line when
   * `fieldOf` knows it) unless the hotel allows negative stock.
   */
  async function post(
    on: UnitOfWork | Tx,
    book: StockBook,
    context: Omit<PostingContext, 'fecha'>,
    fieldOf: (shortage: Shortage) => string | undefined = () => undefined,
  ): Promise<string> {
    const tx = txOf(on);
    const shortages = book.shortages();
    if (shortages.length > 0 && !(await repo.allowsNegative(tx, context.hotelId))) {
      throw await shortageError(tx, context.hotelId, shortages, fieldOf);
    }
    const fecha = await calendar.today(on, context.hotelId);
    await repo.insertKardex(tx, book.rows({ ...context, fecha }));
    return fecha;
  }

  async function shortageError(
    tx: Tx,
    hotelId: number,
    shortages: readonly Shortage[],
    fieldOf: (shortage: Shortage) => string | undefined,
  ) {
    const names = new Map(
      (
        await repo.products(
          tx,
          hotelId,
          shortages.map((s) => s.productoId),
        )
      ).map((p) => [p.id, p.nombre]),
    );
    const errors: Record<string, string[]> = {};
    const messages = await Promise.all(
      shortages.map(async (s) => {
        const warehouse = (await repo.warehouse(tx, hotelId, s.bodegaId))?.nombre ?? '';
        const text = `No hay existencia suficiente de «${names.get(s.productoId)}» en «${warehouse}»: hay ${formatQuantity(fromScaled(s.disponible, 3))} y se necesitan ${formatQuantity(fromScaled(s.pedido, 3))}`;
        const field = fieldOf(s);
        if (field) errors[field] = [text];
        return text;
      }),
    );
    return new BusinessRuleError(messages.join('. '), Object.keys(errors).length > 0 ? errors : undefined);
  }

  return {
    openWarehouse,
    productsOf,
    open,
    post,

    /**
     * Takes products out of a warehouse for a sale or an internal use: recipes as their
     * ingredients (nested too), services as nothing, at the current average cost. Answers what
     * left per stock product, for the caller to keep (and hand back to `returnStock`).
     */
    async takeStock(
      on: UnitOfWork | Tx,
      input: TakeStockInput,
    ): Promise<{ lines: TakenLine[]; valor: string }> {
      const tx = txOf(on);
      const { hotelId, userId } = input.actor;
      if (input.warehouse !== undefined) checkWarehouse(input.warehouse);
      else await openWarehouse(tx, hotelId, input.warehouseId);
      const ids = input.lines.map((l) => l.producto_id);
      const tree = await repo.recipeTree(tx, hotelId, ids, input.warehouseId);
      const products = new Map(tree.products.map((p) => [p.id, p]));
      checkProducts(input.lines, products, ['producto', 'receta', 'servicio']);
      const needed = explodeRecipes(
        input.lines.map((l) => ({ producto_id: l.producto_id, cantidad: toScaled(l.cantidad, 3) })),
        tree.edges.map((e) => ({ ...e, cantidad: toScaled(e.cantidad, 3) })),
        new Map(tree.products.map((p) => [p.id, p.tipo])),
      );
      const wanted = [...needed].filter(([, cantidad]) => cantidad > 0n);
      const keys = wanted.map(([productoId]) => ({ bodegaId: input.warehouseId, productoId }));
      // The tree's read said which stock rows exist: only the others are created.
      const book = openBook(
        await repo.lock(
          tx,
          hotelId,
          keys,
          keys.filter((k) => !products.get(k.productoId)?.existe),
        ),
      );
      const lines = wanted.map(([productoId, cantidad]): TakenLine => {
        const moved = book.leave({ bodegaId: input.warehouseId, productoId }, input.document.tipo, cantidad);
        return {
          producto_id: productoId,
          cantidad: fromScaled(cantidad, 3),
          costo_unitario: fromScaled(moved.costo_unitario, 4),
          valor: fromScaled(moved.valor, 2),
        };
      });
      // A line sold as itself carries its shortfall; an ingredient's goes in the message only.
      const direct = new Map(input.lines.map((l, i) => [l.producto_id, i]));
      await post(
        on,
        book,
        {
          hotelId,
          usuarioId: userId,
          documento: input.document.documento,
          documentoId: input.document.documentoId ?? null,
        },
        (s) => {
          const i = direct.get(s.productoId);
          return i === undefined ? undefined : lineField(i, 'cantidad');
        },
      );
      const total = lines.reduce((sum, l) => sum + toScaled(l.valor, 2), 0n);
      return { lines, valor: fromScaled(total, 2) };
    },

    /** Puts back what a cancelled sale took, at the cost it left with. */
    async returnStock(on: UnitOfWork | Tx, input: ReturnStockInput): Promise<void> {
      const tx = txOf(on);
      const { hotelId, userId } = input.actor;
      const wanted = input.lines.filter((l) => toScaled(l.cantidad, 3) > 0n);
      const book = await open(
        tx,
        hotelId,
        wanted.map((l) => ({ bodegaId: input.warehouseId, productoId: l.producto_id })),
      );
      for (const line of wanted) {
        book.enter(
          { bodegaId: input.warehouseId, productoId: line.producto_id },
          'devolucion',
          toScaled(line.cantidad, 3),
          toScaled(line.valor, 2),
        );
      }
      await post(on, book, {
        hotelId,
        usuarioId: userId,
        documento: input.document.documento,
        documentoId: input.document.documentoId ?? null,
      });
    },
  };
}

export type StockService = ReturnType<typeof createStock>;
