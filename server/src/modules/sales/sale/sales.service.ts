import {
  type OutletTaxRegime,
  type SaleDocument,
  saleDocumentFor,
  suggestedTip,
  type TOutletProduct,
  type TSale,
  type TSaleBody,
  type TSaleListBody,
  type TSaleQuote,
  type TSaleQuoteBody,
} from '@posada/contracts';
import type { Db, Tx } from '../../../db/client';
import type { HotelCalendar } from '../../../kernel/calendar';
import { type CreditNotes, type Invoicing, requestHash } from '../../../kernel/invoicing';
import type { Ledger } from '../../../kernel/ledger';
import type { NumberService } from '../../../kernel/numbers';
import type { PaymentsService } from '../../../kernel/payments';
import { overrideAudit } from '../../../kernel/pricing/price-overrides';
import type { StockService } from '../../../kernel/stock';
import { inWork } from '../../../kernel/unit-of-work';
import type { AuditLog } from '../../../lib/audit';
import type { HotelActor } from '../../../lib/caller';
import { pgConstraint } from '../../../lib/db-errors';
import { BusinessRuleError, ConflictError, NotFoundError } from '../../../lib/errors';
import { addMoney, normalizeMoney } from '../../../lib/money';
import { createSaleDocuments } from './sale-documents';
import { createSalePreparation } from './sale-prepare';
import type { SaleRecord } from './sale-rows';
import { createSaleVoids } from './sale-void';
import type { SalesRepository } from './sales.repository';
import type { OrderSettlement, SellingActor, SettlingActor } from './selling-actor';

interface Deps {
  db: Db;
  repo: SalesRepository;
  audit: AuditLog;
  calendar: HotelCalendar;
  ledger: Ledger;
  numbers: NumberService;
  payments: PaymentsService;
  stock: StockService;
  invoicing: Invoicing;
  creditNotes: CreditNotes;
  /** Settling a restaurant order (`orden_id`): its lines, its key, closed with the sale. */
  orders: OrderSettlement;
}

const KEY_REUSED = 'La clave de idempotencia ya se usó para otra venta';

/**
 * The point of sale's sales (ventaCrear, ventaListar, ventaMostrar, ventaAnular). A sale is one
 * transaction: its document's number, the stock out of the outlet's warehouse (recipes as their
 * ingredients), the payments into the cashier's open register — or, charged to a room, the lines
 * as charges on the open stay's account — once per idempotency key.
 */
