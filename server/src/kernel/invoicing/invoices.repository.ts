import type { TElectronicDocumentStateCode, TInvoiceListBody } from '@posada/contracts';
import { and, asc, desc, eq, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import {
  cajaMovimientos,
  ciudades,
  configuraciones,
  cuentaMovimientos,
  cuentas,
  documentosElectronicos,
  facturaImpuestos,
  facturaLineas,
  facturaMovimientos,
  facturaPagos,
  facturas,
  formasPago,
  hoteles,
  impuestos,
  mediosPagoDian,
  notasCredito,
  saldoFavorMovimientos,
} from '../../db/schema';
import { jsonRows } from '../../lib/json-rows';
import { paginate } from '../../lib/list-query';
import { isoOf, parsedRows } from '../../lib/raw-sql';
import { clientSearchQuery } from '../clients/client-search';
import { type InvoiceNumber, type ResolutionTake, ZInvoiceNumber } from '../numbers/numbering.service';
import { billingOf } from './billable.repository';
import { debitNotesOf } from './debit-notes.repository';

const ZInsertedId = z.object({ id: z.number() });

/** An invoice's number as printed: prefix and number. */
export const numberText = sql<string>`${facturas.prefijo} || ${facturas.numero}::text`;
const dateText = (column: SQL | typeof facturas.fecha) => sql<string>`${column}::text`;
const stamp = (column: typeof facturas.emitida_at) => isoOf(column);

export type InvoiceInsert = typeof facturas.$inferInsert;
export type InvoiceLineInsert = typeof facturaLineas.$inferInsert;

/** Invoices, their lines, taxes and payments, credit notes, and what an invoice reads to be made. */
export function createInvoicesRepository() {
  return {
    /** The hotel as the invoice prints it, with its invoice footer and logo. */
    async issuer(ex: Executor, hotelId: number) {
      const [row] = await ex
        .select({
          nombre: hoteles.nombre,
          razon_social: hoteles.razon_social,
          nit: hoteles.nit,
          dv: hoteles.dv,
          rnt: hoteles.rnt,
          direccion: hoteles.direccion,
          telefono: hoteles.telefono,
          email: hoteles.email,
          ciudad: ciudades.nombre,
          zona_horaria: hoteles.zona_horaria,
          pie_factura: configuraciones.pie_factura,
          logo: configuraciones.logo,
          logo_mime: configuraciones.logo_mime,
        })
        .from(hoteles)
        .leftJoin(ciudades, eq(ciudades.id, hoteles.ciudad_id))
        .leftJoin(configuraciones, eq(configuraciones.hotel_id, hoteles.id))
        .where(eq(hoteles.id, hotelId));
      return row;
    },

    /** The company's open credit account. */
    async companyAccount(ex: Executor, hotelId: number, clientId: number) {
      const [row] = await ex
        .select({ id: cuentas.id })
        .from(cuentas)
        .where(
          and(
            eq(cuentas.hotel_id, hotelId),
            eq(cuentas.cliente_id, clientId),
            eq(cuentas.tipo, 'empresa'),
            eq(cuentas.estado, 'abierta'),
          ),
        );
      return row;
    },

    /** What an invoice reads of its locked account: billable entries, totals, buyer (billable.repository.ts). */
    billing: billingOf,

    /** Marks entries an invoice wrote or took besides its lines (adjustment, credit, credit note, discounts). */
    async linkEntries(
      ex: Executor,
      facturaId: number,
      ids: number[],
      motivo: 'ajuste' | 'credito' | 'nota' | 'descuento',
    ) {
      if (ids.length === 0) return;
      await ex
        .insert(facturaMovimientos)
        .values(ids.map((movimiento_id) => ({ movimiento_id, factura_id: facturaId, motivo })));
    },

    /** The account's payments net of refunds, per payment method (the invoice's means). */
    /**
     * The invoice's payments: what the account took, summed by payment method with its DIAN
     * means, written in the same statement that reads them.
     */
    /** The invoice's payments summed by method from its account (an insert not yet run). */
    paymentsByMethodInsert(ex: Executor, facturaId: number, cuentaId: number) {
      const paid = ex
        .select({
          forma_pago_id: cuentaMovimientos.forma_pago_id,
          // A payment without a method is the buyer's balance in favour.
          nombre: sql<string>`coalesce(${formasPago.nombre}, 'Saldo a favor')`,
          medio_dian: mediosPagoDian.codigo,
          monto: sql<string>`sum(${cuentaMovimientos.total})::numeric(14,2)::text`,
        })
        .from(cuentaMovimientos)
        .leftJoin(formasPago, eq(formasPago.id, cuentaMovimientos.forma_pago_id))
        .leftJoin(mediosPagoDian, eq(mediosPagoDian.id, formasPago.medio_pago_dian_id))
        .where(and(eq(cuentaMovimientos.cuenta_id, cuentaId), eq(cuentaMovimientos.tipo, 'pago')))
        .groupBy(cuentaMovimientos.forma_pago_id, formasPago.nombre, mediosPagoDian.codigo)
        .having(sql`sum(${cuentaMovimientos.total}) > 0`)
        .orderBy(asc(cuentaMovimientos.forma_pago_id));
      return sql`insert into ${facturaPagos} (factura_id, forma_pago_id, nombre, medio_dian, monto)
        select ${facturaId}, p.forma_pago_id, p.nombre, p.medio_dian, p.monto::numeric
        from ${paid} p (forma_pago_id, nombre, medio_dian, monto)`;
    },

    /** The active taxes of the catalog (to name a charge's tax by its percentage). */
    taxes(ex: Executor) {
      return ex
        .select({
          id: impuestos.id,
          nombre: impuestos.nombre,
          tipo: impuestos.tipo,
          porcentaje: impuestos.porcentaje,
        })
        .from(impuestos)
        .where(eq(impuestos.estado, true))
        .orderBy(asc(impuestos.id));
    },

    async byKey(ex: Executor, hotelId: number, key: string) {
      const [row] = await ex
        .select({ id: facturas.id, numero: numberText, huella: facturas.huella, cambio: facturas.cambio })
        .from(facturas)
        .where(and(eq(facturas.hotel_id, hotelId), eq(facturas.clave_idempotencia, key)));
      return row;
    },

    async insertInvoice(
      ex: Executor,
      invoice: InvoiceInsert,
      lines: Omit<InvoiceLineInsert, 'factura_id'>[],
      taxes: Omit<typeof facturaImpuestos.$inferInsert, 'factura_id'>[],
    ): Promise<number> {
      // One statement: the invoice, then its lines and taxes, from one parameter each (building
      // Drizzle's `values` column by column cost more CPU than the rest of the statement).
      const head = jsonRows(facturas, [invoice]);
      const children = [
        { table: facturaLineas, rows: jsonRows(facturaLineas, lines), count: lines.length },
        { table: facturaImpuestos, rows: jsonRows(facturaImpuestos, taxes), count: taxes.length },
      ].filter((c) => c.count > 0);
      const [row] = parsedRows(
        'invoices.insert',
        ZInsertedId,
        await ex.execute(sql`with f as (insert into ${facturas} (${head.columns})
            select ${head.values} from ${head.source} returning id)
          ${sql.join(
            children.map(
              ({ table, rows }, i) =>
                sql`, ${sql.identifier(`c${i}`)} as (insert into ${table} (factura_id, ${rows.columns})
                  select f.id, ${rows.values} from f, ${rows.source})`,
            ),
            sql``,
          )}
          select id from f`),
      );
      if (!row) throw new Error('La factura no se guardó');
      return row.id;
    },

    /**
     * Gives the written invoice its DIAN number in the statement that takes it (`take`, the
     * resolution's increment): the last step of its transaction. `along`, the caller's last write
     * (the check-out's account close), runs in the same statement.
     */
    async number(
      ex: Executor,
      id: number,
      take: ResolutionTake,
      along?: SQLWrapper,
    ): Promise<InvoiceNumber | undefined> {
      const [row] = parsedRows(
        'invoices.number',
        ZInvoiceNumber,
        await ex.execute(sql`with taken as (${take})${along ? sql`, along as ${along}` : sql``}
          update ${facturas} set resolucion_id = taken.resolucion_id, prefijo = taken.prefijo,
            numero = taken.numero, resolucion_texto = taken.resolucion_texto
          from taken where ${facturas.id} = ${id}
          returning taken.resolucion_id, taken.prefijo, taken.numero, taken.resolucion_texto`),
      );
      return row;
    },

    /** One invoice with its lines, taxes, payments and credit notes (four queries, no N+1). */
    async find(ex: Executor, hotelId: number, id: number, lock = false) {
      const query = ex
        .select({
          id: facturas.id,
          numero: numberText,
          prefijo: facturas.prefijo,
          consecutivo: facturas.numero,
          resolucion_texto: facturas.resolucion_texto,
          fecha: dateText(facturas.fecha),
          emitida_at: stamp(facturas.emitida_at),
          zona_horaria: facturas.zona_horaria,
          cuenta_id: facturas.cuenta_id,
          estancia_id: facturas.estancia_id,
          cliente_id: facturas.cliente_id,
          comprador_tipo_documento: facturas.comprador_tipo_documento,
          comprador_documento: facturas.comprador_documento,
          comprador_dv: facturas.comprador_dv,
          comprador_nombre: facturas.comprador_nombre,
          comprador_direccion: facturas.comprador_direccion,
          comprador_email: facturas.comprador_email,
          comprador_telefono: facturas.comprador_telefono,
          forma: facturas.forma,
          vencimiento: sql<string | null>`${facturas.vencimiento}::text`,
          bruto: facturas.bruto,
          descuentos: facturas.descuentos,
          base: facturas.base,
          total_impuestos: facturas.total_impuestos,
          total: facturas.total,
          cambio: facturas.cambio,
          total_notas: facturas.total_notas,
          total_debitos: facturas.total_debitos,
          total_abonos: facturas.total_abonos,
          estado: facturas.estado,
          exencion: facturas.exencion,
          nota_exencion: facturas.nota_exencion,
          observaciones: facturas.observaciones,
        })
        .from(facturas)
        .where(and(eq(facturas.id, id), eq(facturas.hotel_id, hotelId)));
      const [head] = lock ? await query.for('update') : await query;
      if (!head) return undefined;
      const [lineas, impuestosRows, pagos, notas, debits] = await Promise.all([
        ex
          .select({
            id: facturaLineas.id,
            orden: facturaLineas.orden,
            descripcion: facturaLineas.descripcion,
            producto_id: facturaLineas.producto_id,
            cuenta_movimiento_id: facturaLineas.cuenta_movimiento_id,
            alojamiento: facturaLineas.alojamiento,
            cantidad: facturaLineas.cantidad,
            precio_unitario: facturaLineas.precio_unitario,
            descuento: facturaLineas.descuento,
            base: facturaLineas.base,
            total_impuestos: facturaLineas.total_impuestos,
            total: facturaLineas.total,
            impuestos: facturaLineas.impuestos,
            cantidad_anulada: facturaLineas.cantidad_anulada,
          })
          .from(facturaLineas)
          .where(eq(facturaLineas.factura_id, id))
          .orderBy(asc(facturaLineas.orden)),
        ex
          .select({
            tipo: facturaImpuestos.tipo,
            porcentaje: facturaImpuestos.porcentaje,
            nombre: facturaImpuestos.nombre,
            base: facturaImpuestos.base,
            valor: facturaImpuestos.valor,
          })
          .from(facturaImpuestos)
          .where(eq(facturaImpuestos.factura_id, id))
          .orderBy(asc(facturaImpuestos.id)),
        ex
          .select({
            forma_pago_id: facturaPagos.forma_pago_id,
            nombre: facturaPagos.nombre,
            medio_dian: facturaPagos.medio_dian,
            monto: facturaPagos.monto,
          })
          .from(facturaPagos)
          .where(eq(facturaPagos.factura_id, id))
          .orderBy(asc(facturaPagos.id)),
        ex
          .select({
            id: notasCredito.id,
            numero: sql<string>`${notasCredito.prefijo} || ${notasCredito.numero}::text`,
            fecha: sql<string>`${notasCredito.fecha}::text`,
            motivo: notasCredito.motivo,
            total: notasCredito.total,
            devuelto: sql<string>`coalesce(${cajaMovimientos.monto}, 0)::text`,
            saldo_favor: sql<string>`coalesce(${saldoFavorMovimientos.monto}, 0)::text`,
          })
          .from(notasCredito)
          .leftJoin(cajaMovimientos, eq(cajaMovimientos.id, notasCredito.caja_movimiento_id))
          .leftJoin(saldoFavorMovimientos, eq(saldoFavorMovimientos.nota_credito_id, notasCredito.id))
          .where(eq(notasCredito.factura_id, id))
          .orderBy(asc(notasCredito.id)),
        debitNotesOf(ex, id),
      ]);
      return { ...head, lineas, impuestos: impuestosRows, pagos, notas_credito: notas, notas_debito: debits };
    },

    /** A page of the hotel's invoices: search by number, buyer or document; dates, state, form. */
    list(ex: Executor, hotelId: number, q: TInvoiceListBody & { page: number; per_page: number }) {
      const term = q.search?.trim();
      const words = term ? clientSearchQuery(term) : null;
      const where = and(
        eq(facturas.hotel_id, hotelId),
        q.desde ? gte(facturas.fecha, q.desde) : undefined,
        q.hasta ? lte(facturas.fecha, q.hasta) : undefined,
        q.estado ? eq(facturas.estado, q.estado) : undefined,
        q.forma ? eq(facturas.forma, q.forma) : undefined,
        words
          ? sql`to_tsvector('simple', ${facturas.busqueda}) @@ to_tsquery('simple', ${words})`
          : undefined,
      );
      return paginate(q, {
        rows: (limit, offset) =>
          ex
            .select({
              id: facturas.id,
              numero: numberText,
              fecha: dateText(facturas.fecha),
              emitida_at: stamp(facturas.emitida_at),
              comprador_nombre: facturas.comprador_nombre,
              comprador_documento: facturas.comprador_documento,
              forma: facturas.forma,
              vencimiento: sql<string | null>`${facturas.vencimiento}::text`,
              total: facturas.total,
              total_notas: facturas.total_notas,
              estado: facturas.estado,
              cuenta_id: facturas.cuenta_id,
              estancia_id: facturas.estancia_id,
              dian: sql<TElectronicDocumentStateCode | null>`${documentosElectronicos.estado}`,
            })
            .from(facturas)
            .leftJoin(
              documentosElectronicos,
              and(
                eq(documentosElectronicos.clase, 'factura'),
                eq(documentosElectronicos.documento_id, facturas.id),
              ),
            )
            .where(where)
            .orderBy(desc(facturas.fecha), desc(facturas.id))
            .limit(limit)
            .offset(offset),
        total: () => ex.select({ total: sql<number>`count(*)::int` }).from(facturas).where(where),
      });
    },
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
