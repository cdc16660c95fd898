import { CONSUMIDOR_FINAL, type TSaleListBody } from '@posada/contracts';
import { and, asc, desc, eq, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  clientes,
  facturas,
  formasPago,
  habitaciones,
  puntosVenta,
  usuarios,
  ventaLineas,
  ventaPagos,
  ventas,
} from '../../../db/schema';
import { paginate, searchAny } from '../../../lib/list-query';
import { isoOf } from '../../../lib/raw-sql';
import { createSaleReads } from './sale-reads.repository';

export type SaleInsert = typeof ventas.$inferInsert;
export type SaleLineInsert = typeof ventaLineas.$inferInsert;
export type SalePaymentInsert = typeof ventaPagos.$inferInsert;
type SaleDetailLine = {
  id: number;
  product_id: number;
  producto: string;
  cantidad: string;
  precio: string;
  descuento: string;
  valor: string;
  impuesto: string;
  total: string;
  impuestos: (typeof ventaLineas.$inferSelect)['impuestos'];
  nota: string | null;
};
type SaleDetailPayment = { forma_pago_id: number; forma_pago: string; monto: string };

const clientName = sql<string>`coalesce(${clientes.razon_social}, nullif(trim(concat_ws(' ', ${clientes.nombres}, ${clientes.apellidos})), ''), ${CONSUMIDOR_FINAL.nombre})`;
const numberText = sql<string | null>`${ventas.prefijo} || ${ventas.numero}::text`;
const stamp = isoOf(ventas.created_at);
/** The state at DIAN of the sale's document: its electronic tiquete, or its factura's invoice. */
const dianState = sql<string | null>`coalesce(
  (select d.estado from documentos_electronicos d where d.clase = 'tiquete_pos' and d.documento_id = ${ventas.id}),
  (select d.estado from documentos_electronicos d where d.clase = 'factura' and d.documento_id = ${ventas.factura_id}))`;

