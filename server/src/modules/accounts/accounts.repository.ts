import {
  type TAccountListBody,
  type TPageQuery,
  ZAccountMovement,
  ZAccountSummary,
  ZEntryTax,
} from '@posada/contracts';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  clientes,
  configuraciones,
  cuentaMovimientos,
  cuentas,
  empleados,
  impuestos,
  productoImpuestos,
  productos,
  reservaEncabezados,
  tiposProducto,
} from '../../db/schema';
import type { ActionEntry } from '../../kernel/ledger/entries';
import { searchAny } from '../../lib/list-query';
import { pageOffset } from '../../lib/paging';
import { clientName, isoOf, parsedRows } from '../../lib/raw-sql';

const ZSummaryRow = ZAccountSummary.omit({ cliente: true, habitacion: true }).extend({
  cliente_id: z.number(),
  cliente: z.string(),
  documento: z.string(),
  habitacion_id: z.number().nullable(),
  habitacion: z.string().nullable(),
  pagos: z.string(),
  descuentos: z.string(),
  llegada: z.string().nullable(),
  salida: z.string().nullable(),
  estancia_estado: z.string().nullable(),
});
type Summary = z.infer<typeof ZSummaryRow>;
const ZMovementRow = ZAccountMovement.omit({ impuestos: true });
const ZMovementTaxRow = ZEntryTax.extend({ movimiento_id: z.number() });
const ZLodgingRoute = z.object({ cuenta_id: z.number(), nombre: z.string(), estado: z.string() });
const ZCount = z.object({ total: z.number() });

const c = alias(cuentas, 'c');
const cl = alias(clientes, 'cl');
const m = alias(cuentaMovimientos, 'm');

/** Sums of an account's entries by family (exact numeric), as a lateral join on `c`. */
const sums = sql.raw(`left join lateral (
    select coalesce(sum(m.total) filter (where m.tipo = 'cargo'), 0)::numeric(14,2) as cargos,
      coalesce(sum(m.total) filter (where m.tipo = 'pago'), 0)::numeric(14,2) as pagos,
      coalesce(sum(m.total) filter (where m.tipo = 'descuento'), 0)::numeric(14,2) as descuentos
    from cuenta_movimientos m where m.cuenta_id = c.id
  ) s on true`);

const summaryColumns = sql`c.id, c.tipo, c.estado, c.nombre, c.cliente_id, ${clientName(cl)} as cliente,
  cl.numero_documento as documento, c.estancia_id, c.reserva_id, h.id as habitacion_id, h.numero as habitacion,
  s.cargos::text as cargos, (s.pagos + s.descuentos)::numeric(14,2)::text as abonos,
  (s.cargos - s.pagos - s.descuentos)::numeric(14,2)::text as saldo,
  s.pagos::text as pagos, s.descuentos::text as descuentos,
  e.llegada::text as llegada, e.salida::text as salida, e.estado as estancia_estado,
  ${isoOf(c.created_at)} as created_at, ${isoOf(c.closed_at)} as closed_at`;

const accountsFrom = sql`from cuentas c
  join clientes cl on cl.id = c.cliente_id
  left join estancias e on e.id = c.estancia_id
  left join habitaciones h on h.id = e.habitacion_id`;

const summaryFrom = sql`${accountsFrom} ${sums}`;
const listOrder = sql`order by h.numero nulls last, c.id`;