export function createSalesService(deps: Deps) {
  const { db, repo, audit, calendar } = deps;
  const { prepare, threshold } = createSalePreparation(repo);
  const { sellNow, chargeToRoom } = createSaleDocuments(deps);
  const voidDocument = createSaleVoids(deps);
  async function detail(hotelId: number, id: number, ex: Db | Tx = db): Promise<TSale> {
    const row = await repo.detail(ex, hotelId, id);
    if (!row) throw new NotFoundError('La venta no existe');
    return {
      ...row,
      regimen: row.regimen as OutletTaxRegime,
      documento: row.documento as SaleDocument,
      estado: row.estado as TSale['estado'],
      dian: row.dian as TSale['dian'],
      subtotal: normalizeMoney(row.subtotal),
      impuesto: normalizeMoney(row.impuesto),
      total: normalizeMoney(row.total),
      propina: normalizeMoney(row.propina),
      pagado: normalizeMoney(row.pagado),
      cambio: normalizeMoney(row.cambio),
      lineas: row.lineas.map((l) => ({
        ...l,
        precio: normalizeMoney(l.precio),
        descuento: normalizeMoney(l.descuento),
        valor: normalizeMoney(l.valor),
        impuesto: normalizeMoney(l.impuesto),
        total: normalizeMoney(l.total),
      })),
      pagos: row.pagos.map((p) => ({ ...p, monto: normalizeMoney(p.monto) })),
    };
  }

  async function replayed(hotelId: number, key: string, huella: string) {
    const found = await repo.byKey(db, hotelId, key);
    if (!found) return undefined;
    if (found.huella !== huella) throw new ConflictError(KEY_REUSED);
    return found.id;
  }

  return {
    detail: (hotelId: number, id: number) => detail(hotelId, id),

    /** The occupied rooms a sale or a room-service order may be charged to. */
    rooms: (hotelId: number) => repo.occupiedRooms(db, hotelId),

    /** puntoVentaProductos: what the outlet offers (404 for an outlet of another hotel). */
    async products(hotelId: number, outletId: number): Promise<TOutletProduct[]> {
      if (!(await repo.outlet(db, hotelId, outletId))) throw new NotFoundError('El punto de venta no existe');
      return (await repo.outletProducts(db, hotelId, outletId)).map((p) => ({
        ...p,
        precio: normalizeMoney(p.precio),
      }));
    },

    /**
     * ventaCotizar: the order priced as ventaCrear will price it — taxes by the outlet, the
     * document it will issue, the tip to suggest — without writing anything or asking for the
     * price permissions (the sale does).
     */
    quote: (actor: SellingActor, body: TSaleQuoteBody): Promise<TSaleQuote> =>
      db.transaction(async (tx) => {
        const p = await prepare(tx, actor, { ...body, motivo: null }, false);
        const umbral = await threshold(tx, calendar.todayIn(p.outlet.zona));
        const byTax = new Map<string, string>();
        for (const t of p.priced.flatMap((l) => l.impuestos)) {
          byTax.set(t.nombre, addMoney(byTax.get(t.nombre) ?? '0', t.valor));
        }
        return {
          subtotal: p.subtotal,
          impuesto: p.impuesto,
          total: p.total,
          impuestos: [...byTax].map(([nombre, valor]) => ({ nombre, valor })),
          documento: saleDocumentFor({
            habitacion: Boolean(body.habitacion_id),
            pedido: body.documento,
            subtotal: p.subtotal,
            umbral,
          }),
          umbral_factura: umbral,
          propina_sugerida: suggestedTip(p.subtotal),
          lineas: p.priced.map((l) => ({ valor: l.valor, impuesto: l.impuesto, total: l.total })),
        };
      }),

    list: async (hotelId: number, q: Partial<TSaleListBody> & { page: number; per_page: number }) => {
      const page = await repo.list(db, hotelId, q);
      return {
        ...page,
        data: page.data.map((row) => ({
          id: row.id,
          punto_venta_id: row.punto_venta_id,
          punto_venta: row.punto_venta,
          documento: row.documento as SaleDocument,
          numero: row.numero,
          fecha: row.fecha,
          creada: row.creada,
          cliente: row.cliente,
          habitacion: row.habitacion,
          usuario: row.usuario,
          total: normalizeMoney(row.total),
          propina: normalizeMoney(row.propina),
          estado: row.estado as TSale['estado'],
          dian: row.dian as TSale['dian'],
        })),
      };
    },

    /**
     * ventaCrear: once per idempotency key — a retry, even a simultaneous one, answers the first
     * sale. The key is not looked up first: a retry's transaction fails (on the key's unique index
     * at the latest, or earlier on what the first sale changed) and the failure finds the first
     * sale by its key.
     */
    async create(
      seller: SettlingActor,
      key: string,
      asked: TSaleBody,
    ): Promise<{ message: string; data: TSale }> {
      const actor: SellingActor = seller;
      // An order's sale answers to the request as sent (without the order's lines) on a retry.
      const huella = requestHash(asked);
      let id: number;
      try {
        id = await inWork(db, actor.hotelId, async (work) => {
          const { tx } = work;
          const order = asked.orden_id ? await deps.orders.take(tx, seller, asked, key) : null;
          const body = order?.sale ?? asked;
          const p = await prepare(tx, order?.actor ?? actor, body);
          // The outlet's read brought the hotel's zone: the sale's business date from here on.
          work.day ??= calendar.dayIn(p.outlet.zona);
          const record: SaleRecord = {
            key,
            huella,
            audited: (saleId) =>
              audit.entry(tx, actor, [
                {
                  accion: 'vender',
                  entidad: 'ventas',
                  entidad_id: saleId,
                  despues: { ...body, total: p.total, propina: body.propina ?? null },
                },
                ...p.overrides.map((o) => ({
                  ...overrideAudit(o, { cuentaId: saleId, movimientoId: undefined, motivo: body.motivo }),
                  entidad: 'ventas',
                })),
              ]),
          };
          const saleId = body.habitacion_id
            ? await chargeToRoom(work, actor, body, p, record, body.habitacion_id)
            : await sellNow(work, actor, body, p, record);
          await order?.close(saleId);
          return saleId;
        });
      } catch (error) {
        // The twin that won committed first (or this is a retry): its sale is the answer.
        const twin = await replayed(actor.hotelId, key, huella);
        if (twin !== undefined)
          return { message: 'Venta ya registrada', data: await detail(actor.hotelId, twin) };
        if (pgConstraint(error) === 'ventas_idempotencia_key') throw new ConflictError(KEY_REUSED);
        throw error;
      }
      const data = await detail(actor.hotelId, id);
      const message =
        data.documento === 'habitacion'
          ? `Consumo cargado a la habitación ${data.habitacion}`
          : `Venta registrada: ${data.documento === 'factura' ? 'factura' : 'tiquete POS'} ${data.numero}`;
      return { message, data };
    },

    /**
     * ventaAnular: the stock goes back to the warehouse at the cost it left with, the money back
     * out of the annulling cashier's open register, and the document is annulled by a numbered
     * note (nota de ajuste for a tiquete POS, nota crédito for a factura). A room charge is undone
     * on the stay's account (cuentaReversar).
     */
    async void(actor: HotelActor, id: number, motivo: string): Promise<{ message: string; data: TSale }> {
      await inWork(db, actor.hotelId, async (work) => {
        const { tx } = work;
        const sale = await repo.lockForVoid(tx, actor.hotelId, id);
        if (!sale) throw new NotFoundError('La venta no existe');
        if (sale.estado === 'anulada') throw new BusinessRuleError('La venta ya está anulada');
        if (sale.documento === 'habitacion') {
          throw new BusinessRuleError(
            'Un cargo a habitación se anula reversando sus cargos en la cuenta de la estadía',
          );
        }
        const voided = await voidDocument(work, actor, sale, motivo);
        await repo.markVoided(tx, sale.id, { motivo, userId: actor.userId, ...voided });
        await audit.record(tx, actor, {
          accion: 'anular',
          entidad: 'ventas',
          entidad_id: sale.id,
          antes: { estado: 'emitida' },
          despues: { estado: 'anulada', motivo, nota: voided.nota },
        });
      });
      return { message: 'Venta anulada', data: await detail(actor.hotelId, id) };
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
