import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  estaciones,
  habitaciones,
  mesas,
  ordenes,
  ordenLineas,
  productos,
  usuarios,
} from '../../../db/schema';
import { paginate } from '../../../lib/list-query';
import { isoOf } from '../../../lib/raw-sql';

export type OrderLineRow = typeof ordenLineas.$inferSelect;
export type OrderLineInsert = typeof ordenLineas.$inferInsert;

/** An order's value at its menu prices: quantity × (its price or the list price) less its discount. */
const menuTotal = sql<string>`coalesce((select sum(round(l.cantidad * coalesce(l.precio, p.precio_venta), 2) - coalesce(l.descuento, 0))
  from ${ordenLineas} l join ${productos} p on p.id = l.producto_id where l.orden_id = "ordenes"."id"), 0)::text`;
const pending = sql<number>`(select count(*)::int from ${ordenLineas} l where l.orden_id = "ordenes"."id" and l.cantidad > l.enviada)`;

/** Tables, stations and orders of the restaurant's flow (issue 31). */
export function createOrdersRepository() {
  const summary = {
    id: ordenes.id,
    punto_venta_id: ordenes.punto_venta_id,
    mesa_id: ordenes.mesa_id,
    mesa: mesas.nombre,
    habitacion_id: ordenes.habitacion_id,
    habitacion: habitaciones.numero,
    usuario_id: ordenes.usuario_id,
    mesero: usuarios.name,
    estado: ordenes.estado,
    partes: ordenes.partes,
    total: menuTotal,
    pendientes: pending,
    creada: isoOf(ordenes.created_at),
    venta_id: ordenes.venta_id,
    clave: ordenes.clave,
    motivo: ordenes.motivo,
  };
  const summaryQuery = (ex: Executor) =>
    ex
      .select(summary)
      .from(ordenes)
      .innerJoin(usuarios, eq(usuarios.id, ordenes.usuario_id))
      .leftJoin(mesas, eq(mesas.id, ordenes.mesa_id))
      .leftJoin(habitaciones, eq(habitaciones.id, ordenes.habitacion_id));

  return {
    /** An outlet's tables with their open orders' count and menu total (one query). */
    async tables(ex: Executor, hotelId: number, outletId: number, onlyUserId: number | null) {
      const mine = onlyUserId === null ? sql`true` : sql`o.usuario_id = ${onlyUserId}`;
      return ex
        .select({
          id: mesas.id,
          nombre: mesas.nombre,
          estado: mesas.estado,
          ordenes: sql<number>`(select count(*)::int from ${ordenes} o where o.mesa_id = "mesas"."id" and o.estado = 'abierta' and ${mine})`,
          total: sql<string>`coalesce((select sum(round(l.cantidad * coalesce(l.precio, p.precio_venta), 2) - coalesce(l.descuento, 0))
            from ${ordenes} o join ${ordenLineas} l on l.orden_id = o.id join ${productos} p on p.id = l.producto_id
            where o.mesa_id = "mesas"."id" and o.estado = 'abierta' and ${mine}), 0)::text`,
        })
        .from(mesas)
        .where(and(eq(mesas.hotel_id, hotelId), eq(mesas.punto_venta_id, outletId)))
        .orderBy(sql`length(${mesas.nombre})`, asc(mesas.nombre));
    },

    async table(ex: Executor, hotelId: number, id: number) {
      const [row] = await ex
        .select()
        .from(mesas)
        .where(and(eq(mesas.id, id), eq(mesas.hotel_id, hotelId)));
      return row;
    },

    async stations(ex: Executor, hotelId: number, outletId: number) {
      return ex
        .select({
          id: estaciones.id,
          nombre: estaciones.nombre,
          categorias: estaciones.categorias,
          estado: estaciones.estado,
        })
        .from(estaciones)
        .where(and(eq(estaciones.hotel_id, hotelId), eq(estaciones.punto_venta_id, outletId)))
        .orderBy(asc(estaciones.id));
    },

    async list(
      ex: Executor,
      hotelId: number,
      q: {
        punto_venta_id: number;
        mesa_id?: number | null;
        habitacion_id?: number | null;
        habitaciones?: boolean | null;
        usuario_id: number | null;
        page: number;
        per_page: number;
      },
    ) {
      const where: SQL[] = [
        eq(ordenes.hotel_id, hotelId),
        eq(ordenes.punto_venta_id, q.punto_venta_id),
        eq(ordenes.estado, 'abierta'),
      ];
      if (q.mesa_id) where.push(eq(ordenes.mesa_id, q.mesa_id));
      if (q.habitacion_id) where.push(eq(ordenes.habitacion_id, q.habitacion_id));
      if (q.habitaciones) where.push(isNotNull(ordenes.habitacion_id));
      if (q.usuario_id !== null) where.push(eq(ordenes.usuario_id, q.usuario_id));
      return paginate(q, {
        rows: (limit, offset) =>
          summaryQuery(ex)
            .where(and(...where))
            .orderBy(desc(ordenes.id))
            .limit(limit)
            .offset(offset),
        total: () =>
          ex
            .select({ total: sql<number>`count(*)::int` })
            .from(ordenes)
            .where(and(...where)),
      });
    },

    async header(ex: Executor, hotelId: number, id: number) {
      const [row] = await summaryQuery(ex).where(and(eq(ordenes.id, id), eq(ordenes.hotel_id, hotelId)));
      return row;
    },

    async lines(ex: Executor, orderId: number) {
      return ex
        .select({
          id: ordenLineas.id,
          product_id: ordenLineas.producto_id,
          producto: productos.nombre,
          categoria: productos.categoria,
          cantidad: ordenLineas.cantidad,
          enviada: ordenLineas.enviada,
          precio: ordenLineas.precio,
          descuento: ordenLineas.descuento,
          nota: ordenLineas.nota,
        })
        .from(ordenLineas)
        .innerJoin(productos, eq(productos.id, ordenLineas.producto_id))
        .where(eq(ordenLineas.orden_id, orderId))
        .orderBy(asc(ordenLineas.orden), asc(ordenLineas.id));
    },

    /** The order's row, locked for the change (two tablets editing one table wait in turn). */
    async lock(ex: Executor, hotelId: number, id: number) {
      const [row] = await ex
        .select()
        .from(ordenes)
        .where(and(eq(ordenes.id, id), eq(ordenes.hotel_id, hotelId)))
        .for('update');
      return row;
    },

    async lockedLines(ex: Executor, orderId: number) {
      return ex
        .select()
        .from(ordenLineas)
        .where(eq(ordenLineas.orden_id, orderId))
        .orderBy(asc(ordenLineas.orden), asc(ordenLineas.id))
        .for('update');
    },

    async insert(ex: Executor, row: typeof ordenes.$inferInsert) {
      const [created] = await ex.insert(ordenes).values(row).returning({ id: ordenes.id });
      if (!created) throw new Error('No se creó la orden');
      return created.id;
    },

    async setOrder(ex: Executor, id: number, set: Partial<typeof ordenes.$inferInsert>) {
      await ex
        .update(ordenes)
        .set({ ...set, updated_at: sql`now()` })
        .where(eq(ordenes.id, id));
    },

    async insertLines(ex: Executor, rows: OrderLineInsert[]) {
      if (rows.length > 0) await ex.insert(ordenLineas).values(rows);
    },

    async updateLine(ex: Executor, id: number, set: Partial<OrderLineInsert>) {
      await ex.update(ordenLineas).set(set).where(eq(ordenLineas.id, id));
    },

    async deleteLines(ex: Executor, ids: number[]) {
      if (ids.length > 0) await ex.delete(ordenLineas).where(inArray(ordenLineas.id, ids));
    },

    /** Moves whole lines to another order (transfer, merge). */
    async moveLines(ex: Executor, ids: number[], toOrderId: number) {
      if (ids.length > 0)
        await ex.update(ordenLineas).set({ orden_id: toOrderId }).where(inArray(ordenLineas.id, ids));
    },

    /** The newest open order of a table (a transfer of lines joins it). */
    async openOrderOfTable(ex: Executor, hotelId: number, tableId: number) {
      const [row] = await ex
        .select({ id: ordenes.id })
        .from(ordenes)
        .where(
          and(eq(ordenes.hotel_id, hotelId), eq(ordenes.mesa_id, tableId), eq(ordenes.estado, 'abierta')),
        )
        .orderBy(desc(ordenes.id))
        .limit(1);
      return row?.id;
    },

    /** Saves an outlet's tables: existing ones renamed or (de)activated, new ones added. */
    async saveTables(
      ex: Executor,
      hotelId: number,
      outletId: number,
      rows: { id?: number | null; nombre: string; estado: boolean }[],
    ) {
      for (const r of rows) {
        if (r.id) {
          await ex
            .update(mesas)
            .set({ nombre: r.nombre, estado: r.estado, updated_at: sql`now()` })
            .where(and(eq(mesas.id, r.id), eq(mesas.punto_venta_id, outletId), eq(mesas.hotel_id, hotelId)));
        } else {
          await ex
            .insert(mesas)
            .values({ hotel_id: hotelId, punto_venta_id: outletId, nombre: r.nombre, estado: r.estado });
        }
      }
    },

    async saveStations(
      ex: Executor,
      hotelId: number,
      outletId: number,
      rows: { id?: number | null; nombre: string; categorias: string[]; estado: boolean }[],
    ) {
      for (const r of rows) {
        const values = { nombre: r.nombre, categorias: r.categorias, estado: r.estado };
        if (r.id) {
          await ex
            .update(estaciones)
            .set({ ...values, updated_at: sql`now()` })
            .where(
              and(
                eq(estaciones.id, r.id),
                eq(estaciones.punto_venta_id, outletId),
                eq(estaciones.hotel_id, hotelId),
              ),
            );
        } else {
          await ex.insert(estaciones).values({ hotel_id: hotelId, punto_venta_id: outletId, ...values });
        }
      }
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
