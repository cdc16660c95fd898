import { CONSUMIDOR_FINAL, type TSaleListBody } from '@posada/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import {
  clientes,
  cuentas,
  estancias,
  facturas,
  formasPago,
  habitaciones,
  hoteles,
  impuestos,
  productoImpuestos,
  productos,
  puntosVenta,
  tiposProducto,
  usuarios,
  valoresUvt,
  ventaLineas,
  ventaPagos,
  ventas,
} from '../../../db/schema';
import { posIsElectronic } from '../../../kernel/numbers';
import { paginate, searchAny } from '../../../lib/list-query';
import { isoOf, clientName as nameOf, parsedRows } from '../../../lib/raw-sql';
import { notLodging, offeredBy, soldAtPos } from '../outlets/outlet-offer';

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
/** A room with an active stay, as the sale's room picker lists it. */
const ZOccupiedRoom = z.object({
  id: z.number(),
  numero: z.string(),
  huesped: z.string(),
  salida: z.string(),
});
const guest = alias(clientes, 'c');
const numberText = sql<string | null>`${ventas.prefijo} || ${ventas.numero}::text`;
const stamp = isoOf(ventas.created_at);
/** The state at DIAN of the sale's document: its electronic tiquete, or its factura's invoice. */
const dianState = sql<string | null>`coalesce(
  (select d.estado from documentos_electronicos d where d.clase = 'tiquete_pos' and d.documento_id = ${ventas.id}),
  (select d.estado from documentos_electronicos d where d.clase = 'factura' and d.documento_id = ${ventas.factura_id}))`;

