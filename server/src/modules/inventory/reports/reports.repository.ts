import type { TKardexBalance, TKardexRow, TPageQuery, TStockRow } from '@posada/contracts';
import { and, asc, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { bodegas, existencias, kardex, productos, usuarios } from '../../../db/schema';
import { searchAny } from '../../../lib/list-query';
import { type Page, pageOffset, toPage } from '../../../lib/paging';

const below = sql<boolean>`(${productos.stock_minimo} > 0 and ${existencias.cantidad} < ${productos.stock_minimo})`;

export interface StockFilters {
  warehouseId: number | null;
  productId: number | null;
  search?: string | undefined;
  belowMinimum: boolean;
}

export interface StockPage extends Page<TStockRow> {
  totales: { valor: string; bajo_minimo: number };
}

/**
 * The stock report and the kardex, each page one statement: the rows with the filter's totals as
 * window aggregates (`count(*) over ()`), computed in the same scan. Only a page past the end
 * (no rows to carry them) asks for the totals again.
 */
export function createReportsRepository() {
  return {
    /** Stock rows by warehouse and product, with their value and whether they are below minimum. */
    async stock(ex: Executor, hotelId: number, q: TPageQuery & StockFilters): Promise<StockPage> {
      const where = and(
        eq(existencias.hotel_id, hotelId),
        q.warehouseId ? eq(existencias.bodega_id, q.warehouseId) : undefined,
        q.productId ? eq(existencias.producto_id, q.productId) : undefined,
        searchAny(q.search, [productos.codigo, productos.nombre, productos.categoria]),
        q.belowMinimum ? below : undefined,
      );
      const totals = {
        total: sql<number>`count(*) over ()`.mapWith(Number),
        sum: sql<string>`(sum(${existencias.valor}) over ())::numeric(14, 2)::text`,
        low: sql<number>`count(*) filter (where ${below}) over ()`.mapWith(Number),
      };
      const rows = await ex
        .select({
          bodega_id: existencias.bodega_id,
          bodega: bodegas.nombre,
          producto_id: existencias.producto_id,
          codigo: productos.codigo,
          nombre: productos.nombre,
          medida: sql<string>`(select m.nombre from medidas m where m.id = ${productos.medida_id})`,
          categoria: productos.categoria,
          cantidad: existencias.cantidad,
          costo_promedio: existencias.costo_promedio,
          valor: existencias.valor,
          stock_minimo: productos.stock_minimo,
          bajo_minimo: below,
          ...totals,
        })
        .from(existencias)
        .innerJoin(productos, eq(productos.id, existencias.producto_id))
        .innerJoin(bodegas, eq(bodegas.id, existencias.bodega_id))
        .where(where)
        // One warehouse: its name is the same on every row, so the product's name orders them.
        .orderBy(
          ...(q.warehouseId ? [] : [asc(bodegas.nombre)]),
          asc(productos.nombre),
          asc(existencias.producto_id),
        )
        .limit(q.per_page)
        .offset(pageOffset(q));
      let head = rows[0] && { total: rows[0].total, valor: rows[0].sum ?? '0.00', low: rows[0].low };
      if (!head) {
        const [again] = await ex
          .select({
            total: count(),
            valor: sql<string>`coalesce(sum(${existencias.valor}), 0)::numeric(14, 2)::text`,
            low: sql<number>`count(*) filter (where ${below})`.mapWith(Number),
          })
          .from(existencias)
          .innerJoin(productos, eq(productos.id, existencias.producto_id))
          .where(where);
        head = { total: again?.total ?? 0, valor: again?.valor ?? '0.00', low: again?.low ?? 0 };
      }
      const data = rows.map(({ total: _t, sum: _s, low: _l, ...row }) => row);
      return { ...toPage(data, head.total, q), totales: { valor: head.valor, bajo_minimo: head.low } };
    },

    /**
     * The balance of one product in one warehouse of the hotel: `found` says whether both are the
     * hotel's, `stock` is undefined when the product never moved there.
     */
    async balance(ex: Executor, hotelId: number, warehouseId: number, productId: number) {
      const [row] = (
        await ex.execute<{ bodega: boolean; producto: boolean; stock: TKardexBalance | null }>(sql`select
          exists(select 1 from bodegas where id = ${warehouseId} and hotel_id = ${hotelId}) as bodega,
          exists(select 1 from productos where id = ${productId} and hotel_id = ${hotelId}) as producto,
          (select json_build_object('cantidad', e.cantidad::text, 'costo_promedio', e.costo_promedio::text,
             'valor', e.valor::text) from existencias e
           where e.bodega_id = ${warehouseId} and e.producto_id = ${productId}) as stock`)
      ).rows;
      return row;
    },

    /**
     * The warehouse and the product of the hotel (null when not), with the balance before a day and
     * after another: the last movement before `desde` and up to `hasta`, in one statement.
     */
    async place(
      ex: Executor,
      hotelId: number,
      warehouseId: number,
      productId: number,
      desde: string,
      hasta: string,
    ) {
      const last = (until: SQL) => sql`(select json_build_object('cantidad', k.saldo::text,
          'costo_promedio', k.costo_promedio::text, 'valor', k.saldo_valor::text)
        from kardex k where k.bodega_id = ${warehouseId} and k.producto_id = ${productId} and ${until}
        order by k.fecha desc, k.id desc limit 1)`;
      const [row] = (
        await ex.execute<{
          bodega: { id: number; nombre: string } | null;
          producto: { id: number; codigo: string; nombre: string; medida: string } | null;
          inicial: TKardexBalance | null;
          final: TKardexBalance | null;
        }>(sql`select
          (select json_build_object('id', b.id, 'nombre', b.nombre) from bodegas b
            where b.id = ${warehouseId} and b.hotel_id = ${hotelId}) as bodega,
          (select json_build_object('id', p.id, 'codigo', p.codigo, 'nombre', p.nombre, 'medida', m.nombre)
            from productos p join medidas m on m.id = p.medida_id
            where p.id = ${productId} and p.hotel_id = ${hotelId}) as producto,
          ${last(sql`k.fecha < ${desde}`)} as inicial,
          ${last(sql`k.fecha <= ${hasta}`)} as final`)
      ).rows;
      return row;
    },

    /** The movements of one product in one warehouse between two days, in order, a page. */
    async movements(
      ex: Executor,
      q: TPageQuery & { warehouseId: number; productId: number; desde: string; hasta: string },
    ): Promise<Page<TKardexRow>> {
      const where = and(
        eq(kardex.bodega_id, q.warehouseId),
        eq(kardex.producto_id, q.productId),
        gte(kardex.fecha, q.desde),
        lte(kardex.fecha, q.hasta),
      );
      const rows = await ex
        .select({
          id: kardex.id,
          fecha: kardex.fecha,
          tipo: kardex.tipo,
          documento: kardex.documento,
          entrada: kardex.entrada,
          salida: kardex.salida,
          saldo: kardex.saldo,
          costo_unitario: kardex.costo_unitario,
          costo_promedio: kardex.costo_promedio,
          valor: kardex.valor,
          saldo_valor: kardex.saldo_valor,
          usuario: usuarios.name,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(kardex)
        .leftJoin(usuarios, eq(usuarios.id, kardex.usuario_id))
        .where(where)
        .orderBy(asc(kardex.fecha), asc(kardex.id))
        .limit(q.per_page)
        .offset(pageOffset(q));
      const total = rows[0]?.total ?? (await ex.select({ n: count() }).from(kardex).where(where))[0]?.n ?? 0;
      return toPage(
        rows.map(({ total: _t, ...row }) => row),
        total,
        q,
      );
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
