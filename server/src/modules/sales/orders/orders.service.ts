import { randomUUID } from 'node:crypto';
import type {
  TOrder,
  TOrderCreateBody,
  TOrderLineInput,
  TOrderListBody,
  TOrderSummary,
  TOrderUpdateBody,
  TStationsBody,
  TTablesBody,
} from '@posada/contracts';
import type { Db, Tx } from '../../../db/client';
import type { Ledger } from '../../../kernel/ledger';
import type { AuditLog } from '../../../lib/audit';
import type { HotelActor } from '../../../lib/caller';
import { pgConstraint } from '../../../lib/db-errors';
import { fromScaled, toScaled } from '../../../lib/decimal';
import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import { normalizeMoney } from '../../../lib/money';
import { createSalePreparation, invalid } from '../sale/sale-prepare';
import type { SalesRepository } from '../sale/sales.repository';
import type { SellingActor } from '../sale/selling-actor';
import type { OrderLineInsert, OrderLineRow, OrdersRepository } from './orders.repository';

/** Who works the tables: the seller, and whether they may handle every waiter's orders and undo what the kitchen got. */
export type WaiterActor = SellingActor & { mayAllOrders: boolean; mayVoid: boolean };

interface Deps {
  db: Db;
  repo: OrdersRepository;
  sales: SalesRepository;
  audit: AuditLog;
  ledger: Ledger;
}

/** Quantities at 3 decimals as scaled integers (exact). */
export const qty = (v: string) => toScaled(v, 3);
export const qtyText = (v: bigint) => fromScaled(v, 3);

type OrderRow = NonNullable<Awaited<ReturnType<OrdersRepository['lock']>>>;

/**
 * The restaurant's orders (issue 31): opened on a table or a room, typed over time, priced and
 * checked as the sale will be (sale-prepare), and settled later by one sale (orders.settle.ts).
 */
