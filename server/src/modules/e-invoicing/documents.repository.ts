import type { TElectronicDocumentClass } from '@posada/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  ciudades,
  clientes,
  documentosElectronicos,
  facturacionElectronica,
  facturaLineas,
  facturaPagos,
  facturas,
  hoteles,
  type LineTaxes,
  notaCreditoLineas,
  notaDebitoLineas,
  notasCredito,
  notasDebito,
  resolucionesFacturacion,
  tiposDocumento,
} from '../../db/schema';
import { defineOutbox } from '../../kernel/outbox';

export type OutboxRow = typeof documentosElectronicos.$inferSelect;
export type SettingsRow = typeof facturacionElectronica.$inferSelect;

/** The hotel as issuer: its settings row, its RUT data and its city's DIVIPOLA code. */
export interface IssuerFacts {
  settings: SettingsRow;
  nit: string;
  dv: string;
  razonSocial: string;
  nombre: string;
  direccion: string | null;
  ciudadCodigo: string | null;
  email: string | null;
  telefono: string | null;
}

export interface InvoiceFacts {
  id: number;
  prefijo: string | null;
  numero: number | null;
  emitidaAt: Date;
  forma: string;
  vencimiento: string | null;
  total: string;
  observaciones: string | null;
  notaExencion: string | null;
  buyer: {
    documento: string;
    /** DIAN's code of the document type (13 cédula, 31 NIT…), from the abbreviation kept. */
    tipoCodigo: string | null;
    dv: string | null;
    nombre: string;
    direccion: string | null;
    ciudadCodigo: string | null;
    email: string | null;
    telefono: string | null;
  };
  resolution: {
    /** The range's document type: an invoice of a `contingencia` range is sent as type 03. */
    tipo: string;
    numero: string;
    prefijo: string;
    desde: number;
    hasta: number;
    fechaDesde: string;
    fechaHasta: string;
    claveTecnica: string;
  } | null;
  lines: FactLine[];
  /** DIAN payment means codes of the payments (none on credit). */
  medios: string[];
}

export interface FactLine {
  descripcion: string;
  codigo: string | null;
  cantidad: string;
  precioUnitario: string;
  descuento: string;
  base: string;
  impuestos: LineTaxes;
  alojamiento: boolean;
}

export interface NoteFacts {
  id: number;
  facturaId: number;
  prefijo: string;
  numero: number;
  emitidaAt: Date;
  motivo: string;
  total: string;
  lines: FactLine[];
}

const buyerCity = alias(ciudades, 'ciudad_comprador');

/**
 * The outbox as a queue (kernel/outbox): `pendiente` rows due at `proximo_intento_at`, held by
 * `bloqueado_hasta` longer than DIAN's timeout (no two processes send one document at once), ten a
 * pass, retried after 1, 2, 4… minutes, at most an hour.
 */
export const documentsQueue = defineOutbox({
  table: documentosElectronicos,
  key: documentosElectronicos.id,
  waiting: eq(documentosElectronicos.estado, 'pendiente'),
  attempts: documentosElectronicos.intentos,
  nextAttempt: documentosElectronicos.proximo_intento_at,
  lease: documentosElectronicos.bloqueado_hasta,
  updatedAt: documentosElectronicos.updated_at,
  leaseMs: 5 * 60_000,
  batch: 10,
  backoffCapMs: 60 * 60_000,
});

