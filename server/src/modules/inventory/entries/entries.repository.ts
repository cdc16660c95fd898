import type { TEntry, TEntryLine, TEntryListBody, TEntrySummary, TPageQuery } from '@posada/contracts';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import {
  bodegas,
  impuestos,
  ingresoInventarioLineas,
  ingresosInventario,
  medidas,
  productoImpuestos,
  productos,
  proveedores,
  usuarios,
} from '../../../db/schema';
import { paginate, searchAny } from '../../../lib/list-query';

const annuller = alias(usuarios, 'anulador');
/** An instant as the API answers it (ISO 8601, UTC). */
const iso = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const summaryFields = {
  id: ingresosInventario.id,
  numero: ingresosInventario.numero,
  fecha: ingresosInventario.fecha,
  proveedor_id: ingresosInventario.proveedor_id,
  proveedor: proveedores.razon_social,
  bodega_id: ingresosInventario.bodega_id,
  bodega: bodegas.nombre,
  factura_proveedor: ingresosInventario.factura_proveedor,
  num_lineas: sql<number>`(select count(*)::int from ingreso_inventario_lineas l
    where l.ingreso_id = "ingresos_inventario"."id")`,
  subtotal: ingresosInventario.subtotal,
  impuestos: ingresosInventario.impuestos,
  total: ingresosInventario.total,
  estado: ingresosInventario.estado,
  usuario: usuarios.name,
  created_at: iso(ingresosInventario.created_at),
};

export interface NewEntry {
  hotel_id: number;
  numero: string;
  proveedor_id: number;
  bodega_id: number;
  factura_proveedor: string | null;
  fecha: string;
  observaciones: string | null;
  subtotal: string;
  impuestos: string;
  total: string;
  usuario_id: number;
  idempotency_key: string | null;
}

export type NewEntryLine = Omit<typeof ingresoInventarioLineas.$inferInsert, 'id' | 'ingreso_id'>;

