import { CONSUMIDOR_FINAL } from '@posada/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  ciudades,
  clientes,
  documentosElectronicos,
  facturas,
  facturasTalonario,
  resolucionesFacturacion,
  tiposDocumento,
} from '../../db/schema';
import { clientName, isoOf } from '../../lib/raw-sql';
import { type InvoiceFacts, resolutionFacts } from './documents.repository';
import { clientBuyer, clientBuyerFields } from './pos.repository';

export type PaperInvoiceRow = typeof facturasTalonario.$inferSelect;

/** A paper contingency invoice as its transcription (03) needs it: the facts an invoice gives. */
export async function readPaperInvoice(ex: Executor, id: number): Promise<InvoiceFacts | undefined> {
  const [f] = await ex
    .select({ row: facturasTalonario, resolucion: resolucionesFacturacion, ...clientBuyerFields })
    .from(facturasTalonario)
    .innerJoin(resolucionesFacturacion, eq(resolucionesFacturacion.id, facturasTalonario.resolucion_id))
    .leftJoin(clientes, eq(clientes.id, facturasTalonario.cliente_id))
    .leftJoin(tiposDocumento, eq(tiposDocumento.id, clientes.tipo_documento_id))
    .leftJoin(ciudades, eq(ciudades.id, clientes.ciudad_id))
    .where(eq(facturasTalonario.id, id));
  if (!f) return undefined;
  const { row } = f;
  return {
    id: row.id,
    prefijo: row.prefijo,
    numero: row.numero,
    emitidaAt: row.emitida_at,
    forma: row.forma,
    vencimiento: row.vencimiento,
    total: row.total,
    observaciones: row.observaciones,
    notaExencion: null,
    buyer: clientBuyer(f),
    resolution: resolutionFacts(f.resolucion),
    lines: row.lineas.map((l) => ({
      descripcion: l.descripcion,
      codigo: null,
      cantidad: l.cantidad,
      precioUnitario: l.precio_unitario,
      descuento: '0',
      base: l.base,
      impuestos: l.impuestos,
      alojamiento: false,
    })),
    medios: row.medio_dian ? [row.medio_dian] : [],
  };
}

/** The buyer's e-mail of a paper invoice today (its client's record). */
export async function paperBuyerEmail(ex: Executor, id: number): Promise<string | null> {
  const [row] = await ex
    .select({ email: clientes.email })
    .from(facturasTalonario)
    .innerJoin(clientes, eq(clientes.id, facturasTalonario.cliente_id))
    .where(eq(facturasTalonario.id, id));
  return row?.email?.trim() || null;
}

/** The buyer of the list (an alias: the invoice's own client columns are read elsewhere unaliased). */
const buyer = alias(clientes, 'c');
const listColumns = {
  id: facturasTalonario.id,
  prefijo: facturasTalonario.prefijo,
  numero: facturasTalonario.numero,
  emitida: isoOf(facturasTalonario.emitida_at),
  restablecido_at: facturasTalonario.restablecido_at,
  comprador: sql<string>`coalesce(nullif(${clientName(buyer)}, ''), ${CONSUMIDOR_FINAL.nombre})`,
  total: facturasTalonario.total,
  dian: documentosElectronicos.estado,
  registrada: isoOf(facturasTalonario.created_at),
};

/** The writes and reads of the paper invoices screen. */
export function createPaperInvoicesRepository() {
  const listed = (ex: Executor) =>
    ex
      .select(listColumns)
      .from(facturasTalonario)
      .leftJoin(buyer, eq(buyer.id, facturasTalonario.cliente_id))
      .leftJoin(
        documentosElectronicos,
        and(
          eq(documentosElectronicos.clase, 'factura_talonario'),
          eq(documentosElectronicos.documento_id, facturasTalonario.id),
        ),
      );
  return {
    /** The contingency range, locked for the number's check and the counter's move. */
    lockResolution: async (ex: Executor, hotelId: number, id: number) =>
      (
        await ex
          .select()
          .from(resolucionesFacturacion)
          .where(and(eq(resolucionesFacturacion.id, id), eq(resolucionesFacturacion.hotel_id, hotelId)))
          .for('update')
      )[0],

    /** The active contingency range of the hotel that holds the number on the day, locked. */
    lockRangeOf: async (ex: Executor, hotelId: number, numero: number, day: string) =>
      (
        await ex
          .select()
          .from(resolucionesFacturacion)
          .where(
            and(
              eq(resolucionesFacturacion.hotel_id, hotelId),
              eq(resolucionesFacturacion.estado, true),
              eq(resolucionesFacturacion.tipo_documento, 'contingencia'),
              sql`${numero} between ${resolucionesFacturacion.desde} and ${resolucionesFacturacion.hasta}`,
              sql`${day}::date between ${resolucionesFacturacion.fecha_desde} and ${resolucionesFacturacion.fecha_hasta}`,
            ),
          )
          .orderBy(desc(resolucionesFacturacion.id))
          .limit(1)
          .for('update')
      )[0],

    /** Whether Posada (its own contingency) or an earlier transcription used the number. */
    numberUsed: async (ex: Executor, resolutionId: number, numero: number) => {
      const [own] = await ex
        .select({ id: facturas.id })
        .from(facturas)
        .where(and(eq(facturas.resolucion_id, resolutionId), eq(facturas.numero, numero)))
        .limit(1);
      if (own) return true;
      const [typed] = await ex
        .select({ id: facturasTalonario.id })
        .from(facturasTalonario)
        .where(and(eq(facturasTalonario.resolucion_id, resolutionId), eq(facturasTalonario.numero, numero)))
        .limit(1);
      return Boolean(typed);
    },

    /** Posada's own numbering of the range goes on past a number the paper used. */
    skipNumber: (ex: Executor, resolutionId: number, numero: number) =>
      ex
        .update(resolucionesFacturacion)
        .set({ siguiente: sql`greatest(${resolucionesFacturacion.siguiente}, ${numero + 1})` })
        .where(eq(resolucionesFacturacion.id, resolutionId)),

    insert: async (ex: Executor, values: typeof facturasTalonario.$inferInsert) => {
      const [row] = await ex.insert(facturasTalonario).values(values).returning();
      if (!row) throw new Error('La factura de talonario no se guardó');
      return row;
    },

    /** Queues its transcription in the same transaction (held while the hotel is in contingency). */
    queue: (ex: Executor, hotelId: number, id: number, held: boolean) =>
      ex.insert(documentosElectronicos).values({
        hotel_id: hotelId,
        clase: 'factura_talonario',
        documento_id: id,
        estado: held ? 'contingencia' : 'pendiente',
      }),

    one: async (ex: Executor, hotelId: number, id: number) =>
      (await listed(ex).where(and(eq(facturasTalonario.hotel_id, hotelId), eq(facturasTalonario.id, id))))[0],

    /** A page, newest first (the hotel's index on issue time), searched by number. */
    page: async (ex: Executor, hotelId: number, page: number, perPage: number, search?: string) => {
      const mine = and(
        eq(facturasTalonario.hotel_id, hotelId),
        search
          ? sql`(${facturasTalonario.prefijo} || ${facturasTalonario.numero}) ilike ${`%${search}%`}`
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        listed(ex)
          .where(mine)
          .orderBy(desc(facturasTalonario.emitida_at), desc(facturasTalonario.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        ex.select({ n: count() }).from(facturasTalonario).where(mine),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type PaperInvoicesRepository = ReturnType<typeof createPaperInvoicesRepository>;