/** The reads the sender needs: the queue's rows, and each document's facts to build its XML. */
export function createDocumentsRepository() {
  return {
    /** The outbox's queue: claimed by the sender, settled with DIAN's answer. */
    queue: documentsQueue,

    find: async (ex: Executor, clase: TElectronicDocumentClass, documentId: number) =>
      (
        await ex
          .select()
          .from(documentosElectronicos)
          .where(
            and(eq(documentosElectronicos.clase, clase), eq(documentosElectronicos.documento_id, documentId)),
          )
      )[0],

    /**
     * Keeps the signed XML unless another process kept one first (both are the same document):
     * the row as stored.
     */
    saveSigned: async (
      ex: Executor,
      id: number,
      values: { xml_firmado: string; cufe: string; archivo: string },
    ): Promise<OutboxRow> => {
      const [saved] = await ex
        .update(documentosElectronicos)
        .set({ ...values, updated_at: sql`now()` })
        .where(and(eq(documentosElectronicos.id, id), isNull(documentosElectronicos.xml_firmado)))
        .returning();
      if (saved) return saved;
      const [stored] = await ex
        .select()
        .from(documentosElectronicos)
        .where(eq(documentosElectronicos.id, id));
      if (!stored) throw new Error(`documentos_electronicos ${id} desapareció`);
      return stored;
    },

    /** The contingency is over: its held documents are due now (sent as type 03). */
    releaseContingency: async (ex: Executor, hotelId: number) => {
      await ex
        .update(documentosElectronicos)
        .set({ estado: 'pendiente', proximo_intento_at: sql`now()`, updated_at: sql`now()` })
        .where(
          and(
            eq(documentosElectronicos.hotel_id, hotelId),
            eq(documentosElectronicos.estado, 'contingencia'),
          ),
        );
    },

    /** Whether the hotel has an active paper contingency range valid on `today` with numbers left. */
    hasContingencyRange: async (ex: Executor, hotelId: number, today: string) =>
      (
        await ex
          .select({ id: resolucionesFacturacion.id })
          .from(resolucionesFacturacion)
          .where(
            and(
              eq(resolucionesFacturacion.hotel_id, hotelId),
              eq(resolucionesFacturacion.estado, true),
              eq(resolucionesFacturacion.tipo_documento, 'contingencia'),
              sql`${resolucionesFacturacion.siguiente} <= ${resolucionesFacturacion.hasta}`,
              sql`${today}::date between ${resolucionesFacturacion.fecha_desde} and ${resolucionesFacturacion.fecha_hasta}`,
            ),
          )
          .limit(1)
      ).length > 0,

    /** The hotel's queue in numbers, for the settings screen. */
    queueTotals: async (ex: Executor, hotelId: number) => {
      const [row] = await ex
        .select({
          pendientes: sql<number>`count(*) filter (where ${documentosElectronicos.estado} = 'pendiente')::int`,
          desde: sql<Date | null>`min(${documentosElectronicos.created_at}) filter (where ${documentosElectronicos.estado} = 'pendiente')`,
          rechazados: sql<number>`count(*) filter (where ${documentosElectronicos.estado} = 'rechazado')::int`,
          error: sql<number>`count(*) filter (where ${documentosElectronicos.estado} = 'error')::int`,
          contingencia: sql<number>`count(*) filter (where ${documentosElectronicos.estado} = 'contingencia')::int`,
        })
        .from(documentosElectronicos)
        .where(eq(documentosElectronicos.hotel_id, hotelId));
      return row;
    },

    issuer: async (ex: Executor, hotelId: number): Promise<IssuerFacts | undefined> => {
      const [row] = await ex
        .select({
          settings: facturacionElectronica,
          nit: hoteles.nit,
          dv: hoteles.dv,
          razonSocial: hoteles.razon_social,
          nombre: hoteles.nombre,
          direccion: hoteles.direccion,
          ciudadCodigo: ciudades.codigo,
          email: hoteles.email,
          telefono: hoteles.telefono,
        })
        .from(facturacionElectronica)
        .innerJoin(hoteles, eq(hoteles.id, facturacionElectronica.hotel_id))
        .leftJoin(ciudades, eq(ciudades.id, hoteles.ciudad_id))
        .where(eq(facturacionElectronica.hotel_id, hotelId));
      return row;
    },

    invoice: async (ex: Executor, id: number): Promise<InvoiceFacts | undefined> => {
      const [f] = await ex
        .select({
          id: facturas.id,
          prefijo: facturas.prefijo,
          numero: facturas.numero,
          emitidaAt: facturas.emitida_at,
          forma: facturas.forma,
          vencimiento: facturas.vencimiento,
          total: facturas.total,
          observaciones: facturas.observaciones,
          notaExencion: facturas.nota_exencion,
          documento: facturas.comprador_documento,
          tipoCodigo: tiposDocumento.codigo,
          dv: facturas.comprador_dv,
          nombre: facturas.comprador_nombre,
          direccion: facturas.comprador_direccion,
          ciudadCodigo: buyerCity.codigo,
          email: facturas.comprador_email,
          telefono: facturas.comprador_telefono,
          resolucion: resolucionesFacturacion,
        })
        .from(facturas)
        .leftJoin(tiposDocumento, eq(tiposDocumento.abreviatura, facturas.comprador_tipo_documento))
        .leftJoin(clientes, eq(clientes.id, facturas.cliente_id))
        .leftJoin(buyerCity, eq(buyerCity.id, clientes.ciudad_id))
        .leftJoin(resolucionesFacturacion, eq(resolucionesFacturacion.id, facturas.resolucion_id))
        .where(eq(facturas.id, id));
      if (!f) return undefined;
      const lines = await ex
        .select({
          descripcion: facturaLineas.descripcion,
          codigo: sql<string | null>`${facturaLineas.producto_id}::text`,
          cantidad: facturaLineas.cantidad,
          precioUnitario: facturaLineas.precio_unitario,
          descuento: facturaLineas.descuento,
          base: facturaLineas.base,
          impuestos: facturaLineas.impuestos,
          alojamiento: facturaLineas.alojamiento,
        })
        .from(facturaLineas)
        .where(eq(facturaLineas.factura_id, id))
        .orderBy(asc(facturaLineas.orden));
      const payments = await ex
        .selectDistinct({ medio: facturaPagos.medio_dian })
        .from(facturaPagos)
        .where(eq(facturaPagos.factura_id, id));
      return {
        id: f.id,
        prefijo: f.prefijo,
        numero: f.numero,
        emitidaAt: f.emitidaAt,
        forma: f.forma,
        vencimiento: f.vencimiento,
        total: f.total,
        observaciones: f.observaciones,
        notaExencion: f.notaExencion,
        buyer: {
          documento: f.documento,
          tipoCodigo: f.tipoCodigo,
          dv: f.dv,
          nombre: f.nombre,
          direccion: f.direccion,
          ciudadCodigo: f.ciudadCodigo,
          email: f.email,
          telefono: f.telefono,
        },
        resolution: resolutionFacts(f.resolucion),
        lines,
        medios: payments.map((p) => p.medio).filter((m): m is string => Boolean(m)),
      };
    },

    creditNote: async (ex: Executor, id: number): Promise<NoteFacts | undefined> => {
      const [n] = await ex.select().from(notasCredito).where(eq(notasCredito.id, id));
      if (!n) return undefined;
      const lines = await ex
        .select({
          descripcion: facturaLineas.descripcion,
          codigo: sql<string | null>`${facturaLineas.producto_id}::text`,
          cantidad: notaCreditoLineas.cantidad,
          // The note's own base per unit: what it gives back, before taxes.
          precioUnitario: sql<string>`round(${notaCreditoLineas.base} / ${notaCreditoLineas.cantidad}, 4)::text`,
          descuento: sql<string>`'0'`,
          base: notaCreditoLineas.base,
          impuestos: notaCreditoLineas.impuestos,
          alojamiento: facturaLineas.alojamiento,
        })
        .from(notaCreditoLineas)
        .innerJoin(facturaLineas, eq(facturaLineas.id, notaCreditoLineas.factura_linea_id))
        .where(eq(notaCreditoLineas.nota_credito_id, id))
        .orderBy(asc(notaCreditoLineas.id));
      return noteFacts(n, lines);
    },

    debitNote: async (ex: Executor, id: number): Promise<NoteFacts | undefined> => {
      const [n] = await ex.select().from(notasDebito).where(eq(notasDebito.id, id));
      if (!n) return undefined;
      const lines = await ex
        .select({
          descripcion: notaDebitoLineas.concepto,
          codigo: sql<string | null>`null`,
          cantidad: notaDebitoLineas.cantidad,
          precioUnitario: notaDebitoLineas.precio_unitario,
          descuento: sql<string>`'0'`,
          base: notaDebitoLineas.base,
          impuestos: notaDebitoLineas.impuestos,
          alojamiento: sql<boolean>`false`,
        })
        .from(notaDebitoLineas)
        .where(eq(notaDebitoLineas.nota_debito_id, id))
        .orderBy(asc(notaDebitoLineas.orden));
      return noteFacts(n, lines);
    },
  };
}

/** The numbering resolution as the document's InvoiceControl needs it (none on a document without one). */
export function resolutionFacts(
  r: typeof resolucionesFacturacion.$inferSelect | null,
): InvoiceFacts['resolution'] {
  return r
    ? {
        tipo: r.tipo_documento,
        numero: r.numero_resolucion,
        prefijo: r.prefijo,
        desde: r.desde,
        hasta: r.hasta,
        fechaDesde: r.fecha_desde,
        fechaHasta: r.fecha_hasta,
        claveTecnica: r.clave_tecnica,
      }
    : null;
}

function noteFacts(
  n: typeof notasCredito.$inferSelect | typeof notasDebito.$inferSelect,
  lines: FactLine[],
): NoteFacts {
  return {
    id: n.id,
    facturaId: n.factura_id,
    prefijo: n.prefijo,
    numero: n.numero,
    emitidaAt: n.emitida_at,
    motivo: n.motivo,
    total: n.total,
    lines,
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