/** Sales of the point of sale: the outlet, the products and rates a sale reads, and the sale's rows. */
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
    async outlet(ex: Executor, hotelId: number, id: number) {
      const [row] = await ex
        .select({
          id: puntosVenta.id,
          nombre: puntosVenta.nombre,
          bodega_id: puntosVenta.bodega_id,
          regimen: puntosVenta.regimen,
          descuento_libre: puntosVenta.descuento_libre,
          estado: puntosVenta.estado,
          // Whether its tiquetes are electronic, and the INC 8 % of the national catalog (the tax of restaurants and bars), in the same read.
          inc: sql<{
            id: number;
            nombre: string;
            porcentaje: string;
          } | null>`(select json_build_object('id', i.id, 'nombre', i.nombre, 'porcentaje', i.porcentaje::text)
            from ${impuestos} i where i.tipo = 'INC' and i.porcentaje = 8.00 order by i.id limit 1)`,
          pos_electronico: posIsElectronic(hotelId),
          // The hotel's time zone: the sale's business date without asking the calendar again.
          zona: sql<string>`(select h.zona_horaria from ${hoteles} h where h.id = ${hotelId})`,
        })
        .from(puntosVenta)
        .where(and(eq(puntosVenta.id, id), eq(puntosVenta.hotel_id, hotelId)));
      return row;
    },

    /** What an outlet sells: the active products it offers, marked for the point of sale (not the lodging), by category and name. */
    async outletProducts(ex: Executor, hotelId: number, outletId: number) {
      return ex
        .select({
          id: productos.id,
          codigo: productos.codigo,
          codigo_barras: productos.codigo_barras,
          nombre: productos.nombre,
          categoria: productos.categoria,
          precio: productos.precio_venta,
        })
        .from(productos)
        .where(and(soldAtPos(hotelId), offeredBy(outletId)))
        .orderBy(sql`${productos.categoria} nulls last`, asc(productos.nombre), asc(productos.id));
    },

    /** The products of a sale's lines with their taxes and whether the outlet offers each, in one query. */
    async products(ex: Executor, hotelId: number, ids: number[], outletId: number) {
      const taxes = sql<
        { id: number; nombre: string; tipo: string; porcentaje: string }[]
      >`coalesce((select json_agg(json_build_object('id', i.id, 'nombre', i.nombre, 'tipo', i.tipo, 'porcentaje', i.porcentaje::text) order by i.id)
        from ${productoImpuestos} pi join ${impuestos} i on i.id = pi.impuesto_id
        where pi.producto_id = ${productos.id}), '[]'::json)`;
      return ex
        .select({
          id: productos.id,
          nombre: productos.nombre,
          tipo: sql<'producto' | 'servicio' | 'receta'>`${tiposProducto.codigo}`,
          precio_venta: productos.precio_venta,
          precio_incluye_impuestos: productos.precio_incluye_impuestos,
          estado: productos.estado,
          venta_pos: productos.venta_pos,
          alojamiento: sql<boolean>`not (${notLodging(hotelId)})`,
          ofrecido: offeredBy(outletId),
          impuestos: taxes,
        })
        .from(productos)
        .innerJoin(tiposProducto, eq(tiposProducto.id, productos.tipo_producto_id))
        .where(and(eq(productos.hotel_id, hotelId), inArray(productos.id, ids.length ? ids : [0])));
    },

    /** The UVT of the year, or of the latest year configured before it. */
    async uvt(ex: Executor, year: number): Promise<string | undefined> {
      const [row] = await ex
        .select({ valor: valoresUvt.valor })
        .from(valoresUvt)
        .where(lte(valoresUvt.anio, year))
        .orderBy(desc(valoresUvt.anio))
        .limit(1);
      return row?.valor;
    },

    async clientExists(ex: Executor, hotelId: number, id: number): Promise<boolean> {
      const [row] = await ex
        .select({ id: clientes.id })
        .from(clientes)
        .where(and(eq(clientes.id, id), eq(clientes.hotel_id, hotelId)));
      return row !== undefined;
    },

    /** The hotel's rooms with an active stay: the guest and the departure, by room number. */
    async occupiedRooms(ex: Executor, hotelId: number) {
      return parsedRows(
        'sales.occupiedRooms',
        ZOccupiedRoom,
        await ex.execute(sql`
          select h.id, h.numero, ${nameOf(guest)} as huesped, e.salida::text as salida
          from estancias e
          join habitaciones h on h.id = e.habitacion_id
          join clientes c on c.id = e.cliente_id
          where e.hotel_id = ${hotelId} and e.estado = 'activa'
          order by h.numero, h.id`),
      );
    },

    /** The room and the account of its active stay (none when the room has no open stay). */
    async roomAccount(ex: Executor, hotelId: number, roomId: number) {
      const [row] = await ex
        .select({ numero: habitaciones.numero, cuenta_id: cuentas.id, cliente_id: estancias.cliente_id })
        .from(habitaciones)
        .leftJoin(
          estancias,
          and(eq(estancias.habitacion_id, habitaciones.id), eq(estancias.estado, 'activa')),
        )
        .leftJoin(cuentas, eq(cuentas.estancia_id, estancias.id))
        .where(and(eq(habitaciones.id, roomId), eq(habitaciones.hotel_id, hotelId)));
      return row;
    },

    async keepHash(ex: Executor, id: number, huella: string) {
      await ex.update(ventas).set({ huella }).where(eq(ventas.id, id));
    },

    async byKey(ex: Executor, hotelId: number, key: string) {
      const [row] = await ex
        .select({ id: ventas.id, huella: ventas.huella })
        .from(ventas)
        .where(and(eq(ventas.hotel_id, hotelId), eq(ventas.clave_idempotencia, key)));
      return row;
    },

    /**
     * Writes a sale, its lines and its payments in one statement: the sale's id is drawn from its
     * sequence first (a CTE, as the register's movements do), and the lines and payments are
     * inserted beside the sale with it (their foreign keys are checked at the statement's end).
     */
    async insert(
      ex: Executor,
      sale: SaleInsert,
      lines: Omit<SaleLineInsert, 'venta_id'>[],
      payments: Omit<SalePaymentInsert, 'venta_id'>[],
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
      const [row] = await ex
        .with(drawn, withLines, ...withPayments)
        .insert(ventas)
        .values({ ...sale, id })
        .returning({ id: ventas.id });
      if (!row) throw new Error('La venta no se guardó');
      return row.id;
    },

    /** The number its invoice was given, as the sale keeps it. */
    async invoiceNumber(ex: Executor, facturaId: number) {
      const [row] = await ex
        .select({
          prefijo: facturas.prefijo,
          numero: facturas.numero,
          resolucion_id: facturas.resolucion_id,
          resolucion_texto: facturas.resolucion_texto,
        })
        .from(facturas)
        .where(eq(facturas.id, facturaId));
      return row;
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