/** Entries from suppliers (ingresos_inventario) and their lines. */
export function createEntriesRepository() {
  const summaries = (ex: Executor) =>
    ex
      .select(summaryFields)
      .from(ingresosInventario)
      .innerJoin(proveedores, eq(proveedores.id, ingresosInventario.proveedor_id))
      .innerJoin(bodegas, eq(bodegas.id, ingresosInventario.bodega_id))
      .innerJoin(usuarios, eq(usuarios.id, ingresosInventario.usuario_id));

  return {
    page(ex: Executor, hotelId: number, q: TPageQuery & Partial<Omit<TEntryListBody, keyof TPageQuery>>) {
      const where = and(
        eq(ingresosInventario.hotel_id, hotelId),
        searchAny(q.search, [
          ingresosInventario.numero,
          ingresosInventario.factura_proveedor,
          proveedores.razon_social,
        ]),
        q.desde ? gte(ingresosInventario.fecha, q.desde) : undefined,
        q.hasta ? lte(ingresosInventario.fecha, q.hasta) : undefined,
        q.proveedor_id ? eq(ingresosInventario.proveedor_id, q.proveedor_id) : undefined,
        q.warehouse_id ? eq(ingresosInventario.bodega_id, q.warehouse_id) : undefined,
        q.estado ? eq(ingresosInventario.estado, q.estado) : undefined,
      );
      return paginate<TEntrySummary>(q, {
        rows: (limit, offset) =>
          summaries(ex)
            .where(where)
            .orderBy(desc(ingresosInventario.fecha), desc(ingresosInventario.id))
            .limit(limit)
            .offset(offset),
        total: () =>
          ex
            .select({ total: count() })
            .from(ingresosInventario)
            .innerJoin(proveedores, eq(proveedores.id, ingresosInventario.proveedor_id))
            .where(where),
      });
    },

    async detail(ex: Executor, hotelId: number, id: number): Promise<TEntry | undefined> {
      const [head] = await summaries(ex).where(
        and(eq(ingresosInventario.id, id), eq(ingresosInventario.hotel_id, hotelId)),
      );
      if (!head) return undefined;
      const [extra] = await ex
        .select({
          observaciones: ingresosInventario.observaciones,
          anulado_at: iso(ingresosInventario.anulado_at),
          anulado_por: annuller.name,
          motivo_anulacion: ingresosInventario.motivo_anulacion,
        })
        .from(ingresosInventario)
        .leftJoin(annuller, eq(annuller.id, ingresosInventario.anulado_por_id))
        .where(eq(ingresosInventario.id, id));
      const lineas: TEntryLine[] = await ex
        .select({
          id: ingresoInventarioLineas.id,
          producto_id: ingresoInventarioLineas.producto_id,
          codigo: productos.codigo,
          nombre: productos.nombre,
          medida: medidas.nombre,
          cantidad: ingresoInventarioLineas.cantidad,
          costo_unitario: ingresoInventarioLineas.costo_unitario,
          subtotal: ingresoInventarioLineas.subtotal,
          impuestos: ingresoInventarioLineas.impuestos,
          total: ingresoInventarioLineas.total,
          impuestos_detalle: ingresoInventarioLineas.impuestos_detalle,
        })
        .from(ingresoInventarioLineas)
        .innerJoin(productos, eq(productos.id, ingresoInventarioLineas.producto_id))
        .innerJoin(medidas, eq(medidas.id, productos.medida_id))
        .where(eq(ingresoInventarioLineas.ingreso_id, id))
        .orderBy(asc(ingresoInventarioLineas.id));
      return {
        ...head,
        observaciones: extra?.observaciones ?? null,
        anulado_at: extra?.anulado_at ?? null,
        anulado_por: extra?.anulado_por ?? null,
        motivo_anulacion: extra?.motivo_anulacion ?? null,
        lineas,
      };
    },

    async byKey(ex: Executor, hotelId: number, key: string): Promise<number | undefined> {
      const [row] = await ex
        .select({ id: ingresosInventario.id })
        .from(ingresosInventario)
        .where(and(eq(ingresosInventario.hotel_id, hotelId), eq(ingresosInventario.idempotency_key, key)));
      return row?.id;
    },

    /** The entry, locked for its annulment. */
    async lock(ex: Executor, hotelId: number, id: number) {
      const [row] = await ex
        .select({
          id: ingresosInventario.id,
          numero: ingresosInventario.numero,
          estado: ingresosInventario.estado,
          bodega_id: ingresosInventario.bodega_id,
        })
        .from(ingresosInventario)
        .where(and(eq(ingresosInventario.id, id), eq(ingresosInventario.hotel_id, hotelId)))
        .for('update');
      return row;
    },

    lines(ex: Executor, id: number) {
      return ex
        .select({
          producto_id: ingresoInventarioLineas.producto_id,
          cantidad: ingresoInventarioLineas.cantidad,
          subtotal: ingresoInventarioLineas.subtotal,
        })
        .from(ingresoInventarioLineas)
        .where(eq(ingresoInventarioLineas.ingreso_id, id))
        .orderBy(asc(ingresoInventarioLineas.id));
    },

    async insert(ex: Executor, entry: NewEntry, lines: NewEntryLine[]): Promise<number> {
      const [row] = await ex
        .insert(ingresosInventario)
        .values(entry)
        .returning({ id: ingresosInventario.id });
      if (!row) throw new Error('No se registró el ingreso');
      await ex.insert(ingresoInventarioLineas).values(lines.map((l) => ({ ...l, ingreso_id: row.id })));
      return row.id;
    },

    async annul(ex: Executor, id: number, userId: number, motivo: string): Promise<void> {
      await ex
        .update(ingresosInventario)
        .set({ estado: 'anulado', anulado_at: sql`now()`, anulado_por_id: userId, motivo_anulacion: motivo })
        .where(eq(ingresosInventario.id, id));
    },

    async supplier(ex: Executor, hotelId: number, id: number) {
      const [row] = await ex
        .select({ nombre: proveedores.razon_social, estado: proveedores.estado })
        .from(proveedores)
        .where(and(eq(proveedores.id, id), eq(proveedores.hotel_id, hotelId)));
      return row;
    },

    /** The taxes of the products, to show them on each line. */
    taxRates(ex: Executor, productIds: number[]) {
      return ex
        .select({
          producto_id: productoImpuestos.producto_id,
          nombre: impuestos.nombre,
          porcentaje: impuestos.porcentaje,
        })
        .from(productoImpuestos)
        .innerJoin(impuestos, eq(impuestos.id, productoImpuestos.impuesto_id))
        .where(inArray(productoImpuestos.producto_id, productIds))
        .orderBy(asc(impuestos.tipo), asc(impuestos.id));
    },
  };
}

export type EntriesRepository = ReturnType<typeof createEntriesRepository>;
