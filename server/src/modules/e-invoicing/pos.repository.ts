import { CONSUMIDOR_FINAL } from '@posada/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  ciudades,
  clientes,
  formasPago,
  mediosPagoDian,
  puntosVenta,
  resolucionesFacturacion,
  tiposDocumento,
  usuarios,
  ventaLineas,
  ventaPagos,
  ventas,
} from '../../db/schema';
import { type FactLine, type InvoiceFacts, resolutionFacts } from './documents.repository';

/**
 * A tiquete POS as its documento equivalente electrónico needs it (docs/e-invoicing.md "The POS
 * document"): the sale, its POS resolution, its buyer, lines and payment means, the outlet and the
 * cashier; and, once annulled, its nota de ajuste (number, instant, motive).
 */
export interface PosFacts {
  id: number;
  prefijo: string | null;
  numero: number | null;
  emitidaAt: Date;
  resolution: InvoiceFacts['resolution'];
  buyer: InvoiceFacts['buyer'];
  lines: FactLine[];
  medios: string[];
  puntoVenta: string;
  cajero: string;
  nota: { numero: string; emitidaAt: Date; motivo: string } | null;
}

/**
 * A document's buyer read from its client (left-joined with its document type and city): the
 * columns, and the buyer they make — the final consumer when there is no client.
 */
export const clientBuyerFields = {
  documento: clientes.numero_documento,
  tipoCodigo: tiposDocumento.codigo,
  dv: clientes.dv,
  nombre: sql<
    string | null
  >`coalesce(${clientes.razon_social}, nullif(trim(concat_ws(' ', ${clientes.nombres}, ${clientes.apellidos})), ''))`,
  direccion: clientes.direccion,
  ciudadCodigo: ciudades.codigo,
  email: clientes.email,
  telefono: clientes.telefono,
};

type ClientBuyerRow = { [K in keyof typeof clientBuyerFields]: string | null };

export const clientBuyer = (v: ClientBuyerRow): InvoiceFacts['buyer'] => ({
  documento: v.documento ?? CONSUMIDOR_FINAL.documento,
  tipoCodigo: v.tipoCodigo,
  dv: v.dv,
  nombre: v.nombre ?? CONSUMIDOR_FINAL.nombre,
  direccion: v.direccion,
  ciudadCodigo: v.ciudadCodigo,
  email: v.email,
  telefono: v.telefono,
});

/** The sale read for its electronic documents (a tiquete POS and its nota de ajuste). */
export async function readPosSale(ex: Executor, saleId: number): Promise<PosFacts | undefined> {
  const [v] = await ex
    .select({
      id: ventas.id,
      prefijo: ventas.prefijo,
      numero: ventas.numero,
      emitidaAt: ventas.created_at,
      puntoVenta: puntosVenta.nombre,
      cajero: usuarios.name,
      ...clientBuyerFields,
      resolucion: resolucionesFacturacion,
      anuladaAt: ventas.anulada_at,
      nota: ventas.nota_anulacion,
      motivo: ventas.motivo_anulacion,
    })
    .from(ventas)
    .innerJoin(puntosVenta, eq(puntosVenta.id, ventas.punto_venta_id))
    .innerJoin(usuarios, eq(usuarios.id, ventas.usuario_id))
    .leftJoin(clientes, eq(clientes.id, ventas.cliente_id))
    .leftJoin(tiposDocumento, eq(tiposDocumento.id, clientes.tipo_documento_id))
    .leftJoin(ciudades, eq(ciudades.id, clientes.ciudad_id))
    .leftJoin(resolucionesFacturacion, eq(resolucionesFacturacion.id, ventas.resolucion_id))
    .where(eq(ventas.id, saleId));
  if (!v) return undefined;
  const lines = await ex
    .select({
      descripcion: ventaLineas.producto,
      codigo: sql<string | null>`${ventaLineas.producto_id}::text`,
      cantidad: ventaLineas.cantidad,
      // The line's base per unit (its discount inside): the tiquete's prices may hold their taxes.
      precioUnitario: sql<string>`round(${ventaLineas.valor} / ${ventaLineas.cantidad}, 4)::text`,
      descuento: sql<string>`'0'`,
      base: ventaLineas.valor,
      impuestos: ventaLineas.impuestos,
      alojamiento: sql<boolean>`false`,
    })
    .from(ventaLineas)
    .where(eq(ventaLineas.venta_id, saleId))
    .orderBy(asc(ventaLineas.id));
  const means = await ex
    .selectDistinct({ medio: mediosPagoDian.codigo })
    .from(ventaPagos)
    .innerJoin(formasPago, eq(formasPago.id, ventaPagos.forma_pago_id))
    .leftJoin(mediosPagoDian, eq(mediosPagoDian.id, formasPago.medio_pago_dian_id))
    .where(eq(ventaPagos.venta_id, saleId));
  return {
    id: v.id,
    prefijo: v.prefijo,
    numero: v.numero,
    emitidaAt: v.emitidaAt,
    puntoVenta: v.puntoVenta,
    cajero: v.cajero,
    // A sale without a client is the final consumer's.
    buyer: clientBuyer(v),
    resolution: resolutionFacts(v.resolucion),
    lines,
    medios: means.map((m) => m.medio).filter((m): m is string => Boolean(m)),
    nota: v.nota && v.anuladaAt ? { numero: v.nota, emitidaAt: v.anuladaAt, motivo: v.motivo ?? '' } : null,
  };
}

/** The buyer's e-mail of a sale today (its client's record). */
export async function posBuyerEmail(ex: Executor, saleId: number): Promise<string | null> {
  const [row] = await ex
    .select({ email: clientes.email })
    .from(ventas)
    .innerJoin(clientes, eq(clientes.id, ventas.cliente_id))
    .where(eq(ventas.id, saleId));
  return row?.email?.trim() || null;
}
