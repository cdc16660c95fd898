import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type cuentaMovimientoImpuestos,
  cuentaMovimientos,
  facturaLineas,
  facturaMovimientos,
} from '../../db/schema';

/** A tax of an entry, as the invoice's lines take it. */
export interface EntryTax {
  movimiento_id: number;
  impuesto_id: number | null;
  tipo: (typeof cuentaMovimientoImpuestos.$inferSelect)['tipo'];
  nombre: string;
  porcentaje: string;
  exento: boolean;
}

/**
 * The entries of an account no invoice has taken yet and that stand: charges and discounts not
 * reversed, not moved out, not themselves a reversal or a move out, not billed nor written by
 * an invoice. Each with its taxes, in the order they were written (one query).
 */
export function billableEntries(ex: Executor, cuentaId: number) {
  return ex
    .select({
      id: cuentaMovimientos.id,
      tipo: cuentaMovimientos.tipo,
      concepto: cuentaMovimientos.concepto,
      fecha: sql<string | null>`${cuentaMovimientos.fecha}::text`,
      producto_id: cuentaMovimientos.producto_id,
      cantidad: cuentaMovimientos.cantidad,
      descuento: cuentaMovimientos.descuento,
      alojamiento: cuentaMovimientos.alojamiento,
      valor: cuentaMovimientos.valor,
      impuesto: cuentaMovimientos.impuesto,
      total: cuentaMovimientos.total,
      descuento_de: cuentaMovimientos.descuento_de,
      // Money and rates as text, as the columns' own mapping answers them.
      // (Named by hand: Drizzle leaves a one-table select's columns unqualified.)
      impuestos: sql<EntryTax[]>`coalesce((select json_agg(json_build_object('movimiento_id', i.movimiento_id,
          'impuesto_id', i.impuesto_id, 'tipo', i.tipo, 'nombre', i.nombre, 'porcentaje', i.porcentaje::text,
          'exento', i.exento) order by i.id)
        from cuenta_movimiento_impuestos i where i.movimiento_id = cuenta_movimientos.id), '[]')`,
    })
    .from(cuentaMovimientos)
    .where(
      and(
        eq(cuentaMovimientos.cuenta_id, cuentaId),
        inArray(cuentaMovimientos.tipo, ['cargo', 'descuento']),
        isNull(cuentaMovimientos.reversa_de),
        sql`${cuentaMovimientos.traslado} is distinct from 'salida'`,
        // Two probes, each on its own index (an OR of both would scan the table).
        sql`not exists (select 1 from cuenta_movimientos d where d.reversa_de = ${cuentaMovimientos.id})`,
        sql`not exists (select 1 from cuenta_movimientos d where d.trasladado_de = ${cuentaMovimientos.id} and d.traslado = 'salida' and d.cuenta_id = ${cuentaId})`,
        sql`not exists (select 1 from ${facturaLineas} where ${facturaLineas.cuenta_movimiento_id} = ${cuentaMovimientos.id})`,
        sql`not exists (select 1 from ${facturaMovimientos} where ${facturaMovimientos.movimiento_id} = ${cuentaMovimientos.id})`,
      ),
    )
    .orderBy(asc(cuentaMovimientos.fecha), asc(cuentaMovimientos.id));
}
