import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import {
  bodegas,
  clientes,
  facturas,
  hoteles,
  impuestos,
  productoImpuestos,
  productos,
  puntosVenta,
  tiposProducto,
  valoresUvt,
} from '../../../db/schema';
import { posIsElectronic } from '../../../kernel/numbers';
import type { PaymentMethod } from '../../../kernel/unit-of-work';
import { clientName as nameOf, parsedRows } from '../../../lib/raw-sql';
import { notLodging, offeredBy, soldAtPos } from '../outlets/outlet-offer';

/** A room with an active stay, as the sale's room picker lists it. */
const ZOccupiedRoom = z.object({
  id: z.number(),
  numero: z.string(),
  huesped: z.string(),
  salida: z.string(),
});
const guest = alias(clientes, 'c');

/** What a sale reads before it writes: its outlet, products, client, room, the UVT, its invoice's number. */
export function createSaleReads() {
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
          // Its warehouse as the stock kernel checks it (null: not the hotel's), not read again.
          bodega: sql<{
            nombre: string;
            estado: boolean;
          } | null>`(select json_build_object('nombre', b.nombre, 'estado', b.estado)
            from ${bodegas} b where b.id = ${puntosVenta.bodega_id} and b.hotel_id = ${hotelId})`,
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

    /**
     * A sale paid now reads, in one statement, the UVT of its year (the tiquete's threshold, as
     * `uvt` answers it) and the payment methods it names (those that exist, active or not).
     */
    async sellingFacts(ex: Executor, year: number, methodIds: number[]) {
      const [row] = (
        await ex.execute<{ uvt: string | null; metodos: PaymentMethod[] }>(sql`select
        (select u.valor::text from ${valoresUvt} u where u.anio <= ${year} order by u.anio desc limit 1) as uvt,
        coalesce((select json_agg(json_build_object('id', f.id, 'nombre', f.nombre, 'grupo', f.grupo,
            'estado', f.estado)) from formas_pago f where f.id = any(${sql.param(methodIds)}::int[])), '[]') as metodos`)
      ).rows;
      return { uvt: row?.uvt ?? undefined, metodos: row?.metodos ?? [] };
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
  };
}