/** Sales of the point of sale: what a sale reads (sale-reads.repository.ts), and the sale's rows. */
export function createSalesRepository() {
  const header = {
    id: ventas.id,
    punto_venta_id: ventas.punto_venta_id,
    punto_venta: puntosVenta.nombre,
    regimen: ventas.regimen,
    documento: ventas.documento,
    numero: numberText,
    resolucion: ventas.resolucion_texto,
    fecha: sql<string>`${ventas.fecha}::text`,
    creada: stamp,
    cliente_id: ventas.cliente_id,
    cliente: clientName,
    cliente_documento: sql<string>`coalesce(${clientes.numero_documento}, ${CONSUMIDOR_FINAL.documento})`,
    habitacion_id: ventas.habitacion_id,
    habitacion: habitaciones.numero,
    cuenta_id: ventas.cuenta_id,
    usuario: usuarios.name,
    subtotal: ventas.subtotal,
    impuesto: ventas.impuesto,
    total: ventas.total,
    propina: ventas.propina,
    pagado: ventas.pagado,
    cambio: ventas.cambio,
    factura_id: ventas.factura_id,
    credito: ventas.credito,
    vencimiento: sql<string | null>`${facturas.vencimiento}::text`,
    nota_anulacion: ventas.nota_anulacion,
    estado: ventas.estado,
    motivo_anulacion: ventas.motivo_anulacion,
    dian: dianState,
  };
  const headerQuery = (ex: Executor) =>
    ex
      .select(header)
      .from(ventas)
      .innerJoin(puntosVenta, eq(puntosVenta.id, ventas.punto_venta_id))
      .innerJoin(usuarios, eq(usuarios.id, ventas.usuario_id))
      .leftJoin(clientes, eq(clientes.id, ventas.cliente_id))
      .leftJoin(habitaciones, eq(habitaciones.id, ventas.habitacion_id))
      .leftJoin(facturas, eq(facturas.id, ventas.factura_id));

  return {
    ...createSaleReads(),

    async byKey(ex: Executor, hotelId: number, key: string) {
      const [row] = await ex
        .select({ id: ventas.id, huella: ventas.huella })
        .from(ventas)
        .where(and(eq(ventas.hotel_id, hotelId), eq(ventas.clave_idempotencia, key)));
      return row;
    },

    /**
     * Writes a sale, its lines, its payments and its audit entries (`audited`, given the sale's
     * id) in one statement: the sale's id is drawn from its sequence first (a CTE, as the
     * register's movements do), and the rest is inserted beside the sale with it (their foreign
     * keys are checked at the statement's end).
     */
    async insert(
      ex: Executor,
      sale: SaleInsert,
      lines: Omit<SaleLineInsert, 'venta_id'>[],
      payments: Omit<SalePaymentInsert, 'venta_id'>[],
      audited: (id: SQL) => SQLWrapper,
    ): Promise<number> {
      const drawn = ex
        .$with('venta', { id: sql<number>`id` })
        .as(sql`select nextval(pg_get_serial_sequence('ventas', 'id')) as id`);
      const id = sql`(select id from venta)`;
      const withLines = ex.$with('venta_lineas_nuevas', {}).as(
        ex
          .insert(ventaLineas)
          .values(lines.map((l) => ({ ...l, venta_id: id })))
          .getSQL(),
      );
      // A room charge has no payments (an insert of no rows is not a statement).
      const withPayments =
        payments.length > 0
          ? [
              ex.$with('venta_pagos_nuevos', {}).as(
                ex
                  .insert(ventaPagos)
                  .values(payments.map((p) => ({ ...p, venta_id: id })))
                  .getSQL(),
              ),
            ]
          : [];
      const entries = ex.$with('venta_auditoria', {}).as(audited(id).getSQL());
      const [row] = await ex
        .with(drawn, withLines, ...withPayments, entries)
        .insert(ventas)
        .values({ ...sale, id })
        .returning({ id: ventas.id });
      if (!row) throw new Error('La venta no se guardó');
      return row.id;
    },

    /** One sale with its lines and payments, in one query (amounts as text: exact). */
    async detail(ex: Executor, hotelId: number, id: number) {
      const lineas = sql<SaleDetailLine[]>`coalesce((select json_agg(json_build_object(
          'id', l.id, 'product_id', l.producto_id, 'producto', l.producto, 'cantidad', l.cantidad::text,
          'precio', l.precio_unitario::text, 'descuento', l.descuento::text, 'valor', l.valor::text,
          'impuesto', l.impuesto::text, 'total', l.total::text, 'impuestos', l.impuestos, 'nota', l.nota
        ) order by l.id) from ${ventaLineas} l where l.venta_id = ${ventas.id}), '[]'::json)`;
      const pagos = sql<SaleDetailPayment[]>`coalesce((select json_agg(json_build_object(
          'forma_pago_id', p.forma_pago_id, 'forma_pago', f.nombre, 'monto', p.monto::text
        ) order by p.id) from ${ventaPagos} p join ${formasPago} f on f.id = p.forma_pago_id
        where p.venta_id = ${ventas.id}), '[]'::json)`;
      // The header's joins (headerQuery's), with the lines and payments as columns of the row.
      const [row] = await ex
        .select({ ...header, lineas, pagos })
        .from(ventas)
        .innerJoin(puntosVenta, eq(puntosVenta.id, ventas.punto_venta_id))
        .innerJoin(usuarios, eq(usuarios.id, ventas.usuario_id))
        .leftJoin(clientes, eq(clientes.id, ventas.cliente_id))
        .leftJoin(habitaciones, eq(habitaciones.id, ventas.habitacion_id))
        .leftJoin(facturas, eq(facturas.id, ventas.factura_id))
        .where(and(eq(ventas.id, id), eq(ventas.hotel_id, hotelId)));
      return row;
    },

    list(ex: Executor, hotelId: number, q: Partial<TSaleListBody> & { page: number; per_page: number }) {
      const where = and(
        eq(ventas.hotel_id, hotelId),
        q.punto_venta_id ? eq(ventas.punto_venta_id, q.punto_venta_id) : undefined,
        q.desde ? gte(ventas.fecha, q.desde) : undefined,
        q.hasta ? lte(ventas.fecha, q.hasta) : undefined,
        q.documento ? eq(ventas.documento, q.documento) : undefined,
        searchAny(q.search, [
          sql`coalesce(${ventas.prefijo} || ${ventas.numero}::text, '')`,
          sql`coalesce(${clientes.razon_social}, concat_ws(' ', ${clientes.nombres}, ${clientes.apellidos}), '')`,
          sql`coalesce(${habitaciones.numero}, '')`,
        ]),
      );
      return paginate(q, {
        rows: (limit, offset) =>
          headerQuery(ex)
            .where(where)
            .orderBy(desc(ventas.fecha), desc(ventas.id))
            .limit(limit)
            .offset(offset),
        total: () =>
          ex
            .select({ total: sql<number>`count(*)::int` })
            .from(ventas)
            .leftJoin(clientes, eq(clientes.id, ventas.cliente_id))
            .leftJoin(habitaciones, eq(habitaciones.id, ventas.habitacion_id))
            .where(where),
      });
    },

    /** The sale locked for its annulment, with what it took and the register movements it made. */
    async lockForVoid(ex: Executor, hotelId: number, id: number) {
      const [sale] = await ex
        .select({
          id: ventas.id,
          documento: ventas.documento,
          prefijo: ventas.prefijo,
          numero: ventas.numero,
          estado: ventas.estado,
          factura_id: ventas.factura_id,
          bodega_id: ventas.bodega_id,
          existencias: ventas.existencias,
        })
        .from(ventas)
        .where(and(eq(ventas.id, id), eq(ventas.hotel_id, hotelId)))
        .for('update');
      if (!sale) return undefined;
      const pagos = await ex
        .select({ id: ventaPagos.id, forma_pago_id: ventaPagos.forma_pago_id, aplicado: ventaPagos.aplicado })
        .from(ventaPagos)
        .where(eq(ventaPagos.venta_id, id))
        .orderBy(asc(ventaPagos.id));
      return { ...sale, pagos };
    },

    async markVoided(
      ex: Executor,
      id: number,
      v: {
        motivo: string;
        userId: number;
        nota: string;
        notaCreditoId: number | null;
        refunds: { pagoId: number; movimientoId: number }[];
      },
    ) {
      await ex
        .update(ventas)
        .set({
          estado: 'anulada',
          motivo_anulacion: v.motivo,
          anulada_por: v.userId,
          anulada_at: sql`now()`,
          nota_anulacion: v.nota,
          nota_credito_id: v.notaCreditoId,
        })
        .where(eq(ventas.id, id));
      for (const r of v.refunds) {
        await ex
          .update(ventaPagos)
          .set({ devolucion_movimiento_id: r.movimientoId })
          .where(eq(ventaPagos.id, r.pagoId));
      }
    },
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;