export function createOrdersService({ db, repo, sales, audit, ledger }: Deps) {
  const { prepare } = createSalePreparation(sales);

  const summaryOf = (row: NonNullable<Awaited<ReturnType<OrdersRepository['header']>>>): TOrderSummary => ({
    id: row.id,
    punto_venta_id: row.punto_venta_id,
    mesa_id: row.mesa_id,
    mesa: row.mesa,
    habitacion_id: row.habitacion_id,
    habitacion: row.habitacion,
    usuario_id: row.usuario_id,
    mesero: row.mesero,
    estado: row.estado as TOrder['estado'],
    partes: row.partes,
    total: normalizeMoney(row.total),
    pendientes: row.pendientes,
    creada: row.creada,
    venta_id: row.venta_id,
  });

  async function detail(ex: Db | Tx, hotelId: number, id: number): Promise<TOrder> {
    const row = await repo.header(ex, hotelId, id);
    if (!row) throw new NotFoundError('La orden no existe');
    const lines = await repo.lines(ex, id);
    return {
      ...summaryOf(row),
      clave: row.clave,
      motivo: row.motivo,
      lineas: lines.map((l) => ({
        ...l,
        precio: l.precio === null ? null : normalizeMoney(l.precio),
        descuento: l.descuento === null ? null : normalizeMoney(l.descuento),
      })),
    };
  }

  /** A waiter handles their own orders; with `ventas.todas`, everyone's. */
  function mayHandle(actor: WaiterActor, order: { usuario_id: number }) {
    if (!actor.mayAllOrders && order.usuario_id !== actor.userId)
      throw new ForbiddenError('La orden es de otro mesero: solo quien tiene ventas.todas la puede manejar');
  }

  /** The order locked for a change: this hotel's (404 otherwise), open, the actor's to handle. */
  async function openOrder(tx: Tx, actor: WaiterActor, id: number): Promise<OrderRow> {
    const order = await repo.lock(tx, actor.hotelId, id);
    if (!order) throw new NotFoundError('La orden no existe');
    mayHandle(actor, order);
    if (order.estado !== 'abierta') throw new BusinessRuleError(`La orden ya está ${order.estado}`);
    return order;
  }

  /** A table of the outlet, active (the field at fault otherwise). */
  async function tableOf(tx: Tx, hotelId: number, outletId: number, tableId: number, field = 'mesa_id') {
    const table = await repo.table(tx, hotelId, tableId);
    if (!table || table.punto_venta_id !== outletId)
      throw invalid({ [field]: ['La mesa no existe en este punto de venta'] });
    if (!table.estado) throw invalid({ [field]: [`La ${table.nombre} está inactiva`] });
    return table;
  }

  /** The lines checked and priced as the sale will price them (products, price overrides and their reason). */
  async function check(
    tx: Tx,
    actor: WaiterActor,
    outletId: number,
    lineas: TOrderLineInput[],
    motivo: string | null,
  ) {
    await prepare(
      tx,
      actor,
      {
        punto_venta_id: outletId,
        lineas: lineas.map((l) => ({ ...l, cantidad: String(l.cantidad), nota: l.nota ?? null })),
        motivo,
      },
      true,
    );
  }

  const lineRow = (orderId: number, l: TOrderLineInput, i: number): OrderLineInsert => ({
    orden_id: orderId,
    producto_id: l.product_id,
    cantidad: String(l.cantidad),
    precio: l.precio == null ? null : String(l.precio),
    descuento: l.descuento == null ? null : String(l.descuento),
    nota: l.nota || null,
    orden: i,
  });

  /**
   * The order's new list of lines against what it has: lines named by id are changed, the others
   * added, the missing ones removed. Below what the kitchen got needs `ventas.anular` and a reason.
   */
  async function replaceLines(tx: Tx, actor: WaiterActor, order: OrderRow, body: TOrderUpdateBody) {
    const current = new Map((await repo.lockedLines(tx, order.id)).map((l) => [l.id, l]));
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    body.lineas.forEach((l, i) => {
      if (!l.id) return;
      const was = current.get(l.id);
      if (!was || seen.has(l.id)) errors[`lineas.${i}.id`] = ['La línea no es de esta orden'];
      else if (was.producto_id !== l.product_id)
        errors[`lineas.${i}.product_id`] = ['Una línea no cambia de producto: quítela y agregue otra'];
      seen.add(l.id);
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const wanted = new Map(body.lineas.filter((l) => l.id).map((l) => [l.id as number, l]));
    const undone: { producto_id: number; enviada: string; queda: string }[] = [];
    for (const was of current.values()) {
      const now = wanted.get(was.id);
      const left = now ? qty(String(now.cantidad)) : 0n;
      if (left < qty(was.enviada))
        undone.push({ producto_id: was.producto_id, enviada: was.enviada, queda: qtyText(left) });
    }
    const motivo = body.motivo ?? null;
    if (undone.length > 0) {
      if (!actor.mayVoid)
        throw new ForbiddenError('Lo que ya se envió a cocina solo se reduce con el permiso ventas.anular');
      if (!motivo) throw invalid({ motivo: ['Indique por qué se reduce lo que ya se envió a cocina'] });
    }
    await check(tx, actor, order.punto_venta_id, body.lineas, motivo ?? order.motivo);
    const removed = [...current.keys()].filter((id) => !wanted.has(id));
    await repo.deleteLines(tx, removed);
    const added: OrderLineInsert[] = [];
    for (const [i, l] of body.lineas.entries()) {
      const row = lineRow(order.id, l, i);
      const was = l.id ? current.get(l.id) : undefined;
      if (!was) {
        added.push(row);
        continue;
      }
      const sent = qty(was.enviada) < qty(row.cantidad) ? was.enviada : row.cantidad;
      await repo.updateLine(tx, was.id, { ...row, enviada: sent });
    }
    await repo.insertLines(tx, added);
    if (motivo) await repo.setOrder(tx, order.id, { motivo });
    if (undone.length > 0) {
      await audit.record(tx, actor, {
        accion: 'reducir_enviado',
        entidad: 'ordenes',
        entidad_id: order.id,
        despues: { lineas: undone, motivo },
      });
    }
  }

  return {
    detail: (hotelId: number, id: number) => detail(db, hotelId, id),
    detailIn: detail,
    openOrder,
    tableOf,
    mayHandle,
    newKey: () => `orden-${randomUUID()}`,

    async show(actor: WaiterActor, id: number) {
      const order = await detail(db, actor.hotelId, id);
      mayHandle(actor, order);
      return order;
    },

    /** The open orders of an outlet: a waiter's own, or everyone's with `ventas.todas`. */
    async list(
      actor: WaiterActor,
      q: Pick<TOrderListBody, 'punto_venta_id' | 'mesa_id' | 'habitacion_id' | 'habitaciones'> & {
        page: number;
        per_page: number;
      },
    ) {
      const page = await repo.list(db, actor.hotelId, {
        ...q,
        usuario_id: actor.mayAllOrders ? null : actor.userId,
      });
      return { ...page, data: page.data.map(summaryOf) };
    },

    async tables(actor: WaiterActor, outletId: number) {
      if (!(await sales.outlet(db, actor.hotelId, outletId)))
        throw new NotFoundError('El punto de venta no existe');
      const rows = await repo.tables(db, actor.hotelId, outletId, actor.mayAllOrders ? null : actor.userId);
      return rows.map((r) => ({ ...r, total: normalizeMoney(r.total) }));
    },

    async stations(hotelId: number, outletId: number) {
      if (!(await sales.outlet(db, hotelId, outletId)))
        throw new NotFoundError('El punto de venta no existe');
      return repo.stations(db, hotelId, outletId);
    },

    async saveTables(actor: HotelActor, outletId: number, body: TTablesBody) {
      return saveList(actor, outletId, 'mesas', () =>
        db.transaction((tx) =>
          repo.saveTables(
            tx,
            actor.hotelId,
            outletId,
            body.mesas.map((m) => ({ ...m, estado: m.estado ?? true })),
          ),
        ),
      );
    },

    async saveStations(actor: HotelActor, outletId: number, body: TStationsBody) {
      return saveList(actor, outletId, 'estaciones', () =>
        db.transaction((tx) =>
          repo.saveStations(
            tx,
            actor.hotelId,
            outletId,
            body.estaciones.map((e) => ({ ...e, categorias: e.categorias ?? [], estado: e.estado ?? true })),
          ),
        ),
      );
    },

    /** ordenCrear: an order on a table of the outlet (or a room), with its key for the sale. */
    async create(actor: WaiterActor, body: TOrderCreateBody): Promise<TOrder> {
      const id = await db.transaction(async (tx) => {
        const lineas = body.lineas ?? [];
        const motivo = body.motivo ?? null;
        await check(tx, actor, body.punto_venta_id, lineas, motivo);
        if (body.mesa_id) await tableOf(tx, actor.hotelId, body.punto_venta_id, body.mesa_id);
        if (body.habitacion_id && !(await ledger.roomAccount(tx, actor.hotelId, body.habitacion_id)))
          throw invalid({ habitacion_id: ['La habitación no existe'] });
        const orderId = await repo.insert(tx, {
          hotel_id: actor.hotelId,
          punto_venta_id: body.punto_venta_id,
          mesa_id: body.mesa_id ?? null,
          habitacion_id: body.habitacion_id ?? null,
          usuario_id: actor.userId,
          clave: `orden-${randomUUID()}`,
          motivo,
        });
        await repo.insertLines(
          tx,
          lineas.map((l, i) => lineRow(orderId, l, i)),
        );
        return orderId;
      });
      return detail(db, actor.hotelId, id);
    },

    /** ordenActualizar: the order's lines as the waiter left them. */
    async update(actor: WaiterActor, id: number, body: TOrderUpdateBody): Promise<TOrder> {
      await db.transaction(async (tx) => replaceLines(tx, actor, await openOrder(tx, actor, id), body));
      return detail(db, actor.hotelId, id);
    },

    /** ordenAnular: an order given up; once the kitchen got something, only with `ventas.anular`. */
    async void(actor: WaiterActor, id: number, motivo: string): Promise<TOrder> {
      await db.transaction(async (tx) => {
        const order = await openOrder(tx, actor, id);
        const lines: OrderLineRow[] = await repo.lockedLines(tx, id);
        if (lines.some((l) => qty(l.enviada) > 0n) && !actor.mayVoid)
          throw new ForbiddenError('La cocina ya recibió parte de la orden: anularla necesita ventas.anular');
        await repo.setOrder(tx, order.id, { estado: 'anulada', motivo, cerrada_at: new Date() });
        await audit.record(tx, actor, {
          accion: 'anular',
          entidad: 'ordenes',
          entidad_id: order.id,
          antes: { estado: 'abierta' },
          despues: { estado: 'anulada', motivo },
        });
      });
      return detail(db, actor.hotelId, id);
    },
  };

  async function saveList(actor: HotelActor, outletId: number, what: string, save: () => Promise<void>) {
    if (!(await sales.outlet(db, actor.hotelId, outletId)))
      throw new NotFoundError('El punto de venta no existe');
    try {
      await save();
    } catch (error) {
      if (pgConstraint(error)?.endsWith('_punto_nombre_key'))
        throw new ConflictError(`Hay dos ${what} con el mismo nombre`, { [what]: ['Nombre repetido'] });
      throw error;
    }
    await audit.record(db, actor, { accion: 'editar', entidad: what, entidad_id: outletId });
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>;