/** The account screen, the list, and what the actions read. */
export function createAccountsRepository() {
  return {
    async summary(ex: Executor, hotelId: number, id: number): Promise<Summary | undefined> {
      const [row] = parsedRows(
        'accounts.summary',
        ZSummaryRow,
        await ex.execute(
          sql`select ${summaryColumns} ${summaryFrom} where c.id = ${id} and c.hotel_id = ${hotelId}`,
        ),
      );
      return row;
    },

    /** A page of accounts: open ones by default, by holder, room, kind, balance; searched by name or room. */
    async page(
      ex: Executor,
      hotelId: number,
      q: Partial<TAccountListBody> & Pick<TPageQuery, 'page' | 'per_page'>,
    ) {
      const filters = [sql`c.hotel_id = ${hotelId}`, sql`c.estado = ${q.estado ?? 'abierta'}`];
      // A point of sale's factura has an account of its own (kind venta), opened and closed by the
      // sale: reached through the sale and its invoice, not listed with the hotel's accounts.
      filters.push(q.tipo ? sql`c.tipo = ${q.tipo}` : sql`c.tipo <> 'venta'`);
      if (q.cliente_id) filters.push(sql`c.cliente_id = ${q.cliente_id}`);
      if (q.habitacion_id) {
        filters.push(
          sql`c.estancia_id in (select id from estancias where habitacion_id = ${q.habitacion_id})`,
        );
      }
      if (q.search) {
        const found = searchAny(q.search, [sql`cl.busqueda`, sql`h.numero`, sql`c.nombre`]);
        if (found) filters.push(found);
      }
      if (q.con_saldo) filters.push(sql`s.cargos - s.pagos - s.descuentos <> 0`);
      const where = sql.join(filters, sql` and `);
      // The sums only where the balance filters: the page is chosen first, then summed (a hotel's
      // closed accounts are many, and summing all of them to show ten took seconds).
      const from = q.con_saldo ? summaryFrom : accountsFrom;
      const [count] = parsedRows(
        'accounts.page.count',
        ZCount,
        await ex.execute(sql`select count(*)::int as total ${from} where ${where}`),
      );
      const rows = parsedRows(
        'accounts.page',
        ZSummaryRow,
        await ex.execute(sql`
          with pagina as (
            select c.id ${from} where ${where} ${listOrder} limit ${q.per_page} offset ${pageOffset(q)}
          )
          select ${summaryColumns} ${summaryFrom} where c.id in (select id from pagina) ${listOrder}`),
      );
      return { rows, total: count?.total ?? 0 };
    },

    /**
     * The account's entries, oldest first, with who made them and where a move went or came from.
     * Entry ids are bigint: read as float8 they travel as JSON numbers (exact below 2^53).
     */
    async movements(ex: Executor, cuentaId: number) {
      return parsedRows(
        'accounts.movements',
        ZMovementRow,
        await ex.execute(sql`
          select m.id::float8 as id, m.tipo, m.concepto, m.fecha::text as fecha, m.producto_id, m.cantidad::text as cantidad,
            m.precio_unitario::text as precio_unitario, m.descuento::text as descuento, m.alojamiento,
            m.bodega_id, m.empleado_id, em.nombres as empleado, m.valor::text as valor,
            m.impuesto::text as impuesto, m.total::text as total, m.forma_pago_id, fp.nombre as forma_pago,
            m.reversa_de::float8 as reversa_de, rv.id::float8 as reversado_por, m.trasladado_de::float8 as trasladado_de,
            m.traslado, coalesce(par.cuenta_id, src.cuenta_id) as traslado_cuenta_id, m.motivo,
            u.name as usuario, ${isoOf(m.created_at)} as created_at
          from cuenta_movimientos m
          left join empleados em on em.id = m.empleado_id
          left join formas_pago fp on fp.id = m.forma_pago_id
          left join usuarios u on u.id = m.created_by
          left join cuenta_movimientos rv on rv.reversa_de = m.id
          left join cuenta_movimientos par on m.traslado = 'salida' and par.trasladado_de = m.id and par.traslado = 'entrada'
          left join cuenta_movimientos src on m.traslado = 'entrada' and src.id = m.trasladado_de
          where m.cuenta_id = ${cuentaId}
          order by m.created_at, m.id`),
      );
    },

    /** The tax rows of the account's entries, by entry. */
    async movementTaxes(ex: Executor, cuentaId: number) {
      return parsedRows(
        'accounts.movementTaxes',
        ZMovementTaxRow,
        await ex.execute(sql`
          select t.movimiento_id::float8 as movimiento_id, t.impuesto_id, t.tipo, t.nombre,
            t.porcentaje::text as porcentaje, t.exento, t.base::text as base, t.valor::text as valor
          from cuenta_movimiento_impuestos t
          join cuenta_movimientos m on m.id = t.movimiento_id
          where m.cuenta_id = ${cuentaId}
          order by t.id`),
      );
    },

    /** Totals per tax of the account (what an invoice of it would print). */
    async taxTotals(ex: Executor, cuentaId: number) {
      return parsedRows(
        'accounts.taxTotals',
        ZEntryTax,
        await ex.execute(sql`
          select t.impuesto_id, t.tipo, t.nombre, t.porcentaje::text as porcentaje, t.exento,
            sum(t.base)::numeric(14,2)::text as base, sum(t.valor)::numeric(14,2)::text as valor
          from cuenta_movimiento_impuestos t
          join cuenta_movimientos m on m.id = t.movimiento_id
          where m.cuenta_id = ${cuentaId}
          group by t.impuesto_id, t.tipo, t.nombre, t.porcentaje, t.exento
          order by t.tipo, t.porcentaje desc, t.nombre`),
      );
    },

    /** Entries of the hotel with their account's state, whether reversed, and what is left of each. */
    async entriesForAction(ex: Executor, hotelId: number, ids: number[]): Promise<ActionEntry[]> {
      if (ids.length === 0) return [];
      const moved = sql<string>`(select coalesce(sum(o.total), 0) from cuenta_movimientos o
        where o.trasladado_de = ${cuentaMovimientos.id} and o.traslado = 'salida')`;
      const reversal = sql<
        number | null
      >`(select r.id::float8 from cuenta_movimientos r where r.reversa_de = ${cuentaMovimientos.id})`;
      return ex
        .select({
          ...getTableColumns(cuentaMovimientos),
          cuenta_estado: cuentas.estado,
          reversado_por: reversal,
          restante: sql<string>`(${cuentaMovimientos.total} + ${moved})::numeric(14,2)::text`,
          descontado: sql<string>`(select coalesce(sum(d.total), 0) from cuenta_movimientos d
            where d.descuento_de = ${cuentaMovimientos.id}
            and not exists (select 1 from cuenta_movimientos r where r.reversa_de = d.id))::numeric(14,2)::text`,
          facturado: sql<boolean>`exists (select 1 from factura_lineas l where l.cuenta_movimiento_id = ${cuentaMovimientos.id})`,
        })
        .from(cuentaMovimientos)
        .innerJoin(cuentas, eq(cuentas.id, cuentaMovimientos.cuenta_id))
        .where(and(eq(cuentaMovimientos.hotel_id, hotelId), inArray(cuentaMovimientos.id, ids)))
        .orderBy(asc(cuentaMovimientos.id));
    },

    /** The entries moved out of charges so far (to move exactly what is left of each). */
    async movedOut(ex: Executor, entryIds: number[]) {
      if (entryIds.length === 0) return [];
      return ex
        .select({
          id: cuentaMovimientos.id,
          trasladado_de: cuentaMovimientos.trasladado_de,
          valor: cuentaMovimientos.valor,
          impuesto: cuentaMovimientos.impuesto,
        })
        .from(cuentaMovimientos)
        .where(
          and(inArray(cuentaMovimientos.trasladado_de, entryIds), eq(cuentaMovimientos.traslado, 'salida')),
        )
        .orderBy(asc(cuentaMovimientos.id));
    },

    async entryOfRegisterMovement(ex: Executor, cajaMovimientoId: number) {
      const [row] = await ex
        .select({ id: cuentaMovimientos.id, cuenta_id: cuentaMovimientos.cuenta_id })
        .from(cuentaMovimientos)
        .where(eq(cuentaMovimientos.caja_movimiento_id, cajaMovimientoId));
      return row;
    },

    /**
     * Reversals of one entry queue here until the one ahead commits or rolls back, so each reads
     * the entry as the one before left it (the entry's row is not locked: check-out takes
     * entries after the register and the account, a reversal before them).
     */
    async queueReversal(ex: Executor, entryId: number): Promise<void> {
      await ex.execute(
        sql`select pg_advisory_xact_lock(hashtext('posada.reversa'), (${entryId}::bigint % 2147483647)::int)`,
      );
    },

    async accountExists(ex: Executor, hotelId: number, id: number): Promise<boolean> {
      const [row] = await ex
        .select({ id: cuentas.id })
        .from(cuentas)
        .where(and(eq(cuentas.id, id), eq(cuentas.hotel_id, hotelId)));
      return row !== undefined;
    },

    async activeClient(ex: Executor, hotelId: number, id: number) {
      const [row] = await ex
        .select({ id: clientes.id, estado: clientes.estado })
        .from(clientes)
        .where(and(eq(clientes.id, id), eq(clientes.hotel_id, hotelId)));
      return row?.estado ? row : undefined;
    },

    async booking(ex: Executor, hotelId: number, id: number) {
      const [row] = await ex
        .select({ id: reservaEncabezados.id })
        .from(reservaEncabezados)
        .where(and(eq(reservaEncabezados.id, id), eq(reservaEncabezados.hotel_id, hotelId)));
      return row;
    },

    /** A stay account's route rule: the account its lodging nights post to, named by its holder. */
    async lodgingRoute(ex: Executor, id: number) {
      const [row] = parsedRows(
        'accounts.lodgingRoute',
        ZLodgingRoute,
        await ex.execute(sql`select r.id as cuenta_id, coalesce(r.nombre, ${clientName(cl)}) as nombre, r.estado
          from cuentas c join cuentas r on r.id = c.cuenta_alojamiento_id join clientes cl on cl.id = r.cliente_id
          where c.id = ${id}`),
      );
      return row;
    },

    async activeEmployees(ex: Executor, hotelId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return ex
        .select({ id: empleados.id })
        .from(empleados)
        .where(and(eq(empleados.hotel_id, hotelId), eq(empleados.estado, true), inArray(empleados.id, ids)));
    },

    async lodgingProductId(ex: Executor, hotelId: number): Promise<number | null> {
      const [row] = await ex
        .select({ id: configuraciones.producto_alojamiento_id })
        .from(configuraciones)
        .where(eq(configuraciones.hotel_id, hotelId));
      return row?.id ?? null;
    },

    /**
     * Products that can be charged to a room: the hotel's active products sold to rooms, with
     * their taxes; `ids` narrows to some (the lines of a charge), inactive ones included so the
     * caller can say which line is wrong.
     */
    async chargeable(ex: Executor, hotelId: number, ids?: number[]) {
      const taxes = sql<
        { id: number; nombre: string; tipo: string; porcentaje: string }[]
      >`coalesce((select json_agg(json_build_object('id', i.id, 'nombre', i.nombre, 'tipo', i.tipo, 'porcentaje', i.porcentaje::text) order by i.id)
        from ${productoImpuestos} pi join ${impuestos} i on i.id = pi.impuesto_id
        where pi.producto_id = ${productos.id}), '[]'::json)`;
      return ex
        .select({
          id: productos.id,
          codigo: productos.codigo,
          nombre: productos.nombre,
          categoria: productos.categoria,
          tipo: sql<'producto' | 'servicio' | 'receta'>`${tiposProducto.codigo}`,
          precio_venta: productos.precio_venta,
          precio_incluye_impuestos: productos.precio_incluye_impuestos,
          estado: productos.estado,
          venta_habitacion: productos.venta_habitacion,
          impuestos: taxes,
        })
        .from(productos)
        .innerJoin(tiposProducto, eq(tiposProducto.id, productos.tipo_producto_id))
        .where(
          and(
            eq(productos.hotel_id, hotelId),
            ids
              ? inArray(productos.id, ids.length ? ids : [0])
              : and(eq(productos.estado, true), eq(productos.venta_habitacion, true)),
          ),
        )
        .orderBy(sql`${productos.categoria} nulls last`, asc(productos.nombre), asc(productos.id));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
